import { applyEdits, type EditedTransaction } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { convertStatement, restate, toCsv, type Statement } from '../src/index';

// A reviewed statement of several accounts is exported as the first conversion was: account by account, each
// account's rows checked against its own opening and closing.

const keep = (s: Statement) =>
  s.transactions.map(
    (t, i): EditedTransaction => ({ source: i, date: t.date, description: t.description, amount: t.amount }),
  );
const rowsOf = (files: string[]): number[] => files.map((f) => f.trim().split('\r\n').length - 1);

describe('a review of a statement of several accounts', () => {
  it(
    'keeps each row in its account: the sections reconcile and the CSV ' + 'parts are those of the conversion',
    async () => {
      const f = await makePerturbedFixture({
        layout: 'fnb-current',
        seed: 11,
        share: 0,
        transactions: 24,
        sections: { count: 2, newPage: false },
      });
      const s = await convertStatement(f.pdf);
      expect(s.sections).toHaveLength(2);
      const saved = restate({ ...s, transactions: applyEdits(s.transactions, keep(s)) });
      expect(saved.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
      expect(saved.sections?.map((a) => [a.transactions, a.balanceCheck])).toEqual(
        s.sections?.map((a) => [a.transactions, 'passed']),
      );
      expect(toCsv(saved, 'sage')).toEqual(toCsv(s, 'sage'));
    },
  );

  it('an added row joins the account of the row above it, an excluded row leaves only its own account', async () => {
    const f = await makePerturbedFixture({
      layout: 'absa-cheque',
      seed: 12,
      share: 0,
      transactions: 24,
      sections: { count: 3, newPage: true },
    });
    const s = await convertStatement(f.pdf);
    const counts = s.sections!.map((a) => a.transactions);
    const lastOfFirst = counts[0]! - 1;
    const edits = keep(s);
    // A cash deposit added under the first account's last row, and the second account's first row left out.
    edits.splice(lastOfFirst + 1, 0, {
      source: null,
      date: s.transactions[lastOfFirst]!.date,
      description: 'Cash deposit',
      amount: 100,
    });
    edits[counts[0]! + 1] = { ...edits[counts[0]! + 1]!, excluded: true };
    const saved = restate({ ...s, transactions: applyEdits(s.transactions, edits) });
    expect(saved.sections?.map((a) => a.transactions)).toEqual([counts[0]! + 1, counts[1]! - 1, counts[2]]);
    expect(rowsOf(toCsv(saved, 'xero'))).toEqual([counts[0]! + 1, counts[1]! - 1, counts[2]]);
    // The first account's closing no longer agrees; the others' chains are their own, so nothing breaks across.
    expect(saved.sections?.map((a) => a.balanceCheck)).toEqual(['failed', 'failed', 'passed']);
    expect(saved.dataQuality.breaks.filter((b) => b.kind === 'closing-balance')).toHaveLength(2);
  });
});

describe('lines no row was read from, across a review', () => {
  it('stay named after a save until the user adds a row of their figure', async () => {
    const f = await makePerturbedFixture({ ...VARIANTS['generic-second-account']!, seed: 4 });
    const s = await convertStatement(f.pdf);
    const unread = s.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line');
    expect(unread.length).toBeGreaterThan(0);
    const saved = restate({ ...s, transactions: applyEdits(s.transactions, keep(s)) });
    expect(saved.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line')).toEqual(
      unread.map(({ date: _d, ...b }) => b),
    );
    expect(saved.dataQuality).toMatchObject({ balanceCheck: 'failed', isComplete: false });
    const [first, ...rest] = unread;
    const added: EditedTransaction = {
      source: null,
      date: s.transactions.at(-1)!.date,
      description: 'Added from the statement',
      amount: first!.actual,
    };
    const answered = restate({ ...s, transactions: applyEdits(s.transactions, [...keep(s), added]) });
    expect(answered.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line')).toHaveLength(rest.length);
  });
});
