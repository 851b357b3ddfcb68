import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import { scanOf } from '../../packages/converter/test/fixtures/scan';
import { undatedRowFixture } from '../../packages/converter/test/fixtures/undated-row';
import { signInInBrowser } from '../support/browser';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack';
import { credits, forceCredits, registerUser, type TestUser } from '../support/stack-client';

/**
 * A scanned statement through the product: the dialog names it a scan, the workflow reads it by OCR page by page, and
 * the review shows each row's verdict and, beside the row that needs review, the image of its line.
 */
const shots = join(repoRoot, 'test-results', 'screenshots');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const NAME = 'branch-copy-scan.pdf';

let web: BrowserStack['web'];
let browser: Browser;
let stop: BrowserStack['stop'] | undefined;
let user: TestUser;
let scan: Uint8Array;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  ({ web, browser, stop } = await startBrowserStack('e2e-scan'));
  // One row prints no date: OCR cannot tell a lost date from none, so that row needs review.
  const fx = await undatedRowFixture('fnb-current', 6, 14);
  scan = await scanOf(fx.pdf, { dpi: 200 });
  user = await registerUser();
  await forceCredits(user.userId, 10);
});

afterAll(() => stop?.());

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };

async function axeProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** The first image of a scanned line on the page, once it has loaded (or failed). */
const lineImage = (page: Page) =>
  page
    .locator('.scan-crop img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      img.scrollIntoView();
      if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
      return { width: img.naturalWidth, height: img.naturalHeight, alt: img.alt };
    });

describe('a scanned statement, read by OCR and reviewed', () => {
  it('is priced as a scan, converted page by page, and reviewed with verdicts and the line image', async () => {
    // The real policy: the line image must load under the app's own CSP.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInInBrowser(page, web.url, user.email, user.password);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: Buffer.from(scan) });
    const dialog = page.getByRole('dialog', { name: 'Convert Bank Statement' });
    await dialog.getByText('(scanned: read by OCR)', { exact: false }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const row = page.locator('.tx-row', { hasText: NAME });
    await row.getByText('Scanned, read by OCR', { exact: false }).waitFor({ timeout: 120_000 });
    expect(await credits(user)).toBe(10 - 1);

    await row.getByRole('link', { name: /^Review/ }).click();
    await page.getByRole('heading', { name: 'Review transactions' }).waitFor();
    const verdicts = page.locator('.scan-verdict');
    await verdicts.first().waitFor();
    const shown = await verdicts.allInnerTexts();
    expect(shown.filter((t) => t.endsWith('Verified')).length).toBeGreaterThan(5);
    expect(shown.filter((t) => t.endsWith('Needs review'))).toHaveLength(1);
    const image = await lineImage(page);
    expect(image.width).toBeGreaterThan(200);
    expect(image.alt).toMatch(/as printed on the scan/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(shots, `scanned-review-${width}.png`), fullPage: true });
    }

    // axe is injected as a script, which the CSP rightly refuses: a second context without it.
    const audit = await (
      await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signInInBrowser(audit, web.url, user.email, user.password);
    await audit.goto(page.url());
    await audit.locator('.scan-verdict').first().waitFor();
    expect(await axeProblems(audit)).toEqual([]);
  });
});
