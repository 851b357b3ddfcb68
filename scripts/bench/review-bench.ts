import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { signInInBrowser } from '../../test/support/browser';
import { startBrowserStack } from '../../test/support/browser-stack';
import { lengthenStatement } from '../../test/support/long-statement';
import { registerUser, uploadStatement, waitForConversion } from '../../test/support/stack-client';

const SIZES = [1_500, 7_000, 10_000];
const OPENS = 3;
const KEYSTROKES = 5;
const FLIPS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Code run in the page (strings: this script is compiled without the DOM's types). PAINTED resolves with the time of
// the frame after the next paint; ARM keeps, as window.pending, the time from the first event of a type (its time
// stamp) to the frame after an element's text changed.
const PAINTED = 'new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()))))';
const ARM = `([type, selector]) => {
  const target = document.querySelector(selector);
  const before = target.textContent;
  window.pending = new Promise((done) => {
    let start = 0;
    document.addEventListener(type, (e) => (start = e.timeStamp), { capture: true, once: true });
    const seen = new MutationObserver(() => {
      if (target.textContent === before) return;
      seen.disconnect();
      ${PAINTED}.then((now) => done(now - start));
    });
    seen.observe(target, { subtree: true, childList: true, characterData: true });
  });
}`;

/** Arms the timing in the page before the input is sent; `settled` awaits it after: event to new balance painted. */
function arm(page: Page, type: 'keydown' | 'click', selector: string): Promise<void> {
  return page.evaluate(`(${ARM})(${JSON.stringify([type, selector])})`);
}

const settled = (page: Page) => page.evaluate<number>('window.pending').then((ms) => Math.round(ms));

/** Navigation start to the first rows painted, from a full load of the review's address. */
async function open(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.locator('tr[data-row="1"]').waitFor({ timeout: 60_000 });
  return Math.round(await page.evaluate<number>(PAINTED));
}

async function measure(page: Page, url: string) {
  const opens: number[] = [];
  for (let i = 0; i < OPENS; i += 1) opens.push(await open(page, url));
  const balance = 'tr[data-row="4"] .review-balance span';
  const amount = page.getByLabel('Row 3 money out', { exact: true });
  await amount.focus();
  await page.keyboard.press('Home');
  const keys: number[] = [];
  // The first pair of each is not counted: the page has just loaded (its code not yet compiled hot).
  for (let i = 0; i <= KEYSTROKES; i += 1) {
    // A digit before the amount (110.00), then Backspace back to 10.00: both move every balance after row 3.
    for (const key of ['1', 'Backspace']) {
      await arm(page, 'keydown', balance);
      await page.keyboard.press(key);
      const ms = await settled(page);
      if (i > 0) keys.push(ms);
    }
  }
  const flips: number[] = [];
  const flip = page.getByRole('button', { name: 'Flip sign of row 3', exact: true });
  for (let i = 0; i < (FLIPS + 1) * 2; i += 1) {
    await arm(page, 'click', balance);
    await flip.click();
    const ms = await settled(page);
    if (i > 1) flips.push(ms);
  }
  const rendered = await page.locator('tr.review-row').count();
  return { opens, keys, flips, rendered };
}

/** The review page of statements of 1,500, 7,000 and 10,000 rows in Chromium: open, a keystroke, a "Flip sign". */
export default async function bench(): Promise<string> {
  const { web, browser, stop } = await startBrowserStack('bench-review');
  const lines: string[] = [];
  try {
    const user = await registerUser();
    const pdf = (await makeFixture({ layout: 'fnb-current', transactions: 6, seed: 71 })).pdf;
    const conversionId = await uploadStatement(user, pdf);
    await waitForConversion(user, conversionId, 60_000);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInInBrowser(page, web.url, user.email, user.password);
    for (const size of SIZES) {
      await lengthenStatement(user, conversionId, size);
      const m = await measure(page, `${web.url}/review/${conversionId}`);
      const ms = (values: number[]) => `${median(values)} ms (${values.join(', ')})`;
      lines.push(
        `| ${size.toLocaleString('en-US')} | ${ms(m.opens)} | ${ms(m.keys)} | ${ms(m.flips)} | ${m.rendered} |`,
      );
    }
  } finally {
    await stop();
  }
  return [
    '## Review page on long statements',
    '',
    `Chromium (headless, 1280×900) over the production build and the local stack; ${cpus().length} cores, load`,
    `average ${loadavg()[0]?.toFixed(1)}. One conversion's stored extraction is made 1,500, 7,000 and 10,000 rows long`,
    '(no running balance printed on the rows, so an edit near the top moves every balance after it). Open: navigation',
    "start of a full load of the review address to the first rows painted. Keystroke: keydown in row 3's money-out",
    `cell to the frame after row 4's running balance changed (${KEYSTROKES * 2} keystrokes after 2 not counted).`,
    `Flip: the click on row 3's "Flip sign" to the same (${FLIPS * 2} flips after 2). Medians, each figure in`,
    'brackets. Goal at 10,000 rows: open within 1 s, a keystroke or a flip within 50 ms.',
    '',
    '| rows | open | keystroke | flip sign | rows in the DOM |',
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}
