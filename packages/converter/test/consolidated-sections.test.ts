import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';
import { AMOUNT_BALANCE, amountBalanceRow, Pen } from './fixtures/pen';

// Issue 17: consolidated statements of several accounts, as the several-accounts family drew them. Before:
// - a page-1 summary's row (`Main Account 62721332323 28,389.47 …`) named the first account, so an empty account
//   printed first was merged into the next one;
// - a later account whose rows start before its own header (the header printed once, then again at a page's top) lost
//   those rows;
// - a loan printed first kept the bank's side while a later one was read from the holder's;
// - `Home Loan : 8588890165` under a table with no closing line, opened by `Balance Brought Forward`, opened nothing.
// Every one was flagged with rows or sections wrong.

interface Account {
  heading: string;
  number: string;
  /** Cents; a loan's is what is owed, printed bare. */
  opening: number;
  rows: [string, string, number][];
  /** Printed under the first account's header only, its own printed on no page it starts on. */
  noHeader?: boolean;
  noClosing?: boolean;
  opensWith?: string;
  /** Its opening, money in and out and closing in a box over its rows, its only opening and closing lines. */
  box?: boolean;
}

const closingOf = (a: Account): number => a.rows.reduce((b, [, , x]) => b + x, a.opening);

function summaryBox(pen: Pen, a: Account): void {
  const moved = (sign: number) => a.rows.reduce((n, [, , x]) => n + (Math.sign(x) === sign ? Math.abs(x) : 0), 0);
  for (const [label, cents] of [
    ['Opening balance', a.opening],
    ['Funds received', moved(1)],
    ['Funds used', moved(-1)],
    ['Closing balance', closingOf(a)],
  ] as const)
    pen.line([
      [50, label],
      [-250, num(cents)],
    ]);
  pen.text(40, '', 4);
}

/** The accounts one after the other; `breakAt` starts a page (the header again at its top) before that row. */
async function consolidated(accounts: Account[], summary: number[] | null, breakAt?: [number, number]) {
  const doc = await PDFDocument.create();
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
  pen.text(40, 'Sasfin Bank', 4);
  pen.text(40, 'Consolidated Statement', 4);
  pen.text(40, 'Statement period: 1 October 2023 to 31 October 2023', 8);
  if (summary) {
    pen.line([
      [40, 'Account'],
      [200, 'Account number'],
      [-460, 'Opening balance'],
      [-545, 'Closing balance'],
    ]);
    for (const k of summary) {
      const a = accounts[k] as Account;
      pen.line([
        [40, a.heading.replace(/\s*:.*$|\s+\d.*$/, '')],
        [200, a.number],
        [-460, num(a.opening)],
        [-545, num(closingOf(a))],
      ]);
    }
    pen.text(40, '', 8);
  }
  accounts.forEach((a, k) => {
    pen.text(40, a.heading, 2);
    if (a.box) summaryBox(pen, a);
    else
      pen.line([
        [110, a.opensWith ?? 'Opening Balance'],
        [-545, num(a.opening)],
      ]);
    if (a.rows.length === 0) pen.text(110, 'No transactions for this period');
    else if (!a.noHeader) pen.line(AMOUNT_BALANCE, 2);
    let balance = a.opening;
    a.rows.forEach(([date, desc, amount], r) => {
      if (breakAt?.[0] === k && breakAt[1] === r) {
        pen.newPage();
        pen.line(AMOUNT_BALANCE, 2);
      }
      balance += amount;
      amountBalanceRow(pen, date, desc, amount, balance);
    });
    if (!a.noClosing && !a.box)
      pen.line(
        [
          [110, 'Closing Balance'],
          [-545, num(balance)],
        ],
        8,
      );
  });
  return doc.save();
}

const CHEQUE: Account = {
  heading: 'Main Account 62721332323',
  number: '62721332323',
  opening: 2_838_947,
  rows: [
    ['02/10/2023', 'Salary ACME Holdings', 2_890_084],
    ['03/10/2023', 'ATM Withdrawal Rosebank', -238_074],
    ['05/10/2023', 'POS Purchase Engen Garage N1', -466_793],
  ],
};
const SAVINGS: Account = {
  heading: 'Call Account 4763890253',
  number: '4763890253',
  opening: 2_264_785,
  rows: [
    ['06/10/2023', 'Deposit', 221_650],
    ['09/10/2023', 'Transfer to Cheque', -675_365],
    ['15/10/2023', 'Interest Received', 69_418],
    ['21/10/2023', 'Deposit', 1_000_480],
  ],
};

