import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { AMOUNT_BALANCE, balanceRow, printedRow, statementHead } from './fixtures/pen';

// A deposit product's statement (a fixed deposit, a tax-free account) whose only row is the month's interest, its
// balances bare: read as printed and as its mirror image (an overdrawn account, the interest charged) it reconciles
// alike, and one interest row is too few for the descriptions to decide. Before, it was marked 'Sign not confirmed'
// although a deposit is never overdrawn.

async function interestOnly(title: string): Promise<Uint8Array> {
  const { doc, pen } = await statementHead(
    ['Absa Bank Limited', title, 'Statement period: 1 November 2024 to 30 November 2024'],
    [
      [40, 'Date'],
      [110, 'Transaction Description'],
      [-380, 'Debit Amount'],
      [-470, 'Credit Amount'],
      [-555, 'Balance'],
    ],
  );
  pen.line([
    [110, 'Opening balance'],
    [-555, '204,138.05'],
  ]);
  pen.line([
    [40, '30/11/2024'],
    [110, 'Interest @ 6.62% capitalised'],
    [-470, '1,126.16'],
    [-555, '205,264.21'],
  ]);
  return doc.save();
}

describe('a deposit product’s statement', () => {
  it.each([['Fixed Deposit Statement'], ['Tax-Free Savings Account Statement'], ['Depositor Plus Statement']])(
    'titled `%s`, is read in credit: never overdrawn, nothing left unconfirmed',
    async (title) => {
      const s = await convertStatement(await interestOnly(title));
      expect([s.openingBalance, s.closingBalance]).toEqual([204_138.05, 205_264.21]);
      expect(s.transactions.map((t) => t.amount)).toEqual([1_126.16]);
      expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
    },
  );

  it('an ordinary account’s statement printed alike still says its sign is not confirmed', async () => {
    const s = await convertStatement(await interestOnly('Cheque Account Statement'));
    expect(s.dataQuality.breaks.map((b) => b.kind)).toEqual(['unconfirmed-sign']);
  });
});

describe('a deposit product’s contributions', () => {
  it('are money in though a description says debit order: the product, never the words, settles the side', async () => {
    const { doc, pen } = await statementHead(
      ['Discovery Bank Limited', 'Tax-Free Savings Account Statement', 'Statement period 01 Mar 2023 - 31 Mar 2023'],
      AMOUNT_BALANCE,
    );
    balanceRow(pen, 'Balance brought forward', '45 388.83');
    printedRow(pen, ['06 Mar 2023', 'Contribution - debit order', '3 000.00', '48 388.83']);
    printedRow(pen, ['20 Mar 2023', 'Contribution - debit order', '1 000.00', '49 388.83']);
    printedRow(pen, ['31 Mar 2023', 'Interest Capitalised', '327.43', '49 716.26']);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => t.amount)).toEqual([3_000, 1_000, 327.43]);
    expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
  });
});
