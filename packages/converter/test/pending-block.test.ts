import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/convert';
import { pendingBlockFixture, type PendingBlockOptions } from './fixtures/pending-block';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { num } from './fixtures/layouts/format';
import { Pen } from './fixtures/pen';

// Items not yet posted, printed in a block of their own over the posted rows of a transaction history, are counted
// and left out: before, they were read as the newest postings and the statement still passed.
const CASES = (['heading-and-header', 'heading', 'header'] as PendingBlockOptions['posted'][]).flatMap((posted) =>
  [false, true].flatMap((newestFirst) => [1, 2, 3].map((seed) => ({ posted, newestFirst, seed }))),
);

describe('a block of pending items over the posted rows', () => {
  it.each(CASES)('posted rows under $posted, newest first $newestFirst, seed $seed', async (o) => {
    const { pdf, model, pending } = await pendingBlockFixture(o);
    const s = await convertStatement(pdf);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual(model.txs.map((t) => [t.date, t.amount / 100]));
    expect([s.openingBalance, s.closingBalance]).toEqual([model.opening / 100, model.closing / 100]);
    expect(s.dataQuality.pendingLeftOut).toBe(pending);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// Rows a history marks `Pending` in their status or balance cell, under the posted rows or over them with no heading
// of their own: before, they were booked with no balance, and a print with no closing line still passed.
describe('rows marked pending one by one', () => {
  it.each([
    ['under the posted rows, in the balance cell', 'after', 'balance', ''],
    ['over the posted rows, in a status column', 'before', 'status', ''],
    ['over the posted rows, under an Uncleared transactions heading', 'before', 'status', 'Uncleared transactions'],
    ['over the posted rows, under a Pending transactions heading', 'before', 'balance', 'Pending transactions'],
    ['under the posted rows, after an Uncleared transactions heading only', 'after', 'none', 'Uncleared transactions'],
  ])('%s: left out and counted', async (_, where, cell, heading) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 9);
    pen.text(40, 'Bank Zero');
    pen.text(40, 'Transaction history: 1 May 2025 to 31 May 2025', 8);
    pen.line(
      [
        [40, 'Date'],
        [110, 'Description'],
        [300, 'Status'],
        [-460, 'Amount'],
        [-545, 'Balance'],
      ],
      10,
    );
    const pending = () => {
      if (heading) pen.text(40, heading);
      ['NETFLIX.COM USD 15.49', 'UBER TRIP HELP.UBER.COM'].forEach((d, i) =>
        pen.line([
          [40, `2${i + 8}/05/2025`],
          [110, d],
          [300, cell === 'status' ? 'Pending' : 'Authorised'],
          [-460, `-${num(36_696 + i * 100)}`],
          [-545, cell === 'balance' ? 'Pending' : ''],
        ]),
      );
    };
    if (where === 'before') pending();
    const amounts = [-45_000, 1_250_000, -8_925];
    let balance = 100_000;
    amounts.forEach((a, i) => {
      balance += a;
      pen.line([
        [40, `${String(3 + i * 5).padStart(2, '0')}/05/2025`],
        [110, a < 0 ? `POS PURCHASE SHOP ${i}` : 'SALARY ACME'],
        [300, 'Successful'],
        [-460, a < 0 ? `-${num(-a)}` : num(a)],
        [-545, num(balance)],
      ]);
    });
    if (where === 'after') pending();
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)])).toEqual([
      ['POS PURCHASE SHOP 0', -45_000],
      ['SALARY ACME', 1_250_000],
      ['POS PURCHASE SHOP 2', -8_925],
    ]);
    expect(s.dataQuality.pendingLeftOut).toBe(2);
  });
});
