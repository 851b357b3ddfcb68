import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { twoAccounts } from './fixtures/reference-lines';

// Issue 17: several accounts in one statement are one print. What one account's table leaves open, another's may
// show: how the print sets its rows, and that its money-out and money-in labels stand over columns of their own.

// One print sets all its rows alike: where one account's lines leave two ways open, another account of the same
// statement that shows its way decides. Before, the second account's rows were flagged.
describe('a line between two rows of an account that shows nothing, where another shows how rows are set', () => {
  it.each((['first', 'last'] as const).flatMap((anchor) => [1, 2, 3].map((seed) => ({ anchor, seed }))))(
    'is placed as the other account places its lines (date beside the $anchor line, seed $seed)',
    async (o) => {
      const { pdf, rows } = await twoAccounts(o);
      const s = await convertStatement(pdf);
      expect(s.sections?.map((x) => x.accountNumber)).toEqual(['10045566778', '20045566779']);
      expect(s.transactions.map((t) => [t.description, t.amount])).toEqual(rows.map((x) => [x.description, x.amount]));
      expect(s.dataQuality.breaks).toEqual([]);
    },
  );
});

// An account whose rows all print under Credit, its balances bare: read either way round, its chain reconciles, and
// with nothing under Debit the labels were not trusted (the two columns may have collapsed into one). Another account
// of the same statement printing under both shows they did not: the labels decide. Before, it was "sign not confirmed".
describe('an account that prints under one label only, beside one that prints under both', () => {
  it.each([1, 2, 3])('takes its signs from the labels (seed %i)', async (seed) => {
    const { pdf, rows } = await twoAccounts({ seed, anchor: 'first', moneyIn: true });
    const s = await convertStatement(pdf);
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual(rows.map((x) => [x.description, x.amount]));
    expect(s.dataQuality.breaks).toEqual([]);
  });
});