const shape = (s: Awaited<ReturnType<typeof convertStatement>>) =>
  s.sections?.map((x) => [x.accountNumber, x.transactions, x.openingBalance, x.closingBalance]);
const expected = (accounts: Account[], side: (k: number) => number = () => 1) =>
  accounts.map((a, k) => [a.number, a.rows.length, (side(k) * a.opening) / 100, (side(k) * closingOf(a)) / 100]);

describe('a consolidated statement of several accounts', () => {
  it.each([
    ['Flexi Saver 7934859436', [0, 1]],
    ['Flexi Saver 7934859436', [1, 0]],
    ['Fixed Deposit   Account Number: 7934859436', [1, 0]],
    ['Flexi Saver 7934859436', null],
  ] as const)('an empty account printed first (%s, summary %j) is one of its own', async (heading, summary) => {
    const empty: Account = { heading, number: '7934859436', opening: 6_165_550, rows: [] };
    const s = await convertStatement(await consolidated([empty, CHEQUE], summary ? [...summary] : null));
    expect(shape(s)).toEqual(expected([empty, CHEQUE]));
    expect(s.dataQuality.breaks).toEqual([]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });

  it.each([
    { breakAt: undefined, where: 'under the first header only' },
    { breakAt: [1, 2] as [number, number], where: 'the header again at the next page top' },
  ])('reads a later account whose rows start before its own header ($where)', async ({ breakAt }) => {
    const accounts = [CHEQUE, { ...SAVINGS, noHeader: true }];
    const s = await convertStatement(await consolidated(accounts, [0, 1], breakAt));
    expect(shape(s)).toEqual(expected(accounts));
    expect(s.transactions.map((t) => t.amount)).toEqual(accounts.flatMap((a) => a.rows.map(([, , x]) => x / 100)));
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });

  it('reads a later account under the first header when a box of its balances stands over its rows', async () => {
    const accounts = [CHEQUE, { ...SAVINGS, noHeader: true, box: true }];
    const s = await convertStatement(await consolidated(accounts, null));
    expect(shape(s)).toEqual(expected(accounts));
    expect(s.transactions.map((t) => t.amount)).toEqual(accounts.flatMap((a) => a.rows.map(([, , x]) => x / 100)));
    expect(s.dataQuality.breaks).toEqual([]);
  });

  it('reads a loan printed first from the holder side, as a later one is', async () => {
    const loan: Account = {
      heading: 'Home Loan',
      number: '30691266577',
      opening: 79_603_801,
      opensWith: 'Balance Brought Forward',
      rows: [
        ['15/10/2023', 'Insurance Premium', 796_372],
        ['25/10/2023', 'Instalment Received', -1_477_730],
      ],
    };
    const numbered = { ...loan, heading: 'Home Loan Account Number: 30691266577' };
    const s = await convertStatement(await consolidated([numbered, CHEQUE], [1, 0]));
    expect(shape(s)).toEqual(expected([numbered, CHEQUE], (k) => (k === 0 ? -1 : 1)));
    expect(s.transactions.slice(0, 2).map((t) => t.amount)).toEqual([-7_963.72, 14_777.3]);
  });

  it('opens a loan headed by its product and number under a table with no closing line', async () => {
    const loan: Account = {
      heading: 'Home Loan : 8588890165',
      number: '8588890165',
      opening: 49_583_778,
      opensWith: 'Balance Brought Forward',
      rows: [
        ['17/10/2023', 'Instalment Received', -1_407_140],
        ['20/10/2023', 'Service Fee', 524_509],
      ],
    };
    const accounts = [{ ...CHEQUE, noClosing: true }, loan];
    const s = await convertStatement(await consolidated(accounts, null));
    expect(s.sections?.map((x) => [x.accountNumber, x.transactions])).toEqual([
      ['62721332323', 3],
      ['8588890165', 2],
    ]);
    expect(s.sections?.[1]?.openingBalance).toBe(-495_837.78);
  });
});
