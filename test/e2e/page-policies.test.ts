import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../packages/converter/test/fixtures/index';
import { registerUser, uploadStatement, waitForConversion, type TestUser } from '../support/stack-client';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { signInInBrowser } from '../support/browser';

/**
 * The built SPA served with the Content-Security-Policy and Permissions-Policy that CloudFront sends,
 * on the local stack: no page, signed in or out, breaks the policy; and axe finds no serious or
 * critical accessibility problem on any page or with any dialog open.
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

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let headers: Record<string, string> = {};
let user: TestUser;
let readyId: string;

beforeAll(async () => {
  ({ web, browser, headers, stop } = await startBrowserStack('policies'));
  user = await registerUser();
  // A finished conversion on the dashboard, so the row and its Delete dialog can be checked.
  readyId = await uploadStatement(user, await makeStatementPdf({ transactions: 12 }), {
    fileName: 'ready-statement.pdf',
    year: 2025,
  });
  await waitForConversion(user, readyId, 60_000);
});

afterAll(() => stop?.());

interface Violation {
  source: string;
  text: string;
}

/** A context whose pages record every CSP violation event and every policy complaint on the console. */
async function watchedContext(): Promise<{ context: BrowserContext; violations: Violation[] }> {
  const violations: Violation[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.exposeBinding('__reportViolation', (_source, text: string) =>
    violations.push({ source: 'event', text }),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void }).__reportViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(text))
      violations.push({ source: 'console', text });
  });
  return { context, violations };
}

async function signIn(page: Page): Promise<void> {
  await signInInBrowser(page, web.url, user.email, user.password);
  await page.getByRole('heading', { name: 'Recent Conversions' }).waitFor();
}

async function chooseStatement(page: Page, name: string): Promise<void> {
  const pdf = await makeStatementPdf({ transactions: 12 });
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await page.getByRole('dialog', { name: 'Convert Bank Statement' }).waitFor();
}

