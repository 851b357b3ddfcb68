import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makeFixture, type LayoutId } from './fixtures/index';

// Past GRID_SAMPLE lines (layout/table.ts) a statement's columns are read from lines spread over its pages, not all of
// them: layouts with a fee beside the amount, an informational fee column and a bare-figure convention still read
// exactly.
const LONG: LayoutId[] = ['fnb-current', 'capitec-2022', 'standard-bank-business', 'nedbank-monthly'];

describe('a statement of some fifty pages', () => {
  it.each(LONG)(
    '%s reads every row exactly, its columns read from lines spread over the pages',
    async (layout) => {
      const f = await makeFixture({ layout, seed: 31, transactions: 1700 });
      const s = await convertStatement(f.pdf);
      expect(s.pages).toBeGreaterThanOrEqual(40);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
    60_000,
  );
});
