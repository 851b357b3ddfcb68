import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { pdfLines } from './fixtures/pdf-text';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';

// Issue 18, item 8: a brand block on every page (its registration number shaped like a date), `Continued on next page`
// (`Vervolg op volgende bladsy`) right under the last row, a print time under the date column, a rotated COPY
// watermark.

describe('page furniture', () => {
  it.each([
    ['generic-furniture', 'Continued on next page', 'COPY'],
    ['generic-signed-furniture-afrikaans', 'Vervolg op volgende bladsy', 'AFSKRIF'],
    // Before, these were read as a wrapped line of the row above or below them.
    ['generic-furniture-turn-over', 'Please turn over', 'COPY'],
    ['generic-furniture-dashes', '-- continued --', 'COPY'],
    ['generic-signed-furniture-blaai-om', 'Blaai om', 'AFSKRIF'],
    ['generic-furniture-title-continued', '/continued', 'COPY'],
    ['generic-signed-furniture-title-vervolg', '... vervolg', 'AFSKRIF'],
  ])('%s: none of it joins a row, every row exact, reconciled', async (name, continued, watermark) => {
    for (const seed of [11, 101]) {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
      const doc = await pdfLines(f.pdf);
      // The furniture is really printed: the notice on every page but the last, the watermark rotated.
      expect(doc.lines.filter((l) => l.text === continued).length).toBe(doc.pages - 1);
      expect(doc.runs.some((r) => r.text.includes(watermark) && r.angle !== 0)).toBe(true);
      expect(doc.lines.some((l) => /Reg\. (?:No|nr)\. 2001\/05\/06/.test(l.text))).toBe(true);
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
    }
  });

  // The account summary (opening, total debits and credits, closing) printed again over every page's table: before,
  // page 2's copy closed the account there and every row after it was left unread.
  it.each([
    ['generic-summary-every-page', 'Account summary'],
    ['generic-signed-summary-every-page-afrikaans', 'Rekeningopsomming'],
  ])('%s: the summary is read once, every row exact, nothing flagged', async (name, title) => {
    // Seed 103: the last page holds no row and no header, only the box and the closing line.
    for (const seed of [3, 12, 103, 205]) {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
      const doc = await pdfLines(f.pdf);
      // On every page of the table (a summary page first leaves it off page 1).
      expect(doc.lines.filter((l) => l.text === title).length).toBeGreaterThanOrEqual(Math.max(2, doc.pages - 1));
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.breaks).toEqual([]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
    }
  });
});
