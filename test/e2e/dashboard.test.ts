import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'ofx-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import { makeStatementPdf } from '../../packages/converter/test/fixtures/index';
import { buildWeb } from '../support/web-app';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { registerInBrowser } from '../support/browser';

const LANDING_JS_BUDGET_GZIP = 150 * 1024;
const shots = join(repoRoot, 'test-results', 'screenshots');

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let page: Page;
const email = `e2e-${randomUUID()}@example.co.za`;
const password = 'Passw0rd!23';
/** The Sage CSV's amounts, which every other export of the statement must carry too. */
let sageAmounts: number[] = [];

beforeAll(async () => {
  ({ web, browser, stop } = await startBrowserStack('e2e'));
  page = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(() => stop?.());

const credits = (p: Page) => p.getByLabel('Credit balance').locator('.dash-credits-value').textContent();

describe('landing page bundle', () => {
  it('loads at most 150 KB of gzipped JavaScript and no Amplify code', async () => {
    const scripts: string[] = [];
    const landing = await browser.newPage();
    landing.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await landing.goto(web.url, { waitUntil: 'networkidle' });
    await landing.close();
    const dist = await buildWeb();
    const sizes = scripts.map((url) => gzipSync(readFileSync(join(dist, new URL(url).pathname))).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_GZIP);
    const code = scripts.map((url) => readFileSync(join(dist, new URL(url).pathname), 'utf8')).join('\n');
    // Markers of Amplify's Cognito client and of the dashboard: neither may ship with the landing page.
    expect(code.includes('AWSCognitoIdentityProviderService')).toBe(false);
    expect(code.includes('Recent Conversions')).toBe(false);
  });
});

describe('signed-in dashboard against the local stack', () => {
  it('keeps a signed-out visitor away from /dashboard', async () => {
    await page.goto(`${web.url}/dashboard`);
    await page.waitForURL(`${web.url}/`);
  });

  it(
    'registers, shows Account Created!, verifies the e-mailed code and ' +
      'lands on the dashboard with the 10 free credits',
    async () => {
      await registerInBrowser(page, web.url, email, password);
      await page.getByText('No conversions yet').waitFor();
      expect(await credits(page)).toBe('10');
      await expect(page.getByText(email).isVisible()).resolves.toBe(true);
    },
  );

  it('uploads a statement, converts it, debits the pages and downloads the CSV', async () => {
    const pdf = await makeStatementPdf({ transactions: 20 });
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'fnb-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await page.getByRole('dialog', { name: 'Convert Bank Statement' }).waitFor();
    // The charge is stated before Confirm, counted in the browser as the server counts it.
    await page
      .getByText('This statement has 1 page and will take 1 credit. You have 10 credits.')
      .waitFor({ timeout: 15_000 });
    await page.getByLabel(/Statement year/).fill('2025');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText('Upload Complete! Your file is being processed.', { exact: false })
      .waitFor({ timeout: 30_000 });
    const row = page.locator('.tx-row', { hasText: 'fnb-statement.pdf' });
    await row.getByText('Completed').waitFor({ timeout: 60_000 });
    // The box has said its piece once the row has its outcome: the upload area is back to its drop zone.
    await page.getByText('Upload Complete!', { exact: false }).waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Drop your PDF statement here, or click to choose').waitFor();
    await page.waitForFunction(() => document.querySelector('.dash-credits-value')?.textContent === '9', undefined, {
      timeout: 10_000,
    });
    expect(await page.getByText('1 conversion', { exact: true }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    // Named after the statement (bank, account's last 4 digits, period), not the upload.
    expect(download.suggestedFilename()).toMatch(/^FNB-\d{4}-[\d_to-]+\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(10);
    expect(csv.split('\r\n')[0]).toBe('Date,Description,Amount');
    sageAmounts = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',').at(-1)));
  });

  it(
    'offers OFX for Sage and QBO for QuickBooks on the row, and both ' + 'download as statements an OFX parser reads',
    async () => {
      const row = page.locator('.tx-row', { hasText: 'fnb-statement.pdf' });
      mkdirSync(shots, { recursive: true });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await row.screenshot({ path: join(shots, `row-exports-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const [label, extension] of [
        ['Download OFX (Sage bank import)', 'ofx'],
        ['Download QBO (QuickBooks Web Connect)', 'qbo'],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          row.getByRole('button', { name: label }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`^FNB-\\d{4}-[\\d_to-]+\\.${extension}$`));
        const parsed = parseSync(readFileSync((await download.path()) as string, 'utf8'));
        const list = parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN as { TRNAMT: string }[];
        expect(list.map((t) => Number(t.TRNAMT))).toEqual(sageAmounts);
        if (extension === 'qbo') expect(parsed.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBeTruthy();
      }
    },
  );

  it('downloads the Xero layout once it is picked as the CSV format, and remembers the pick', async () => {
    const row = page.locator('.tx-row', { hasText: 'fnb-statement.pdf' });
    await row.getByLabel('CSV format').selectOption({ label: 'Xero' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^FNB-\d{4}-[\d_to-]+-xero\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Date,Amount,Payee,Description,Reference');

    await page.reload();
    await expect(
      page.locator('.tx-row', { hasText: 'fnb-statement.pdf' }).getByLabel('CSV format').inputValue(),
    ).resolves.toBe('xero');
  });

  it('deletes the conversion after confirmation', async () => {
    const row = page.locator('.tx-row', { hasText: 'fnb-statement.pdf' });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete conversion?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No conversions yet').waitFor();
  });

  it('shows the same dashboard under a test heading at /test', async () => {
    await page.goto(`${web.url}/test`);
    await page.getByText('Test Environment').waitFor();
    await page.getByText('No conversions yet').waitFor();
    expect(await credits(page)).toBe('9');
  });

  it('sends unknown paths home', async () => {
    await page.goto(`${web.url}/no-such-page`);
    await page.waitForURL(`${web.url}/`);
  });

  it('logs out to the landing page', async () => {
    await page.goto(`${web.url}/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${web.url}/`);
    await page.goto(`${web.url}/dashboard`);
    await page.waitForURL(`${web.url}/`);
  });

  it('deletes the account after typing DELETE, lands home with a notice, and the login no longer works', async () => {
    const signIn = async () => {
      await page.goto(`${web.url}/login`);
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn();
    await page.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL(`${web.url}/`);
    await page.getByRole('status').filter({ hasText: 'Your account has been deleted.' }).waitFor();
    await signIn();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toBe(`${web.url}/login`);
  });
});
