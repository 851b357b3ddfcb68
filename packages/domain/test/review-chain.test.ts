import { describe, expect, it } from 'vitest';
import { checkRows, checkRowsFrom, type ReviewTransaction } from '../src';

/** Rows with a printed balance on every fifth (one of them misprinted), the rest without. */
function rows(count: number): ReviewTransaction[] {
  let balance = 100;
  return Array.from({ length: count }, (_, i) => {
    const amount = i % 3 === 0 ? 12.5 : -4.25;
    balance = Math.round((balance + amount) * 100) / 100;
    const printed = i % 5 === 4 ? (i === 14 ? balance + 1 : balance) : null;
    return { date: '2025-03-01', description: `r${i}`, amount, balance: printed, page: 1, row: i };
  });
}

/** What the check says, without what it keeps for resuming. */
const result = ({ running, breaks, check, moneyIn, moneyOut, count }: ReturnType<typeof checkRowsFrom>) => ({
  running,
  breaks,
  check,
  moneyIn,
  moneyOut,
  count,
});

describe('a check resumed at the first row an edit changed', () => {
  const before = rows(40);
  const closing = 100 + 14 * 12.5 - 26 * 4.25;
  const first = checkRowsFrom(before, 100, closing);

  it('reads as a check from the top, for the rows as they were', () => {
    expect(result(first)).toEqual(checkRows(before, 100, closing));
    // The misprint, and the next printed balance (the run carries on from the one misprinted).
    expect(first.breaks.map((b) => b.index)).toEqual([14, 19]);
  });

  const edits: [string, (r: ReviewTransaction[]) => ReviewTransaction[], number][] = [
    ['an amount changed', (r) => r.map((t, i) => (i === 22 ? { ...t, amount: -40 } : t)), 22],
    ['a row excluded', (r) => r.map((t, i) => (i === 12 ? { ...t, excluded: true } : t)), 12],
    ['the misprint answered', (r) => r.map((t, i) => (i === 14 ? { ...t, balance: null } : t)), 14],
    [
      'a row added',
      (r) => [...r.slice(0, 30), { ...(r[30] as ReviewTransaction), page: null, row: null }, ...r.slice(30)],
      30,
    ],
    ['a row removed', (r) => r.filter((_, i) => i !== 8), 8],
    ['a row added at the end', (r) => [...r, { ...(r[0] as ReviewTransaction), amount: 1 }], 40],
  ];

  it.each(edits)('%s: the same as a check from the top, the rows above it kept as they were', (_, edit, at) => {
    const after = edit(before);
    const resumed = checkRowsFrom(after, 100, closing, first);
    expect(result(resumed)).toEqual(result(checkRowsFrom(after, 100, closing)));
    // Worked out from the edited row on, the rows above it taken from the first check.
    expect(resumed.from).toBe(at);
  });

  it('starts from the top when the opening or closing changed', () => {
    const other = checkRowsFrom(before, 90, closing, first);
    expect(result(other)).toEqual(checkRows(before, 90, closing));
    expect(other.from).toBe(0);
  });
});
