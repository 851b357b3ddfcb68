import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { LAYOUTS, makeFixture, type LayoutId } from './fixtures/index';
import type { LayoutDef } from './fixtures/layouts/index';

const layouts = Object.keys(LAYOUTS) as LayoutId[];
const CASES = layouts.flatMap((layout) => [
  { layout, seed: 21, transactions: 18 },
  { layout, seed: 22, transactions: 130 },
]);

describe('accuracy over the fixture corpus', () => {
  it('reads at least 99.5% of transactions exactly and reconciles every statement', async () => {
    let exact = 0;
    let total = 0;
    const failures: string[] = [];
    const spills = new Map<string, number>();
    let feeSplits = 0;
    for (const c of CASES) {
      const f = await makeFixture(c);
      spills.set(c.layout, (spills.get(c.layout) ?? 0) + f.spills);
      feeSplits += f.model.txs.filter((t) => t.rowFee).length;
      const s = await convertStatement(f.pdf);
      expect(s.bank, c.layout).toBe(LAYOUTS[c.layout].bank);
      const def: LayoutDef = LAYOUTS[c.layout];
      expect(s.layout, c.layout).toBe(c.layout.startsWith('generic') ? 'generic' : (def.readAs ?? c.layout));
      const n = Math.max(f.expected.length, s.transactions.length);
      for (let i = 0; i < n; i++) {
        const want = f.expected[i];
        const got = s.transactions[i];
        total += 1;
        if (want && got && got.date === want.date && got.amount === want.amount && got.description === want.description)
          exact += 1;
        else if (failures.length < 10)
          failures.push(`${c.layout}#${i}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
      }
      expect(s.dataQuality.balanceCheck, `${c.layout} seed ${c.seed}`).toBe('passed');
      expect(s.openingBalance, c.layout).toBe(f.model.opening / 100);
      expect(s.closingBalance, c.layout).toBe(f.model.closing / 100);
    }
    expect(exact / total, failures.join('\n')).toBeGreaterThanOrEqual(0.995);
    expect(total).toBeGreaterThan(2000);
    // Capitec rows with a fee beside money in/out, each expected as two transactions, were in the corpus.
    expect(feeSplits).toBeGreaterThan(10);
    // Every layout was exercised with a description continued after a page break.
    expect([...spills].filter(([, n]) => n === 0).map(([l]) => l)).toEqual([]);
  });
});

describe.each(layouts)('%s', (layout) => {
  it('spans several pages with descriptions that continue over the page break', async () => {
    const f = await makeFixture({ layout, seed: 5, pages: 3 });
    const s = await convertStatement(f.pdf);
    expect(s.pages).toBeGreaterThanOrEqual(3);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    // Complete unless a row's description was drawn as an image: that row is left for review.
    expect(s.dataQuality.isComplete).toBe(!(f.spec.hiddenFeeText && f.model.txs.some((t) => t.hiddenText)));
  });
});
