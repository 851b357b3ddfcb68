import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { rowCells } from '../src/layout/columns';
import type { Line } from '../src/layout/lines';
import { parseAmount } from '../src/parse/amount';
import { parseDate } from '../src/parse/date';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';

// Issue 18, items 5 and 6: the sign notations and date forms statements without a profile print.

const line = (cells: [number, number, string][]): Line => ({ cells: cells.map(([x0, x1, text]) => ({ x0, x1, text })), text: cells.map((c) => c[2]).join(' ') } as unknown as Line);

describe('sign notations', () => {
  it.each([
    ['(1,234.56)', -1], ['1,234.56 DR', -1], ['1,234.56 CR', 1], ['-R1,234.56', -1], ['R-1,234.56', -1], ['R -1,234.56', -1], ['12 345,67-', -1],
  ] as const)('reads %s with its sign', (text, sign) => {
    const a = parseAmount(text);
    expect(a?.sign).toBe(sign);
    expect(a?.cents).toBe(text.includes('345,67') ? 1_234_567 : 123_456);
  });
});

describe('date forms', () => {
  it.each([
    ['5/3/24', { year: 2024, month: 3, day: 5 }],
    ['2024-03-05', { year: 2024, month: 3, day: 5 }],
    ['05-Mar-2024', { year: 2024, month: 3, day: 5 }],
    ['2024-03-05 14:32', { year: 2024, month: 3, day: 5 }],
    ['05 Mar 2024 14:32:10', { year: 2024, month: 3, day: 5 }],
    ['5/3/24 9:05 PM', { year: 2024, month: 3, day: 5 }],
  ])('reads %s', (text, want) => {
    expect(parseDate(text)).toEqual(want);
  });

  it('keeps a time printed in the date cell with the date, not at the start of the description', () => {
    const cells = rowCells(line([[40, 160, '2024-03-05 14:32 POS Purchase Checkers'], [400, 440, '120.00']]), 1);
    expect(cells.map((c) => c.text)).toEqual(['2024-03-05 14:32', 'POS Purchase Checkers', '120.00']);
    const apart = rowCells(line([[40, 80, '05 Mar 2024'], [82, 110, '14:32:10'], [120, 200, 'POS Purchase'], [400, 440, '120.00']]), 1);
    expect(apart.map((c) => c.text)).toEqual(['05 Mar 2024 14:32:10', 'POS Purchase', '120.00']);
  });
});

describe('unprofiled statements in each notation and date form', () => {
  const cases = Object.keys(VARIANTS).filter((name) => /^generic(-signed)?-(sign|date)-/.test(name));

  it('draws every notation and date form on two layouts', () => {
    expect(cases.filter((n) => n.includes('-sign-')).length).toBe(12);
    expect(cases.filter((n) => n.includes('-date-')).length).toBe(10);
  });

  it.each(cases)('%s: every row exact, reconciled', async (name) => {
    const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed: 11 });
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(f.expected);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
