import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BATCH_MESSAGES } from '@bankcsv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import { makeZip } from '../../web/src/testing/zip-writer';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import type { StatementModel } from '../../packages/converter/test/fixtures/model';
import { signInInBrowser } from '../support/browser';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { api, forceCredits, registerUser, type TestUser } from '../support/stack-client';
import { chainedModels, statementPdfs } from '../support/statement-year';

/**
 * A client's year dropped at once: 15 statements of one FNB account (the last one locked with a password), followed
 * on the batch view until each is done, then the account's merged export downloaded from the accounts page.
 */

const shots = join(repoRoot, 'test-results', 'screenshots');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PASSWORD = 'Client-pw-2025';
const COUNT = 15;
const names = Array.from({ length: COUNT }, (_, k) => `fnb-${String(k + 1).padStart(2, '0')}.pdf`);
const lockedName = names[COUNT - 1] as string;

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let context: BrowserContext;
let page: Page;
let user: TestUser;
let models: StatementModel[];
let pdfs: Uint8Array[];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  ({ web, browser, stop } = await startBrowserStack('e2e-batch'));
  models = chainedModels({ layout: 'fnb-current', start: '2024-01-01', count: COUNT, opening: 1_250_000 });
  pdfs = await statementPdfs('fnb-current', models.slice(0, -1));
  const last = models.at(-1) as StatementModel;
  pdfs.push((await makeFixture({ layout: 'fnb-current', model: last, seed: COUNT, password: PASSWORD })).pdf);
  user = await registerUser();
  expect((await api(user, 'GET', '/me')).status).toBe(200);
  await forceCredits(user.userId, 60);
  // axe is injected as an inline script, which the CSP rightly refuses.
  context = await browser.newContext({
    acceptDownloads: true,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  page = await context.newPage();
  await page.addInitScript(recordBatchStates);
});

afterAll(() => stop?.());

