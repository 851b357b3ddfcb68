import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';
import { amountBalanceRow, Pen } from './fixtures/pen';

// Issue 17 (the unprofiled family): what a table prints at its edges is no row's description. Before:
// - `Number of transactions: 37` under the rows was glued to the last row's description;
// - a header of two lines (`Transaction` over `Description`), printed again at the next page's top, gave its lower
//   line to the row the page before ended on.
// - items listed under a `Pending` heading in the table, with no balance, over the posted rows, were booked.
// Each was flagged with rows wrong.

type Row = [string, string, number];
const ROWS: Row[] = [
  ['05/11/2023', 'Internet Payment', -560_691],
  ['08/11/2023', 'Salary ACME Holdings', 1_457_703],
  ['10/11/2023', 'Monthly Account Fee', -6_500],
  ['12/11/2023', 'ATM Withdrawal', -120_000],
  ['15/11/2023', 'Debit Order MiWay', -75_387],
];
const OPENING = 887_799;
const PENDING: Row[] = [
  ['16/11/2023', 'Card Purchase Dis-Chem Fourways', -145_938],
  ['16/11/2023', 'AMAZON WEB SERVICES USD 41.20', -68_378],
];

interface Pending {
  heading: string;
  /** The heading over the posted rows after the block, if the print has one. */
  posted?: string;
}

async function table(o: {
  lower?: string;
  breakAfter?: number;
  foot?: string[];
  pending?: Pending;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
  const header = () => {
    pen.line([
      [40, 'Date'],
      [110, 'Transaction'],
      [-460, 'Amount'],
      [-545, 'Balance'],
    ]);
    if (o.lower) pen.text(110, o.lower, 4);
  };
  pen.text(40, 'Postbank', 4);
  pen.text(40, 'Statement period: 5 November 2023 - 4 December 2023', 8);
  header();
  pen.line([
    [110, 'Opening Balance'],
    [-545, num(OPENING)],
  ]);
  if (o.pending) {
    pen.text(40, o.pending.heading);
    for (const [date, desc, amount] of PENDING)
      pen.line([
        [40, date],
        [110, desc],
        [-460, `-${num(amount)}`],
      ]);
    if (o.pending.posted) pen.text(40, o.pending.posted);
  }
  let balance = OPENING;
  ROWS.forEach(([date, desc, amount], i) => {
    if (i === o.breakAfter) {
      pen.newPage();
      header();
    }
    balance += amount;
    amountBalanceRow(pen, date, desc, amount, balance);
  });
  for (const l of o.foot ?? []) pen.text(110, l);
  pen.line([
    [110, 'Closing Balance'],
    [-545, num(balance)],
  ]);
  return doc.save();
}

const read = (s: Awaited<ReturnType<typeof convertStatement>>) =>
  s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)]);
const truth = ROWS.map(([, d, x]) => [d, x]);

describe('what a table prints at its edges', () => {
  it.each(['Number of transactions: 5', 'Aantal transaksies: 5', 'No. of transactions 5'])(
    'a count under the rows (%s) is no description',
    async (count) => {
      const s = await convertStatement(await table({ foot: [count] }));
      expect(read(s)).toEqual(truth);
      expect(s.dataQuality.breaks).toEqual([]);
    },
  );

  it.each(['Description', 'Details'])(
    "a two-line header's lower line (%s), printed again over the next page, is not the last row's",
    async (lower) => {
      const s = await convertStatement(await table({ lower, breakAfter: 3 }));
      expect(read(s)).toEqual(truth);
      expect(s.dataQuality.breaks).toEqual([]);
    },
  );

  it.each([
    { heading: 'Pending' },
    { heading: 'Pending', posted: 'Cleared' },
    { heading: 'Authorisations not yet processed', posted: 'Posted transactions' },
    { heading: 'Hangende transaksies' },
  ])('items under a pending heading ($heading, then $posted), with no balance, are left out', async (pending) => {
    const s = await convertStatement(await table({ pending }));
    expect(read(s)).toEqual(truth);
    expect(s.dataQuality.pendingLeftOut).toBe(2);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
