import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { convertStatement } from '../src/index';
import { LAYOUTS, makeFixture, type Fixture, type LayoutId } from './fixtures/index';
import { makeModel } from './fixtures/model';
import { rowsOf } from './fixtures/read-exactly';
import { debitCreditTable, textLine } from './fixtures/text-lines';

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

describe('what is not the next statement', () => {
  const { header, row, balance: bal } = debitCreditTable;
  const line = (y: number, text: string) => textLine(1, y, [[40, 300, text]]);
  const month = [
    line(760, 'Statement period 01/03/2025 to 31/03/2025'),
    header(740),
    bal(730, 'Opening balance', '1000.00'),
    row(720, '02/03/2025', 'Salary', '', '500.00', '1500.00'),
    row(710, '05/03/2025', 'Groceries', '200.00', '', '1300.00'),
    row(700, '09/03/2025', 'Airtime', '50.00', '', '1250.00'),
    bal(690, 'Closing balance', '1250.00'),
  ];
  const read = (lines: ReturnType<typeof textLine>[]) =>
    buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;

  it('a pending section with its own brought-forward balance under the header printed again is never posted', () => {
    const s = read([
      ...month,
      line(670, 'Pending transactions'),
      header(660),
      bal(650, 'Balance brought forward', '1250.00'),
      row(640, '01/04/2025', 'Card purchase pending', '40.00', '', '1210.00'),
      row(630, '01/04/2025', 'Card purchase pending', '10.00', '', '1200.00'),
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual(['Salary', 'Groceries', 'Airtime']);
    expect(s.closingBalance).toBe(1250);
  });

  it('an account emptied to 0.00 is not followed by another account opening at 0.00', () => {
    const emptied = month.map((l) =>
      l.text.startsWith('Closing')
        ? bal(680, 'Closing balance', '0.00')
        : l.text.startsWith('09/03')
          ? row(700, '09/03/2025', 'Transfer to savings', '1300.00', '', '0.00')
          : l,
    );
    const s = read([
      ...emptied,
      header(660),
      bal(650, 'Opening balance', '0.00'),
      row(640, '28/03/2025', 'Transfer from cheque', '', '1300.00', '1300.00'),
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual(['Salary', 'Groceries', 'Transfer to savings']);
    expect(s.dataQuality.balanceCheck).not.toBe('passed');
  });

  it('the period reaches the next statement end, not a notice that names two dates', () => {
    const s = read([
      ...month,
      line(670, 'Statement period 01/04/2025 to 30/04/2025'),
      header(660),
      bal(650, 'Opening balance', '1250.00'),
      row(640, '03/04/2025', 'Salary', '', '500.00', '1750.00'),
      bal(630, 'Closing balance', '1750.00'),
      line(620, 'Fees valid from 01/07/2025 to 30/06/2026'),
    ]);
    expect(s.transactions).toHaveLength(4);
    expect([s.periodStart, s.periodEnd]).toEqual(['2025-03-01', '2025-04-30']);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
