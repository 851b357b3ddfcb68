import { describe, expect, it } from 'vitest';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { scoreFixture } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';
import { LAYOUTS } from './fixtures/layouts/index';
import { convertStatement } from '../src/index';

// A row printed in the other money column (money out under Money In) on a statement whose balances print their own
// sign: the balances prove its amount, its column's label denies it. Never "reconciled" with that row unnamed.

const CROSSED = Object.keys(VARIANTS).filter((n) => n.endsWith('-crossed-columns'));

describe('a sign that contradicts its column label, with signed balances', () => {
  it('the variants cover several layouts', () => {
    expect(new Set(CROSSED.map((n) => VARIANTS[n]!.layout)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(CROSSED)(
    '%s: each crossed row is named on its page and row, its amount as the balances show it',
    async (name) => {
      for (const seed of [101, 102]) {
        const v = VARIANTS[name]!;
        const f = await makePerturbedFixture({ ...v, seed });
        const s = await convertStatement(f.pdf);
        const score = await scoreFixture(f, LAYOUTS[v.layout].bank, seed);
        expect(f.crossed, `${name} seed ${seed}`).toBe(3);
        expect(score.exact, `${name} seed ${seed}: ${JSON.stringify(score.firstMismatch)}`).toBe(score.rows);
        const named = s.dataQuality.breaks.filter((b) => b.kind === 'sign-against-label');
        expect(named, `${name} seed ${seed}`).toHaveLength(3);
        for (const b of named) {
          expect(b.page).toBeGreaterThan(0);
          expect(b.row).toBeGreaterThan(0);
          expect(s.transactions[b.index]).toMatchObject({ page: b.page, row: b.row, amount: b.expected });
        }
        // The crossed rows as the model has them: their amounts, in print order.
        const truth = f.model.txs.filter((t) => t.crossed).map((t) => t.amount / 100);
        expect(named.map((b) => b.expected)).toEqual(truth);
        expect(s.dataQuality.balanceCheck).toBe('failed');
        expect(score.silentlyWrong).toBe(false);
      }
    },
  );
});
