import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../infra/lib/paths';
import { statementDate } from '@bankcsv/domain';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { registerInBrowser } from '../support/browser';
import { reviewFixture } from '../support/review-fixture';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';

const shots = join(repoRoot, 'test-results', 'screenshots');

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let page: Page;
const email = `review-${randomUUID()}@example.co.za`;
const password = 'Passw0rd!23';

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  ({ web, browser, stop } = await startBrowserStack('e2e-review'));
  page = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(() => stop?.());

async function shoot(name: string, target?: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.screenshot({ path: join(shots, `${name}-${width}.png`) });
    else await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function upload(name: string, pdf: Uint8Array, year?: string): Promise<Locator> {
  // The last upload's box closes by itself once its row has completed (clicking it raced that).
  await page.getByText('Upload Complete!', { exact: false }).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await page.getByRole('dialog', { name: 'Convert Bank Statement' }).waitFor();
  if (year) await page.getByLabel(/Statement year/).fill(year);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const row = page.locator('.tx-row', { hasText: name });
  await row.getByText('Completed').waitFor({ timeout: 60_000 });
  return row;
}

async function download(row: Locator, name: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name }).click()]);
  return readFileSync((await file.path()) as string);
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('never silently wrong: the year, the reconciliation, the review table', () => {
  it('signs up', async () => {
    await registerInBrowser(page, web.url, email, password);
  });

  it(
    'a year-less statement converted with the year blank says "Year ' + 'assumed" and is not ready until confirmed',
    async () => {
      const f = await makeFixture({
        layout: 'fnb-current',
        transactions: 12,
        seed: 31,
        start: '2025-10-02',
        noPeriod: true,
      });
      const row = await upload('no-year.pdf', f.pdf);
      const assumed = row.locator('.year-control');
      await assumed.waitFor();
      const text = (await row.locator('.row-quality').textContent()) ?? '';
      const year = /Year assumed: (\d{4}) — change/.exec(text)?.[1];
      expect(year).toBeDefined();
      expect(text).not.toMatch(/ready/i);
      await shoot('row-year-assumed', row);

      await row.getByRole('button', { name: `Confirm ${year}` }).click();
      await row.getByText('Complete - ready for your accounting software').waitFor();
      expect(await row.locator('.year-control').count()).toBe(0);
      await shoot('row-ready', row);
    },
  );

  it('a statement with one misprinted balance shows the break with its page, row and date', async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 14,
      seed: 32,
      start: '2025-09-01',
      corruptBalanceAt: 5,
    });
    const row = await upload('misprint.pdf', f.pdf);
    const line = row.getByText(/^Balance breaks at page \d+, row \d+ \(.+\): check before importing$/);
    await line.waitFor();
    const misprinted = f.model.txs[5];
    expect(await line.textContent()).toContain(`(${statementDate(misprinted?.date ?? '')})`);
    expect(await row.locator('.row-quality').textContent()).not.toMatch(/ready|0 transactions need review/);
    await row.getByText(/^Show (the break|all \d+ breaks)$/).click();
    expect(await row.locator('.row-breaks li').count()).toBeGreaterThan(0);
    await shoot('row-balance-breaks', row);
  });

  it(
    'a review that flips a sign and excludes a row re-exports CSV and XLSX ' + 'that reflect the edits and reconcile',
    async () => {
      const f = await reviewFixture();
      const row = await upload('review.pdf', f.pdf);
      await row.getByText(/^Balance breaks at page/).waitFor();
      await row.getByRole('link', { name: /^Review/ }).click();
      await page.getByRole('heading', { name: 'Review transactions' }).waitFor();
      expect(await page.locator('.review-row.is-break').count()).toBeGreaterThan(0);
      await shoot('review-table-breaks');

      const flipped = page
        .locator('.review-row')
        .filter({ has: page.locator(`input[value="${f.flipped.description}"]`) });
      const hold = page.locator('.review-row').filter({ has: page.locator(`input[value="${f.hold.description}"]`) });
      // By keyboard: focus the button and press Enter.
      await flipped.getByRole('button', { name: /^Flip sign/ }).focus();
      await page.keyboard.press('Enter');
      await hold.getByRole('button', { name: /^Exclude/ }).click();
      await page.getByText('Balances reconcile ✓').waitFor();
      expect(await page.locator('.review-row.is-break').count()).toBe(0);
      await shoot('review-table-reconciled');

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved: the files now hold your edits.').waitFor();
      await page.getByRole('link', { name: /Back to dashboard/ }).click();
      const edited = page.locator('.tx-row', { hasText: 'review.pdf' });
      await edited.getByText('Edited').waitFor();
      await edited.getByText('Complete - ready for your accounting software').waitFor();
      await shoot('row-edited', edited);

      const csv = (await download(edited, /^Download CSV/)).toString('utf8');
      const lines = csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(','));
      expect(lines.map((c) => [c[0], Number(c.at(-1))])).toEqual(f.expected.map((t) => [dmy(t.date), t.amount]));
      expect(csv).not.toContain(f.hold.description);
      const sum = lines.reduce((s, c) => s + Math.round(Number(c.at(-1)) * 100), 0);
      expect(Math.round(f.opening * 100) + sum).toBe(Math.round(f.closing * 100));

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await download(edited, /Raw spreadsheet|XLSX/i)) as unknown as ArrayBuffer);
      const amounts: number[] = [];
      const checks = new Set<string>();
      wb.getWorksheet('Transactions')?.eachRow((r, n) => {
        if (n === 1) return;
        amounts.push(Number(r.getCell(5).value));
        checks.add(String(r.getCell(7).value));
      });
      expect(amounts).toEqual(f.expected.map((t) => t.amount));
      expect([...checks]).toEqual(['OK']);

      // Undo to the original is one click.
      await edited.getByRole('link', { name: /^Review/ }).click();
      await page.getByRole('button', { name: 'Undo to original' }).click();
      await page.getByText('Back to the transactions as extracted.').waitFor();
      expect(await page.locator('.review-row.is-break').count()).toBeGreaterThan(0);
    },
  );

  it(
    'a row added and saved: "Saved", the review opens again with it, dates ' +
      'DD/MM/YYYY in an English (US) browser, and undo works',
    async () => {
      const us = await (
        await browser.newContext({
          locale: 'en-US',
          storageState: await page.context().storageState(),
          viewport: { width: 1280, height: 900 },
        })
      ).newPage();
      await us.goto(`${web.url}/dashboard`, { waitUntil: 'networkidle' });
      await us
        .locator('.tx-row', { hasText: 'review.pdf' })
        .getByRole('link', { name: /^Review/ })
        .click();
      await us.getByRole('heading', { name: 'Review transactions' }).waitFor();
      const first = us.getByLabel('Row 1 date');
      expect(await first.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await us.getByRole('button', { name: 'Add below row 1', exact: true }).click();
      await us.getByLabel('Row 2 date').fill('04/12/2025');
      await us.getByLabel('Row 2 description').fill('Cash deposit');
      await us.getByLabel('Row 2 money in').fill('15.00');
      await us.getByRole('button', { name: 'Save' }).click();
      await us.getByText('Saved: the files now hold your edits.').waitFor();
      expect(await us.getByText(/Unsaved changes/).count()).toBe(0);

      await us.reload({ waitUntil: 'networkidle' });
      await us.getByRole('heading', { name: 'Review transactions' }).waitFor();
      expect(await us.getByLabel('Row 2 description').inputValue()).toBe('Cash deposit');
      expect(await us.getByLabel('Row 2 date').inputValue()).toBe('04/12/2025');
      expect(await us.getByText(/Cannot read properties/).count()).toBe(0);
      await us.getByRole('button', { name: 'Undo to original' }).click();
      await us.getByText('Back to the transactions as extracted.').waitFor();
      expect(await us.getByLabel('Row 2 description').inputValue()).not.toBe('Cash deposit');
      await us.context().close();
    },
  );
});