/** In the page: every file state and progress the batch view shows, as it shows them (uploads are quick). */
function recordBatchStates() {
  const seen = new Set<string>();
  (window as unknown as { batchSeen: Set<string> }).batchSeen = seen;
  const note = () => {
    for (const bar of document.querySelectorAll('.batch-row [role="progressbar"]')) {
      seen.add(`${bar.getAttribute('aria-label')}:${bar.getAttribute('aria-valuenow')}`);
    }
    for (const row of document.querySelectorAll('.batch-row')) {
      const name = row.querySelector('.batch-row-name')?.textContent;
      seen.add(`${name}:${row.querySelector('.batch-badge')?.textContent}`);
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
}

const seenStates = () => page.evaluate(() => [...(window as unknown as { batchSeen: Set<string> }).batchSeen]);

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };

async function axeProblems(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** The page wider than the window at a phone's width (nothing may make it scroll sideways). */
const sidewaysOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whatever sticks out of its card (a field wider than the card, at a phone's width). */
const outOfCards = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('.card *')]
      .filter((el) => {
        // A dialog's backdrop covers the window, whatever card it is rendered in.
        if (getComputedStyle(el).position === 'fixed') return false;
        const card = el.closest('.card')?.getBoundingClientRect();
        return card !== undefined && el.getBoundingClientRect().right > card.right + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );

async function atPhoneWidths(name: string): Promise<void> {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sidewaysOverflow(), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    expect(await outOfCards(), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A CSV's cells, quotes and all. */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      for (const m of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
        cells.push((m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'));
        if (m[2] === '') break;
      }
      return cells;
    });
}

const row = (name: string) => page.locator('.batch-row', { hasText: name });

describe('a batch of 15 statements', () => {
  it('uploads with progress, asks for the locked one’s password, converts all, exports the account', async () => {
    await signInInBrowser(page, web.url, user.email, user.password);
    const files = pdfs.map((pdf, k) => ({
      name: names[k] as string,
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    }));
    await page.getByTestId('file-input').setInputFiles(files);
    const dialog = page.getByRole('dialog', { name: 'Convert Statements' });
    await dialog.waitFor();
    await dialog
      .locator('.batch-line', { hasText: lockedName })
      .locator('.batch-line-meta', { hasText: 'Password protected' })
      .waitFor();
    await dialog.getByText('15 files to convert: 14 credits. You have 60 credits.').waitFor({ timeout: 60_000 });
    expect(await dialog.getByText('1 password-protected file not counted yet', { exact: false }).count()).toBe(1);
    expect(await axeProblems()).toEqual([]);
    await page.screenshot({ path: join(shots, 'batch-dialog-1280.png') });

    // Slow the uploads so the progress of each file is there to see.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });
    await dialog.getByRole('button', { name: 'Convert 15 files' }).click();
    await page.waitForURL(/\/batches\/bat_[0-9A-Za-z]+$/, { timeout: 20_000 });
    const batchId = page.url().split('/').pop() as string;
    await page
      .getByRole('progressbar', { name: /^Uploading fnb-/ })
      .first()
      .waitFor({ timeout: 20_000 });

    const lockedRow = row(lockedName);
    await lockedRow.getByText('Needs password').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await lockedRow.getByLabel(`PDF password for ${lockedName}`).fill(PASSWORD);
    await lockedRow.getByRole('button', { name: 'Convert' }).click();
    await page.getByText('15 files: 15 done.').waitFor({ timeout: 240_000 });
    expect(await lockedRow.getByRole('button', { name: 'Download CSV' }).count()).toBe(1);

    const seen = await seenStates();
    expect(seen.filter((s) => /^Uploading fnb-\d\d\.pdf:\d+$/.test(s)).length).toBeGreaterThan(0);
    expect(seen).toContain(`${lockedName}:Needs password`);
    expect(seen.filter((s) => s.endsWith(':Done'))).toHaveLength(COUNT);
    expect(await axeProblems()).toEqual([]);
    await atPhoneWidths('batch-view');

    // Reloaded, the batch reads back from the server.
    await page.reload();
    await page.getByText('15 files: 15 done.').waitFor({ timeout: 20_000 });

    const batch = await api<{ conversions: { summary?: { transactions: number } }[] }>(
      user,
      'GET',
      `/batches/${batchId}`,
    );
    const transactions = batch.body.conversions.reduce((n, c) => n + (c.summary?.transactions ?? 0), 0);
    expect(transactions).toBeGreaterThan(COUNT);

    await page.getByRole('link', { name: 'Accounts' }).first().click();
    await page.waitForURL(`${web.url}/accounts`);
    const card = page.locator('article.account-card');
    await card.first().waitFor({ timeout: 20_000 });
    expect(await card.count()).toBe(1);
    expect(await card.getByText(/: every month covered$/).count()).toBe(1);
    expect(await card.getByText('The statements carry on from one to the next.').count()).toBe(1);
    expect(await axeProblems()).toEqual([]);

    await card.getByLabel('Format').selectOption('csv:generic');
    await card.getByRole('button', { name: 'Export' }).click();
    const link = card.getByRole('link', { name: /^Download / });
    await link.waitFor({ timeout: 30_000 });
    const summary = await card.locator('.export-result-summary').textContent();
    expect(summary).toContain(`, ${transactions} transactions.`);
    const closing = (models.at(-1) as StatementModel).closing / 100;
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const csv = csvRows(readFileSync((await download.path()) as string, 'utf8'));
    expect(csv[0]).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    expect(csv.length - 1).toBe(transactions);
    expect(Number(csv.at(-1)?.[3])).toBeCloseTo(closing, 2);
    const first = models[0]?.txs.find((t) => !t.nonPosting)?.date as string;
    expect(csv[1]?.[0]).toBe(first.split('-').reverse().join('/'));
    // Each row's balance carries on from the one before it: nothing missing, nothing twice.
    for (let i = 2; i < csv.length; i += 1) {
      const [prev, cur] = [csv[i - 1] as string[], csv[i] as string[]];
      expect(Number(prev[3]) + Number(cur[2]), `row ${i}`).toBeCloseTo(Number(cur[3]), 2);
    }
    await atPhoneWidths('accounts-page');
  }, 420_000);
});

describe('zips dropped in the browser', () => {
  it('opens a zip’s PDFs there, refuses its other files on their own line and an unsafe zip whole', async () => {
    await page.goto(`${web.url}/dashboard`);
    const year = makeZip([
      { name: 'client/march.pdf', data: pdfs[0] as Uint8Array },
      { name: 'client/april.pdf', data: pdfs[1] as Uint8Array },
      { name: 'client/readme.txt', data: new TextEncoder().encode('statements') },
    ]);
    const unsafe = makeZip([{ name: '../../escape.pdf', data: pdfs[2] as Uint8Array }]);
    await page.getByTestId('file-input').setInputFiles([
      { name: 'client-year.zip', mimeType: 'application/zip', buffer: Buffer.from(year) },
      { name: 'unsafe.zip', mimeType: 'application/zip', buffer: Buffer.from(unsafe) },
    ]);
    const dialog = page.getByRole('dialog', { name: 'Convert Statements' });
    await dialog.getByText('2 files to convert: 2 credits.', { exact: false }).waitFor({ timeout: 30_000 });
    const lines = await dialog.locator('.batch-line').allTextContents();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^march\.pdfRemove.* · from client-year\.zip · 1 page · 1 credit$/);
    expect(lines[1]).toMatch(/^april\.pdfRemove/);
    expect(lines[2]).toBe(`readme.txt${BATCH_MESSAGES.notPdf}`);
    expect(lines[3]).toBe(`unsafe.zip${BATCH_MESSAGES.zipUnsafe}`);
    expect(await axeProblems()).toEqual([]);
    await atPhoneWidths('batch-dialog-zip');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
