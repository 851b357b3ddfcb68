import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';
import { AMOUNT_BALANCE, amountBalanceRow, statementHead } from './fixtures/pen';

// A loan's own statement (a home loan, vehicle finance), titled so over its rows, prints what is owed bare and each
// kind of charge in a column of its own. Before, it was read from the bank's side: with its opening's label
// (`Outstanding balance at start`) unknown, the first row's payment was taken as money out, an opening no line
// prints was worked out from it, and the statement passed.

const COLUMNS: [number, string][] = [
  [40, 'Date'],
  [90, 'Transaction Description'],
  [-300, 'Credits'],
  [-350, 'Interest'],
  [-410, 'Insurance'],
  [-480, 'Fees & Charges'],
  [-555, 'Running Balance'],
];
/** Each row's column by what it is: a payment credited, interest, insurance, a fee. */
const AT = { credit: -300, interest: -350, insurance: -410, fee: -480 } as const;

async function loanStatement(title: string): Promise<Uint8Array> {
  const { doc, pen } = await statementHead(
    [
      'Absa Bank Limited',
      title,
      'Period: 6 April 2024 to 5 May 2024',
      'Home loan account number: 5930315379',
      'Outstanding balance at start     2,344,046.74',
      'Account activity',
    ],
    COLUMNS,
  );
  let owed = 234_404_674;
  for (const [date, desc, kind, cents] of [
    ['09 Apr', 'DEBIT ORDER PAYMENT', 'credit', -2_461_249],
    ['30 Apr', 'BOND PROTECTION', 'insurance', 7_759],
    ['30 Apr', 'ACCOUNT FEE', 'fee', 6_900],
    ['01 May', 'DEBIT INTEREST', 'interest', 2_271_113],
  ] as const) {
    owed += cents;
    pen.line([
      [40, date],
      [90, desc],
      [AT[kind], num(cents)],
      [-555, num(owed)],
    ]);
  }
  return doc.save();
}

describe('a loan’s own statement', () => {
  it.each([['Absa Home Loan Statement'], ['MFC Vehicle Finance Statement'], ['Personal Loan Account Statement']])(
    'titled `%s`, is read from the holder’s side: what is owed negative, the payment in, charges out',
    async (title) => {
      const s = await convertStatement(await loanStatement(title));
      expect(s.openingBalance).toBe(-2_344_046.74);
      expect(s.transactions.map((t) => [t.description, t.amount, t.balance])).toEqual([
        ['DEBIT ORDER PAYMENT', 24_612.49, -2_319_434.25],
        ['BOND PROTECTION', -77.59, -2_319_511.84],
        ['ACCOUNT FEE', -69, -2_319_580.84],
        ['DEBIT INTEREST', -22_711.13, -2_342_291.97],
      ]);
      expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
    },
  );

  it('an account’s statement that only advertises a loan keeps its own side', async () => {
    const { doc, pen } = await statementHead(
      ['Sasfin Bank', 'Cheque Account Statement', 'Ask us about a home loan at 11.75%', 'Opening Balance 1,200.00'],
      AMOUNT_BALANCE,
    );
    amountBalanceRow(pen, '03/11/2025', 'Salary ACME Holdings', 500_000, 620_000);
    amountBalanceRow(pen, '05/11/2025', 'POS Purchase Engen', -20_000, 600_000);
    const s = await convertStatement(await doc.save());
    expect(s.openingBalance).toBe(1_200);
    expect(s.transactions.map((t) => [t.amount, t.balance])).toEqual([
      [5_000, 6_200],
      [-200, 6_000],
    ]);
  });
});
