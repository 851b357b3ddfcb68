import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';
import { amountBalanceRow, Pen } from './fixtures/pen';

// Issue 17: a statement of several accounts whose later account is a loan or a card, headed by its product and its
// number with no `account` word (`Personal Loan : 60421087360`, `Huislening 60421087360`, `Gold Credit Card : 4964
// …`), printing what is owed bare in one signed column as the bank sees it. Before, the heading opened no account
// (its rows were the cheque account's, or an empty loan vanished), and once it did, the loan kept the bank's signs:
// interest as money in, the balance owed as a positive one. Both passed.

const HEADER: [number, string][] = [
  [40, 'Date'],
  [110, 'Description'],
  [-460, 'Amount'],
  [-545, 'Balance'],
];

async function statement(heading: string, loanRows: [string, string, number][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
  pen.text(40, 'Sasfin Bank', 4);
  pen.text(40, 'Statement period: 1 November 2025 to 30 November 2025', 8);
  pen.text(40, 'Cheque Account : 62184651611', 4);
  pen.line([
    [110, 'Opening Balance'],
    [-545, num(4_254_702)],
  ]);
  pen.line(HEADER, 2);
  let balance = 4_254_702;
  for (const [date, desc, amount] of [
    ['03/11/2025', 'POS Purchase Engen Garage N1', -228_689],
    ['05/11/2025', 'Salary ACME Holdings', 3_021_791],
    ['12/11/2025', 'Debit Order Discovery Health', -558_252],
  ] as const) {
    balance += amount;
    amountBalanceRow(pen, date, desc, amount, balance);
  }
  pen.line([
    [110, 'Closing Balance'],
    [-545, num(balance)],
  ]);
  pen.text(40, heading);
  let owed = 91_925_309;
  pen.line([
    [110, 'Balance Brought Forward'],
    [-545, num(owed)],
  ]);
  if (loanRows.length === 0) pen.text(110, 'No transactions for this period');
  else pen.line(HEADER, 2);
  for (const [date, desc, amount] of loanRows) {
    owed += amount;
    amountBalanceRow(pen, date, desc, amount, owed);
  }
  pen.line([
    [110, 'Closing Balance'],
    [-545, num(owed)],
  ]);
  return doc.save();
}

describe('a loan or a card after the cheque account, headed by its product', () => {
  it.each([
    ['Personal Loan : 60421087360', '60421087360'],
    ['Huislening 60421087360', '60421087360'],
    ['Gold Credit Card : 4964 0736 7890 6442', '4964073678906442'],
  ])('%s: an account of its own, read from the holder side', async (heading, number) => {
    const rows: [string, string, number][] = [
      ['15/11/2025', 'Interest', 727_005],
      ['25/11/2025', 'Instalment Received', -647_347],
    ];
    const s = await convertStatement(await statement(heading, rows));
    expect(s.sections?.map((x) => [x.accountNumber, x.openingBalance, x.closingBalance])).toEqual([
      ['62184651611', 42_547.02, 64_895.52],
      [number, -919_253.09, -920_049.67],
    ]);
    expect(s.transactions.slice(3).map((t) => [t.description, t.amount])).toEqual([
      ['Interest', -7_270.05],
      ['Instalment Received', 6_473.47],
    ]);
  });

  it('with no rows and its balance bare, says its side is not known', async () => {
    const s = await convertStatement(await statement('Personal Loan : 60421087360', []));
    expect(s.sections?.map((x) => x.accountNumber)).toEqual(['62184651611', '60421087360']);
    expect(s.dataQuality.breaks.map((b) => b.kind)).toContain('unconfirmed-sign');
  });
});
