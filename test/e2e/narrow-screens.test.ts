import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, makeStatementPdf } from '../../packages/converter/test/fixtures/index';
import { registerUser, uploadStatement, waitForConversion, type TestUser } from '../support/stack-client';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { signInInBrowser } from '../support/browser';
import { lengthenStatement } from '../support/long-statement';

/**
 * Phones: every page and every dialog fits 320 and 375 px without the page scrolling sideways (a
 * wide table scrolls inside its own box), and axe finds nothing moderate or worse at that width.
 * The account has what makes pages widest: a purchase in its history and a finished conversion.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/blog',
  '/blog/import-fnb-statements-into-sage-one',
  '/privacy-policy',
  '/terms-of-service',
];
const WIDTHS = [320, 375];
const checkout = (p: Page) => p.frameLocator('iframe[title="Local Paystack checkout"]');

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let user: TestUser;
let readyId: string;
let longId: string;
let unnumberedId: string;

beforeAll(async () => {
  ({ web, browser, stop } = await startBrowserStack('narrow'));
  user = await registerUser();
  readyId = await uploadStatement(user, await makeStatementPdf({ transactions: 12 }), {
    fileName: 'narrow-statement.pdf',
    year: 2025,
  });
  await waitForConversion(user, readyId, 60_000);
  longId = await uploadStatement(user, await makeStatementPdf({ transactions: 6 }), {
    fileName: 'narrow-long.pdf',
    year: 2025,
  });
  await waitForConversion(user, longId, 60_000);
  await lengthenStatement(user, longId, 2_000);
  // A layout that prints no account number: its row asks for one before OFX and QBO.
  unnumberedId = await uploadStatement(
    user,
    (await makeFixture({ layout: 'capitec-2022', transactions: 5, seed: 41 })).pdf,
    { fileName: 'narrow-unnumbered.pdf', year: 2025 },
  );
  await waitForConversion(user, unnumberedId, 60_000);
});

afterAll(() => stop?.());

/**
 * The page's sideways overflow: the document wider than the window, named by the outermost elements
 * that stick out past the right edge and are not inside a box that scrolls or clips them.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (el: Element | null): boolean =>
      !!el && el.getBoundingClientRect().right > width + 0.5 && !clipped(el);
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !sticksOut(el.parentElement))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ` +
          `${Math.round(el.getBoundingClientRect().right)}`,
      );
    const scroll = document.documentElement.scrollWidth;
    return scroll <= width ? [] : [`page ${scroll} px wide in ${width} px`, ...offenders];
  });
}

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };

/** axe-core from node_modules: moderate, serious and critical problems on the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Soft, so a page that does not fit still lets the test close its dialog and go on to the next. */
async function expectFits(page: Page): Promise<void> {
  expect
    .soft({ overflow: await sidewaysOverflow(page), axe: await axeProblems(page) })
    .toEqual({ overflow: [], axe: [] });
}

async function signIn(page: Page): Promise<void> {
  await signInInBrowser(page, web.url, user.email, user.password);
  await page.locator('.tx-row', { hasText: 'narrow-statement.pdf' }).waitFor();
}

/** Opens a dialog from its button, checks it, and closes it with Escape. */
async function checkDialog(page: Page, button: string, title: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectFits(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each(WIDTHS)('at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // axe is injected as an inline script, which the CSP rightly refuses.
    context = await browser.newContext({ viewport: { width, height: 740 }, bypassCSP: true, isMobile: false });
    page = await context.newPage();
    // The purchase messages are alerts: accept them.
    page.on('dialog', (alert) => void alert.accept());
  });
  afterAll(() => context?.close());

  it.each(PUBLIC_PAGES)('%s fits', async (path) => {
    await page.goto(`${web.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await expectFits(page);
  });

  it('the contact dialog fits', async () => {
    await page.goto(`${web.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Contact' }).first().click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await expectFits(page);
  });

  it('the purchase dialog fits, and the dashboard with a purchase in its history fits', async () => {
    await signIn(page);
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await dialog.getByRole('button', { name: '26', exact: true }).click();
    await expectFits(page);
    if (width !== WIDTHS[0]) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } else {
      // One purchase is enough for both widths.
      await dialog.getByRole('button', { name: 'Pay R41.60 with Paystack' }).click();
      await checkout(page).getByRole('button', { name: 'Pay' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    }
    await page.locator('.purchase-history tbody tr').first().waitFor();
    await expectFits(page);
  });

  it.each([
    ['Promo code', 'Redeem a promo code'],
    ['Two-step sign-in', 'Two-step sign-in'],
    ['Delete account', 'Delete your account?'],
    ['Delete narrow-statement.pdf', 'Delete conversion?'],
  ])('the dashboard\'s "%s" dialog fits', async (button, title) => {
    await checkDialog(page, button, title);
  });

  it('the account number field of a statement that prints none fits', async () => {
    const row = page.locator('.tx-row', { hasText: 'narrow-unnumbered.pdf' });
    await row.getByLabel('Account number').waitFor();
    await row.getByLabel('Account number').fill('12');
    await row.getByRole('button', { name: 'Use for OFX and QBO' }).click();
    await row.getByRole('alert').waitFor();
    await expectFits(page);
  });

  it('the convert dialog fits', async () => {
    await page.waitForFunction(() => document.querySelector('.drop-zone')?.getAttribute('aria-disabled') === 'false');
    const pdf = await makeStatementPdf({ transactions: 6 });
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'narrow-upload.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    const dialog = page.getByRole('dialog', { name: 'Convert Bank Statement' });
    await dialog.waitFor();
    await expectFits(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the review page fits', async () => {
    await page.goto(`${web.url}/review/${readyId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Review transactions' }).waitFor();
    await page.locator('.review-table-wrap').waitFor();
    await expectFits(page);
  });

  it('a review of 2,000 rows fits, with only the rows in view in the page, and Tab goes on past them', async () => {
    await page.goto(`${web.url}/review/${longId}`, { waitUntil: 'networkidle' });
    await page.locator('tr[data-row="1"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.locator('tr[data-row="1"]').waitFor({ state: 'detached' });
    expect(await page.locator('tr.review-row').count()).toBeLessThan(60);
    await expectFits(page);

    // The last row rendered, focused from its last button, scrolls into view: Tab reaches the row after it.
    const last = Number(await page.locator('tr.review-row').last().getAttribute('data-row'));
    await page.getByRole('button', { name: `Add below row ${last}`, exact: true }).focus();
    await page.getByLabel(`Row ${last + 1} date`, { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Row ${last + 1} date`);
    expect(await page.locator('.review-table').getAttribute('aria-rowcount')).toBe('2002');
  });

  it('/test fits', async () => {
    await page.goto(`${web.url}/test`, { waitUntil: 'networkidle' });
    await page.getByText('Test Environment').waitFor();
    await page.locator('.tx-row', { hasText: 'narrow-statement.pdf' }).waitFor();
    await expectFits(page);
  });
});
