import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFixture, launchBrowser } from './fixtures/chromium/print';
import { LAYOUTS, type LayoutId } from './fixtures/layouts/index';
import { scoreFixture, summarise, type StatementScore } from './fixtures/perturb/measure';
import { ROLES } from './fixtures/perturb/roles';

// Statements from the generator's model, printed by Chromium (its own text runs, spacing and glyph
// positions), so the converter is measured against a renderer other than the one it was built with.
// Every other layout is printed as a web print: a browser-laid-out <table>, cells aligned to the top.
// Measured over 3 seeds of every layout (measure.mts): boxes at the layout's columns and the top-aligned
// table both 100% exact, all reconciled. A middle-aligned table (figures beside the middle of a wrapped
// description, lines above them too) measured 100% exact, none silently wrong, over 2 seeds of every layout.
const EXACT_SHARE = 1;
const LAYOUT_IDS = Object.keys(LAYOUTS) as LayoutId[];

describe('statements printed by Chromium', () => {
  let browser: Browser;
  // One page prints every statement: each setContent replaces the last, and a new page costs about a second.
  let printer: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    printer = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every layout: rows exact, every statement reconciles or names its break, none silently wrong', async () => {
    const scores: StatementScore[] = [];
    for (const [i, layout] of LAYOUT_IDS.entries()) {
      const seed = 41 + i;
      const f = await chromiumFixture(printer, layout, seed, 14, i % 2 ? 'top' : undefined);
      scores.push(await scoreFixture(f, LAYOUTS[layout].bank, seed, Boolean(ROLES[layout].balanceKey)));
    }
    for (const layout of LAYOUT_IDS) {
      const r = summarise(
        layout,
        scores.filter((s) => s.layout === layout),
      );
      const detail = JSON.stringify(
        r.scores.map((s) => ({ seed: s.seed, check: s.balanceCheck, error: s.error, mismatch: s.firstMismatch })),
      );
      expect.soft(r.silentlyWrong, `${layout}: silently wrong ${detail}`).toBe(0);
      expect.soft(r.reconciled + r.namesBreak, `${layout}: reconciles or names its break ${detail}`).toBe(r.statements);
      expect.soft(r.exact / r.rows, `${layout}: rows exact ${detail}`).toBeGreaterThanOrEqual(EXACT_SHARE);
    }
  });

  it(
    'a middle-aligned web print: each wrapped line joins the row whose ' +
      'figures it is centred on, none silently wrong',
    async () => {
      const scores: StatementScore[] = [];
      for (const [i, layout] of LAYOUT_IDS.entries()) {
        const seed = 61 + i;
        const f = await chromiumFixture(printer, layout, seed, 14, 'middle');
        scores.push(await scoreFixture(f, LAYOUTS[layout].bank, seed, Boolean(ROLES[layout].balanceKey)));
      }
      const r = summarise('middle', scores);
      const detail = JSON.stringify(
        r.scores
          .filter((s) => s.exact < s.rows)
          .map((s) => ({ layout: s.layout, check: s.balanceCheck, mismatch: s.firstMismatch })),
      );
      expect(r.silentlyWrong, `silently wrong ${detail}`).toBe(0);
      expect(r.exact / r.rows, `rows exact ${detail}`).toBeGreaterThanOrEqual(EXACT_SHARE);
    },
  );
});
