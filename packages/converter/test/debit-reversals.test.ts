import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/convert';
import { num } from './fixtures/layouts/format';
import { makeModel } from './fixtures/model';
import { Pen } from './fixtures/pen';

// Some statements print a reversal in the Debit column with a minus (`-1,485.47`): money back. The pair nets to
// nothing, so a chain that drops both still reconciles; both rows must be read, each with its own sign.

/** A Date | Description | Debit | Credit | Balance statement with one debit reversed, the pair at row `at`. */
async function reversalStatement(seed: number, at: number) {
  const model = makeModel({ seed, count: 10, start: '2025-04-01' });
  const rows = model.txs.map((t) => ({ date: t.date, description: t.description.slice(0, 34), amount: t.amount }));
  const cut = -(10_000 + seed * 7_919);
  const date = rows[at]?.date ?? model.end;
  rows.splice(at, 0, { date, description: 'POS Purchase Pick n Pay', amount: cut });
  rows.splice(at + 1, 0, { date, description: 'REVERSAL POS Purchase Pick n Pay', amount: -cut });
  const doc = await PDFDocument.create();
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
  pen.text(40, 'Karoo Mutual Bank   Account number: 4012345678');
  pen.text(40, 'Statement period: 1 April 2025 to 30 April 2025', 20);
  pen.line([
    [40, 'Date'],
    [100, 'Description'],
    [-380, 'Debit'],
    [-460, 'Credit'],
    [-550, 'Balance'],
  ]);
  let balance = model.opening;
  pen.line([
    [100, 'Opening balance'],
    [-550, num(balance)],
  ]);
  for (const [k, r] of rows.entries()) {
    balance += r.amount;
    // The reversal: the debit's own figure with a minus, in the Debit column.
    const debit = k === at + 1 ? `-${num(r.amount)}` : r.amount < 0 ? num(r.amount) : '';
    const credit = r.amount > 0 && k !== at + 1 ? num(r.amount) : '';
    pen.line([
      [40, r.date],
      [100, r.description],
      [-380, debit],
      [-460, credit],
      [-550, num(balance)],
    ]);
  }
  pen.line([
    [100, 'Closing balance'],
    [-550, num(balance)],
  ]);
  return { pdf: await doc.save(), rows, closing: balance };
}

describe('a reversal printed with a minus in the Debit column', () => {
  it.each([1, 2, 3, 4].flatMap((seed) => [0, 5, 10].map((at) => ({ seed, at }))))(
    'seed $seed, the pair at row $at: both rows read, money out then money back',
    async ({ seed, at }) => {
      const { pdf, rows, closing } = await reversalStatement(seed, at);
      const s = await convertStatement(pdf);
      expect(s.transactions.map((t) => [t.date, t.amount])).toEqual(rows.map((r) => [r.date, r.amount / 100]));
      expect(s.closingBalance).toBe(closing / 100);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});