describe('content security policy on the built app', () => {
  let context: BrowserContext;
  let violations: Violation[];
  let page: Page;

  beforeAll(async () => {
    ({ context, violations } = await watchedContext());
    page = await context.newPage();
  });
  // Each test reports its own page's violations.
  beforeEach(() => {
    violations.length = 0;
  });
  afterAll(() => context?.close());

  it('is sent with every page, and an injected inline script is refused and reported', async () => {
    const response = await page.goto(`${web.url}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toBe(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.paystack.co;");
    expect(response?.headers()['permissions-policy']).toBe(headers['permissions-policy']);
    await page.locator('h1').first().waitFor();
    // The watcher itself must see a violation, or a silent pass below would mean nothing.
    // An inline script that is allowed runs during append() itself, so the flag is read right after it, no wait.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => violations.filter((v) => v.source === 'event' && v.text.startsWith('script-src')).length)
      .toBeGreaterThan(0);
  });

  it.each(PUBLIC_PAGES)('signed out: %s loads without a violation', async (path) => {
    await page.goto(`${web.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('signed in: sign-in, the dashboard, an upload to the bucket and a conversion stay inside the policy', async () => {
    await signIn(page);
    await chooseStatement(page, 'csp-statement.pdf');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Upload Complete!', { exact: false }).waitFor({ timeout: 30_000 });
    const row = page.locator('.tx-row', { hasText: 'csp-statement.pdf' });
    await row.getByText('Completed').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(await download.failure()).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Recent Conversions' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('signed in: the review table stays inside the policy', async () => {
    await page.goto(`${web.url}/review/${readyId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Review transactions' }).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(violations).toEqual([]);
  });
});

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

/** axe-core from node_modules (never the network) against the page as it is now. */
async function seriousProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return (
    result.violations
      // A skip link without its target is only moderate, but it fails every keyboard user on every page.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'skip-link')
      .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  );
}

/**
 * Tabs through the whole page and returns each focused control whose focus ring is missing or under
 * 3:1 against the colours behind it (the nearest painted background, every stop of a gradient).
 */
async function weakFocusRings(page: Page): Promise<string[]> {
  const weak: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
        [r, g, b]
          .map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          })
          .reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k]!, 0);
      const ratio = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const style = getComputedStyle(el);
      const backgrounds: number[][] = [];
      for (let node = el.parentElement; node && backgrounds.length === 0; node = node.parentElement) {
        const s = getComputedStyle(node);
        const stops = s.backgroundImage.match(/rgba?\([^)]*\)/g);
        if (stops) backgrounds.push(...stops.map(parse));
        const bg = parse(s.backgroundColor);
        if (backgrounds.length === 0 && (bg[3] ?? 1) > 0.5) backgrounds.push(bg);
      }
      if (backgrounds.length === 0) backgrounds.push([255, 255, 255]);
      const width = parseFloat(style.outlineWidth);
      const color = parse(style.outlineColor);
      const contrast =
        style.outlineStyle === 'none' || width < 2 ? 0 : Math.min(...backgrounds.map((bg) => ratio(color, bg)));
      const label = (el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.id;
      const name = `${el.tagName.toLowerCase()} "${label}"`;
      return { name, contrast, key: el.outerHTML.slice(0, 200) };
    });
    if (!ring) continue;
    if (seen.has(ring.key)) break;
    seen.add(ring.key);
    if (ring.contrast < 3) weak.push(`${ring.name}: ${ring.contrast.toFixed(2)}:1`);
  }
  expect(seen.size).toBeGreaterThan(5);
  return weak;
}

describe('accessibility (axe-core) on every page and dialog', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // axe is injected as an inline script, which the CSP (checked above) rightly refuses.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    page = await context.newPage();
    // Listening from the start switches file-chooser interception on before any key opens one.
    page.on('filechooser', () => undefined);
  });
  afterAll(() => context?.close());

  it.each(PUBLIC_PAGES)('%s has no serious or critical violation', async (path) => {
    await page.goto(`${web.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    expect(await seriousProblems(page)).toEqual([]);
  });

  it('the contact dialog has none, traps focus and returns it', async () => {
    await page.goto(`${web.url}/`, { waitUntil: 'networkidle' });
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' });
    await contact.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await contact.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each(['/', '/login', '/blog/import-fnb-statements-into-sage-one'])(
    '%s: every focus ring is at least 3:1 against its background',
    async (path) => {
      await page.goto(`${web.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      expect(await weakFocusRings(page)).toEqual([]);
    },
  );

  it('the skip link is the first stop and moves focus to the main content', async () => {
    await page.goto(`${web.url}/blog`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('the signed-in dashboard has none', async () => {
    await signIn(page);
    await page.locator('.tx-row', { hasText: 'ready-statement.pdf' }).waitFor();
    expect(await seriousProblems(page)).toEqual([]);
  });

  it('the convert dialog has none, keeps Tab inside and gives focus back to the drop zone', async () => {
    // As a keyboard user: Enter on the drop zone opens the file picker, the dialog follows the choice.
    const dropZone = page.getByRole('button', { name: /^Drop your PDF statement here, or click to choose/ });
    await page.waitForFunction(() => document.querySelector('.drop-zone')?.getAttribute('aria-disabled') === 'false');
    await dropZone.focus();
    expect(await dropZone.evaluate((el) => el === document.activeElement)).toBe(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: 10_000 }),
      page.keyboard.press('Enter'),
    ]);
    const pdf = await makeStatementPdf({ transactions: 12 });
    await chooser.setFiles({ name: 'axe-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    const dialog = page.getByRole('dialog', { name: 'Convert Bank Statement' });
    await dialog.waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await dropZone.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the delete-conversion dialog has none and returns focus to its Delete button', async () => {
    const remove = page.getByRole('button', { name: 'Delete ready-statement.pdf' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delete conversion?' }).waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each([1280, 375])('the review table has none at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${web.url}/review/${readyId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Review transactions' }).waitFor();
    await page.locator('.review-table-wrap').waitFor();
    // An excluded row is drawn muted: its text must still read against the row.
    await page.getByRole('button', { name: 'Exclude row 1', exact: true }).click();
    await page.locator('.review-row.is-excluded').first().waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${web.url}/dashboard`, { waitUntil: 'networkidle' });
    await page.locator('.tx-row', { hasText: 'ready-statement.pdf' }).waitFor();
  });

  it('the promo code dialog has none and returns focus to its button', async () => {
    const open = page.getByRole('button', { name: 'Promo code' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Redeem a promo code' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await seriousProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the delete-account dialog has none', async () => {
    const open = page.getByRole('button', { name: 'Delete account' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
