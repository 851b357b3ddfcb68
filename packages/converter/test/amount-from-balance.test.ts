import { conversionQuality, statementDate } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { applyEdits, pendingAssumptions } from '@bankcsv/domain';
import { convertStatement, restate } from '../src/index';
import { missingAmountFixture } from './fixtures/missing-amount';

// A row whose amount the text layer does not give: the chain takes the balance's move as its amount when the rows
// after it confirm that balance. That is an assumption (a fee printed with the amount in one unreadable piece gave
// amount plus fee), so the statement names the row rather than calling itself reconciled.

async function withAmount(at: number, amount: string) {
  const { pdf, expected, target } = await missingAmountFixture(at, amount);
  return { s: await convertStatement(pdf), expected, target };
}

describe('an amount taken from the balance', () => {
  it.each([
    ['not printed', ''],
    ['printed but unreadable', '1,2#4.5O'],
  ])(
    'a row whose amount is %s is flagged with its page, row and date, and the statement is not called reconciled',
    async (_, text) => {
      const { s, expected, target } = await withAmount(4, text);
      // The chain still fills in the amount: the balances around it say what it was.
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(expected);
      const row = s.transactions[4];
      expect(row?.amount).toBe((target?.amount ?? 0) / 100);
      expect(s.dataQuality.balanceCheck).toBe('failed');
      expect(s.dataQuality.breaks).toEqual([
        {
          index: 4,
          page: row?.page,
          row: row?.row,
          date: row?.date,
          kind: 'amount-from-balance',
          expected: row?.amount,
          actual: row?.balance,
        },
      ]);
      const state = conversionQuality({ dataQuality: s.dataQuality });
      expect(state.ready).toBe(false);
      expect(state.reconciliation).toBe(
        `Amount taken from the balance at page ${row?.page}, row ${row?.row} (${statementDate(row?.date ?? '')}): ` +
          `check before importing`,
      );
    },
  );

  it(
    'a review that saves other rows still names it; once the user confirms ' + 'it, the saved version reconciles',
    async () => {
      const { s } = await withAmount(4, '');
      const pending = pendingAssumptions(s.transactions, s.dataQuality.breaks);
      const save = (confirmed: boolean) => {
        const edits = s.transactions.map((t, i) => ({
          source: i,
          date: t.date,
          description: i === 0 ? `${t.description} (checked)` : t.description,
          amount: t.amount,
          ...(i === 4 && confirmed ? { confirmed } : {}),
        }));
        return restate({ ...s, transactions: applyEdits(s.transactions, edits, pending) }).dataQuality;
      };
      expect(save(false)).toMatchObject({
        balanceCheck: 'failed',
        breaks: [{ index: 4, kind: 'amount-from-balance', expected: s.transactions[4]?.amount }],
      });
      expect(save(true)).toMatchObject({ balanceCheck: 'passed', breaks: [] });
    },
  );
});
