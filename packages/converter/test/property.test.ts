import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { LAYOUTS, makeFixture, type LayoutId } from './fixtures/index';

const layouts = Object.keys(LAYOUTS) as LayoutId[];

describe('any generated statement', () => {
  it('converts back to exactly its transactions (random layout, font, offsets and rows)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...layouts),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 70 }),
        async (layout, seed, transactions) => {
          const f = await makeFixture({ layout, seed, transactions });
          if (f.expected.length === 0) {
            // Only non-posting rows (a lone collection attempt): nothing to import.
            await expect(convertStatement(f.pdf)).rejects.toMatchObject({ code: 'NO_TRANSACTIONS' });
            return;
          }
          const s = await convertStatement(f.pdf);
          expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
            f.expected,
          );
          expect(s.dataQuality.balanceCheck).toBe('passed');
        },
      ),
      { seed: 424242, numRuns: 40 },
    );
  });
});
