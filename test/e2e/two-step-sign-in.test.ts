import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInBrowser } from '../support/browser';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { totpCode, wrongTotpCode } from '../support/totp';

/**
 * Two-step sign-in through the SPA against the local pool (cognito-local): turned on in the dashboard
 * with the key the page shows (codes computed from it as an authenticator app does), then asked for at
 * sign-in, where a wrong code is refused and the right one opens the dashboard; turned off again.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };

let web: BrowserStack['web'];
let stop: BrowserStack['stop'] | undefined;
let page: Page;
const email = `two-step-${randomUUID()}@example.co.za`;
const password = 'Passw0rd!23';
let secret = '';

const WRONG_CODE =
  'That code did not work. Enter the newest 6-digit code from your ' +
  'authenticator app, and check that the time on your phone is right.';
const TURNED_ON = 'Done: from now on, signing in asks for a code from your authenticator app.';
const TURNED_OFF = 'Done: signing in now asks for your password only.';

beforeAll(async () => {
  let browser: BrowserStack['browser'];
  ({ web, browser, stop } = await startBrowserStack('two-step'));
  // axe is injected as a script tag, which the production CSP rightly refuses; page-policies checks the CSP.
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
});

afterAll(() => stop?.());

async function seriousProblems(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

const dialog = () => page.getByRole('dialog', { name: 'Two-step sign-in' });

async function signOut() {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${web.url}/`);
}

async function signInWithPassword() {
  await page.goto(`${web.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('two-step sign-in (TOTP) in the browser', () => {
  it('is off for a new account and turns on with the key shown and a code from it', async () => {
    await registerInBrowser(page, web.url, email, password);
    await page.getByRole('button', { name: 'Two-step sign-in' }).click();
    await dialog().getByText('Two-step sign-in is off.').waitFor();
    await dialog().getByRole('button', { name: 'Turn on' }).click();

    const field = dialog().getByLabel('6-digit code');
    await field.waitFor();
    await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const key = (await dialog().locator('code').textContent()) ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
    secret = key.replace(/\s/g, '');
    const link = await dialog().getByRole('link', { name: 'open the setup link' }).getAttribute('href');
    expect(link).toContain(`secret=${secret}`);
    expect(link?.startsWith(`otpauth://totp/BankCSV:${encodeURIComponent(email)}?`)).toBe(true);
    expect(await seriousProblems()).toEqual([]);

    await field.fill(wrongTotpCode(secret));
    await dialog().getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(dialog().getByRole('alert').textContent()).resolves.toBe(WRONG_CODE);

    await field.fill(totpCode(secret));
    await dialog().getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(dialog().getByRole('status').textContent()).resolves.toBe(TURNED_ON);
    await dialog().getByText('Two-step sign-in is on.').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it(
    'sign-in then asks for the code: a wrong one is refused on the same ' + 'step, the right one opens the dashboard',
    async () => {
      await signOut();
      await signInWithPassword();
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
      expect(await seriousProblems()).toEqual([]);

      const code = page.getByLabel('Authentication code');
      await code.fill(wrongTotpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(WRONG_CODE);
      expect(page.url()).toBe(`${web.url}/login`);

      await code.fill(totpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${web.url}/dashboard`, { timeout: 20_000 });
      await page.getByText(email).waitFor();
    },
  );

  it('cancel at the code step goes back to the password', async () => {
    await signOut();
    await signInWithPassword();
    await page.getByLabel('Authentication code').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
  });

  it('turned off after confirming, the password alone signs in again', async () => {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${web.url}/dashboard`, { timeout: 20_000 });

    await page.getByRole('button', { name: 'Two-step sign-in' }).click();
    await dialog().getByRole('button', { name: 'Turn off' }).click();
    await dialog().getByText('Turn off two-step sign-in?').waitFor();
    expect(await seriousProblems()).toEqual([]);
    await dialog().getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog().getByRole('status').textContent()).resolves.toBe(TURNED_OFF);
    await dialog().getByRole('button', { name: 'Close' }).click();

    await signOut();
    await signInWithPassword();
    await page.waitForURL(`${web.url}/dashboard`, { timeout: 20_000 });
  });
});
