import { conversionQuality } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makePerturbedFixture, type PerturbedOptions } from './fixtures/perturb/index';

// With no opening balance printed, the chain starts at the first row: nothing before it says whether that row moved
// the balance, or which way. Statements drawn by the generator beyond the corpus's seeds.

const rows = (s: { transactions: { date: string | null; description: string; amount: number | null }[] }) =>
  s.transactions.map(({ date, description, amount }) => ({ date, description, amount }));

async function convert(o: PerturbedOptions) {
  const f = await makePerturbedFixture(o);
  return { f, s: await convertStatement(f.pdf) };
}

describe('the first row of a chain with no opening balance', () => {
  it.each([
    ['fnb-current', 1019],
    ['fnb-afrikaans', 1016],
  ] as const)(
    '%s seed %i: a first row the printed totals leave out is a notice (a ' +
      'declined collection whose balance stands), not a posting',
    async (layout, seed) => {
      const { f, s } = await convert({ layout, seed, force: ['header-wrap'] });
      expect(rows(s)).toEqual(f.expected);
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );

  it(
    'a first row with no figure and a placeholder 0.00 balance is a notice, ' +
      'and the chain starts at the row after it',
    async () => {
      const { f, s } = await convert({ layout: 'nedbank-monthly', seed: 2022, force: ['header-wrap'] });
      expect(rows(s)).toEqual(f.expected);
      expect([s.openingBalance, s.dataQuality.balanceCheck]).toEqual([f.model.opening / 100, 'passed']);
    },
  );

  it(
    "money in and out printed bare in one column: the first row's sign is a " +
      'guess, and the statement says so before download',
    async () => {
      const { f, s } = await convert({ layout: 'investec', seed: 1001, force: ['header-wrap'] });
      // Guessed wrong here: every other row is right, and the first is named rather than called reconciled.
      expect(rows(s).slice(1)).toEqual(f.expected.slice(1));
      expect(s.dataQuality.balanceCheck).toBe('failed');
      const first = s.transactions[0];
      expect(s.dataQuality.breaks).toEqual([
        {
          index: 0,
          page: first?.page,
          row: first?.row,
          date: '2025-03-02',
          kind: 'unconfirmed-sign',
          expected: first?.amount,
          actual: first?.balance,
        },
      ]);
      const state = conversionQuality({ dataQuality: s.dataQuality });
      expect(state.ready).toBe(false);
      expect(state.reconciliation).toBe(
        `Sign not confirmed at page ${first?.page}, row ${first?.row} (2 Mar 2025): check before importing`,
      );
    },
  );

  it(
    'a bare first figure in a column whose other bare figures are all ' +
      'debits is confirmed by them, a fee column beside it notwithstanding',
    async () => {
      const { f, s } = await convert({ layout: 'absa-cheque', seed: 1002, force: ['header-wrap'] });
      expect(rows(s)).toEqual(f.expected);
      expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
    },
  );
});
