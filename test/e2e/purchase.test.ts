import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { registerInBrowser } from '../support/browser';

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let page: Page;
const alerts: string[] = [];
const email = `e2e-buy-${randomUUID()}@example.co.za`;
const password = 'Passw0rd!23';

beforeAll(async () => {
  ({ web, browser, stop } = await startBrowserStack('e2e-buy'));
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // No purchase message is a native alert any more: any that appears is recorded (and accepted) to fail the test.
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
});

afterAll(() => stop?.());

const balance = (p: Page) => p.getByLabel('Credit balance').locator('.dash-credits-value').textContent();
const checkoutFrame = (p: Page) => p.frameLocator('iframe[title="Local Paystack checkout"]');

describe('buying credits through the local Paystack', () => {
  it('signs up and lands on the dashboard with 10 credits', async () => {
    await registerInBrowser(page, web.url, email, password);
    await page.getByText('No purchases yet').waitFor();
    expect(await balance(page)).toBe('10');
  });

  it(
    'buys 26 credits: the balance grows by 26, the spec texts on the page ' + '(no alert), and the purchase is listed',
    async () => {
      await page.getByRole('button', { name: 'Buy Credits' }).click();
      const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
      await dialog.getByRole('button', { name: '26', exact: true }).click();
      await dialog.getByRole('button', { name: 'Pay R41.60 with Paystack' }).click();
      await checkoutFrame(page).getByText('ZAR 41.60').waitFor();
      await checkoutFrame(page).getByRole('button', { name: 'Pay' }).click();

      await page.waitForFunction(() => document.querySelector('.dash-credits-value')?.textContent === '36', undefined, {
        timeout: 20_000,
      });
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('status', { name: 'Payment' })
        .getByText('Success! 26 credits have been added to your account.')
        .waitFor();
      expect(alerts).toEqual([]);
      const row = page.locator('.purchase-history tbody tr');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      const cells = await row.first().locator('td').allTextContents();
      expect(cells.slice(1, 4)).toEqual(['26', 'R41.60', 'Paid']);
      expect(cells[4]).toMatch(/^credits_[0-9a-f]{8}_\d{13}$/);
    },
  );

  it('cancels at the checkout: no alert, no credits, Pay is back', async () => {
    alerts.length = 0;
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await dialog.getByLabel('Exact amount').fill('40');
    await dialog.getByRole('button', { name: 'Pay R64.00 with Paystack' }).click();
    await checkoutFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await page.locator('iframe[title="Local Paystack checkout"]').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Pay R64.00 with Paystack' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    const rows = page.locator('.purchase-history tbody tr');
    await rows.first().waitFor();
    expect(await balance(page)).toBe('36');
    expect(alerts).toEqual([]);
    // The cancelled checkout was never paid: only the 26-credit purchase is listed.
    expect(await rows.count()).toBe(1);
  });
});
