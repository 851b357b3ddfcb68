import { describe, expect, it } from 'vitest';
import { applyEdits } from '@bankcsv/domain';
import { convertStatement, restate } from '../src/index';
import { makeFixture } from './fixtures/index';
import { makePerturbedFixture } from './fixtures/perturb/index';

describe('FNB layouts', () => {
  it.each(['fnb-current', 'fnb-afrikaans', 'fnb-2015'] as const)(
    '%s: every row exact and reconciled',
    async (layout) => {
      const f = await makeFixture({ layout, transactions: 90, seed: 11 });
      const s = await convertStatement(f.pdf);
      expect(s.bank).toBe('FNB');
      expect(s.layout).toBe(layout);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.closingBalance).toBe(f.model.closing / 100);
      // Fee rows drawn as images keep the (empty) text layer and are counted for review: the balances still reconcile.
      const images = f.spec.hiddenFeeText ? f.model.txs.filter((t) => t.hiddenText).length : 0;
      expect(s.transactions.filter((t) => t.descriptionAsImage)).toHaveLength(images);
      expect(s.dataQuality).toMatchObject({
        isComplete: images === 0,
        unknownDescriptions: images,
        balanceCheck: 'passed',
        breaks: [],
      });
    },
  );

  it("uses the user's year when the statement prints no period, rolling over into January", async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 60,
      seed: 12,
      start: '2023-12-10',
      noPeriod: true,
    });
    const s = await convertStatement(f.pdf, { year: 2023 });
    expect(s.periodStart).toBeNull();
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
    expect(s.transactions.at(-1)?.date?.startsWith('2024-01')).toBe(true);
  });

  it(
    'never invents a description for # fee rows drawn as images: the row ' +
      'keeps the empty text layer, flagged and counted',
    async () => {
      const f = await makeFixture({ transactions: 120, seed: 2 });
      const hidden = f.model.txs.filter((t) => t.hiddenText);
      expect(hidden.length).toBeGreaterThan(0);
      const s = await convertStatement(f.pdf);
      const flagged = s.transactions.filter((t) => t.descriptionAsImage);
      expect(flagged.map((t) => [t.description, t.amount])).toEqual(hidden.map((t) => ['', t.amount / 100]));
      expect(s.transactions.some((t) => t.description === 'Bank fee')).toBe(false);
      expect(s.dataQuality.unknownDescriptions).toBe(hidden.length);
      expect(s.dataQuality.isComplete).toBe(false);
    },
  );

  it(
    'a review saved without writing those descriptions still counts them (a ' +
      'painted head too); written, the statement is complete',
    async () => {
      const f = await makePerturbedFixture({
        layout: 'fnb-current',
        seed: 3,
        force: ['image-description-head'],
        share: 0,
        transactions: 40,
      });
      const s = await convertStatement(f.pdf);
      // The painted heads leave their tails as text: only the flag says the description is not all there.
      expect(s.transactions.some((t) => t.descriptionAsImage && t.description !== '')).toBe(true);
      const hidden = s.transactions.filter((t) => t.descriptionAsImage).length;
      expect(hidden).toBeGreaterThan(0);
      const save = (write: boolean) => {
        const edits = s.transactions.map((t, i) => ({
          source: i,
          date: t.date,
          description: write && t.descriptionAsImage ? 'Bank fee' : t.description,
          amount: t.amount,
        }));
        return restate({ ...s, transactions: applyEdits(s.transactions, edits) }).dataQuality;
      };
      expect(save(false)).toMatchObject({ isComplete: false, unknownDescriptions: hidden, balanceCheck: 'passed' });
      expect(save(true)).toMatchObject({ isComplete: true, unknownDescriptions: 0, balanceCheck: 'passed' });
    },
  );

  it('keeps every # of a fee row printed as text', async () => {
    const f = await makeFixture({ transactions: 120, seed: 2 });
    const s = await convertStatement(f.pdf);
    const fees = s.transactions.filter((t) => t.description.includes('Monthly Account Fee'));
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((t) => t.description === '#Monthly Account Fee' && !t.descriptionAsImage)).toBe(true);
  });

  it('drops non-posting rows such as collection attempts', async () => {
    const f = await makeFixture({ transactions: 150, seed: 5 });
    expect(f.model.txs.some((t) => t.nonPosting)).toBe(true);
    const s = await convertStatement(f.pdf);
    expect(s.transactions.some((t) => t.description.startsWith('Edo Collection'))).toBe(false);
    expect(s.transactions).toHaveLength(f.expected.length);
  });

  it('flags a misprinted running balance as one break at its row, and keeps the amounts', async () => {
    const f = await makeFixture({ transactions: 40, seed: 7, corruptBalanceAt: 10 });
    expect(f.model.txs.slice(0, 12).some((t) => t.nonPosting || t.hiddenText)).toBe(false);
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
    expect(s.dataQuality.balanceCheck).toBe('failed');
    // The next row goes on from the balance the misprinted one should have had: one break, not two.
    expect(s.dataQuality.breaks.map((b) => [b.kind, b.index, b.page, b.date])).toEqual([
      ['row-balance', 10, 1, f.expected[10]?.date],
    ]);
    expect(s.dataQuality.isComplete).toBe(false);
    // The break's row and the fee rows drawn as images are the rows to look at.
    const n = f.expected.length;
    const images = f.model.txs.filter((t) => t.hiddenText).length;
    expect(s.dataQuality.qualityScore).toBe(Math.floor(((n - 1 - images) / n) * 100));
  });

  it('reports the rows where the balance chain breaks', async () => {
    const f = await makeFixture({ transactions: 20, seed: 6 });
    const s = await convertStatement(f.pdf);
    const tampered = {
      ...s,
      transactions: s.transactions.map((t, i) => (i === 4 ? { ...t, amount: (t.amount ?? 0) + 1 } : t)),
    };
    const { reconcile } = await import('../src/reconcile');
    const r = reconcile(tampered.transactions, s.openingBalance, s.closingBalance, { credits: null, debits: null });
    expect(r.check).toBe('failed');
    expect(r.breaks.map((b) => [b.kind, b.index])).toEqual([
      ['row-balance', 4],
      ['closing-balance', -1],
    ]);
  });
});
