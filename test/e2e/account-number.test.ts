import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'ofx-js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { registerInBrowser } from '../support/browser';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';

const shots = join(repoRoot, 'test-results', 'screenshots');

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let page: Page;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  ({ web, browser, stop } = await startBrowserStack('e2e-account-number'));
  page = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(() => stop?.());

async function uploadCapitec(name: string, seed: number): Promise<Locator> {
  // This layout prints no account number.
  const { pdf } = await makeFixture({ layout: 'capitec-2022', transactions: 5, seed });
  await page.getByText('Upload Complete!', { exact: false }).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await page.getByRole('dialog', { name: 'Convert Bank Statement' }).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const row = page.locator('.tx-row', { hasText: name });
  await row.getByText('Completed').waitFor({ timeout: 60_000 });
  return row;
}

describe('the account number a statement does not print, on the dashboard', () => {
  it('asks for it, then offers OFX and QBO with it, and starts the next statement with it', async () => {
    await registerInBrowser(page, web.url, `acct-${randomUUID()}@example.co.za`, 'Passw0rd!23');
    const row = await uploadCapitec('capitec-march.pdf', 41);
    const field = row.getByLabel('Account number');
    await field.waitFor();
    const why =
      'OFX and QBO need the account number, which was not found on the statement: enter it below to get them.';
    expect(await row.getByText(why).count()).toBe(1);
    expect(await row.getByRole('button', { name: /Download OFX/ }).count()).toBe(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await row.screenshot({ path: join(shots, `row-account-number-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await field.fill('12345');
    await row.getByRole('button', { name: 'Use for OFX and QBO' }).click();
    expect(await row.getByRole('alert').textContent()).toBe(
      'Enter the account number as 6 to 16 digits (spaces and dashes are fine).',
    );
    await field.fill('1234 567 890');
    await row.getByRole('button', { name: 'Use for OFX and QBO' }).click();
    const ofxButton = row.getByRole('button', { name: 'Download OFX (Sage bank import)' });
    await ofxButton.waitFor({ timeout: 15_000 });
    expect(await row.getByLabel('Account number').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), ofxButton.click()]);
    const ofx = parseSync(readFileSync((await download.path()) as string, 'utf8'));
    expect(ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID).toBe('1234567890');
    expect(await row.getByRole('button', { name: 'Download QBO (QuickBooks Web Connect)' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Change account number' }).count()).toBe(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await row.screenshot({ path: join(shots, `row-account-number-given-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const next = await uploadCapitec('capitec-april.pdf', 46);
    expect(await next.getByLabel('Account number').inputValue()).toBe('1234567890');
  });
});
