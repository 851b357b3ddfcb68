import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { LAYOUTS, makeFixture, type Fixture, type LayoutId } from './fixtures/index';
import { makeModel } from './fixtures/model';
import { rowsOf } from './fixtures/read-exactly';

// Two statements of one account in one PDF (a customer merges February and March, or the bank's "statements for a
// period" download): each prints its letterhead, header, opening, rows and closing; the second opens where the first
// closed. Before, the second one's rows were dropped behind the first one's end, and the statement still reconciled.

const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Two consecutive statements of one account, drawn alike, and the PDF that prints one after the other. */
async function twoMonths(layout: LayoutId, seed: number): Promise<{ pdf: Uint8Array; first: Fixture; next: Fixture }> {
  const def = LAYOUTS[layout];
  const start = 'start' in def ? def.start : '2025-11-13';
  const a = makeModel({ ...def.model, seed, count: 30, start, opening: 123_456 });
  const b = makeModel({ ...def.model, seed: seed + 1, count: 30, start: addDays(a.end, 1), opening: a.closing });
  const first = await makeFixture({ layout, model: a, seed });
  const next = await makeFixture({ layout, model: b, seed });
  const out = await PDFDocument.create();
  for (const f of [first, next]) {
    const doc = await PDFDocument.load(f.pdf);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  return { pdf: await out.save(), first, next };
}

describe('two statements of one account in one PDF', () => {
  // Beside the corpus's two-month variants (FNB, ABSA, Nedbank, Capitec, no profile; perturbation-accuracy): an
  // opening line under the header printed again after a closing line (Standard Bank), and one above the header taken
  // for a section's heading (Investec).
  it.each<LayoutId>(['standard-bank-monthly', 'investec'])(
    '%s: reads both as one, every row, from the first opening to the last closing',
    async (layout) => {
      const { pdf, first, next } = await twoMonths(layout, 3);
      const s = await convertStatement(pdf);
      expect(rowsOf(s)).toEqual([...first.expected, ...next.expected]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.dataQuality.breaks).toEqual([]);
      expect(s.openingBalance).toBe(first.model.opening / 100);
      expect(s.closingBalance).toBe(next.model.closing / 100);
      expect(s.sections).toBeUndefined();
    },
  );

  it('states the period from the first statement start to the last one end', async () => {
    const { pdf, first, next } = await twoMonths('fnb-current', 5);
    const [s, a, b] = await Promise.all([pdf, first.pdf, next.pdf].map((p) => convertStatement(p)));
    expect(s?.periodStart).toBe(a?.periodStart);
    expect(s?.periodEnd).toBe(b?.periodEnd);
    expect(s?.periodEnd).not.toBe(a?.periodEnd);
  });

  // Cards and prints without a balance column: nothing proves the next statement goes on from the first, so its rows
  // are named, never taken for pending items or left out unseen.
  it.each<LayoutId>(['absa-credit-card', 'standard-bank-card', 'discovery', 'tymebank'])(
    '%s: names the next statement rows it cannot prove, never reconciled without them',
    async (layout) => {
      const { pdf, first, next } = await twoMonths(layout, 3);
      const s = await convertStatement(pdf);
      const all = [...first.expected, ...next.expected];
      if (JSON.stringify(rowsOf(s)) === JSON.stringify(all)) return;
      expect(s.dataQuality.balanceCheck).not.toBe('passed');
      expect(s.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line').length).toBeGreaterThanOrEqual(
        next.expected.length - 1,
      );
    },
  );
});
