import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, mergeStatements } from '../src';
import { cut, runChain, type ChainRow } from './statement-chain';

const START = '2025-01-01';
const DAYS = 90;

// One account's rows over 90 days: amounts often alike and days often shared, so identical rows on one day occur.
const rowsArb = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: DAYS - 1 }),
      description: fc.constantFrom('AIRTIME', 'SHOP', 'SALARY'),
      amount: fc.constantFrom(-50, -50, -120.5, 0, 300, 1_000),
    }),
    { maxLength: 60 },
  )
  .map((rs) =>
    rs
      .sort((a, b) => a.day - b.day)
      .map((r): ChainRow => ({ date: addDays(START, r.day), description: r.description, amount: r.amount })),
  );

// Statement periods that together cover every day, each starting up to 6 days before the last one ended.
const periodsArb = fc.array(
  fc.record({ length: fc.integer({ min: 1, max: 30 }), back: fc.integer({ min: 0, max: 6 }) }),
  {
    minLength: 1,
    maxLength: 12,
  },
);

function periods(steps: { length: number; back: number }[]): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (const { length, back } of steps) {
    const end = Math.min(start + length - 1, DAYS - 1);
    out.push([start, end]);
    if (end === DAYS - 1) return out;
    start = Math.max(end + 1 - back, 1 + (out.at(-1)?.[0] ?? 0));
  }
  out.push([start, DAYS - 1]);
  return out;
}

describe('merging overlapping statements cut from one chain', () => {
  it('gives back the original rows, each once, reconciled from the opening to the closing', () => {
    fc.assert(
      fc.property(rowsArb, periodsArb, fc.integer({ min: -5_000, max: 5_000 }), (rows, steps, opening) => {
        const chain = runChain(opening, rows);
        const statements = periods(steps).map(([a, b], k) => ({
          id: `s${k}`,
          statement: cut(opening, chain, addDays(START, a), addDays(START, b)),
        }));
        const m = mergeStatements([...statements].reverse());
        const strip = (ts: typeof chain) => ts.map((t) => [t.date, t.description, t.amount, t.balance]);
        expect(strip(m.statement.transactions)).toEqual(strip(chain));
        expect(m.statement.openingBalance).toBe(opening);
        expect(m.check).toBe('passed');
        expect(m.continuity.findings.filter((f) => f.kind === 'gap' || f.kind === 'balance-mismatch')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
