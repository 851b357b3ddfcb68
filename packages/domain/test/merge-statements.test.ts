import { describe, expect, it } from 'vitest';
import { groupByAccount, mergeStatements, type ConvertedStatement, type PlacedStatement } from '../src';
import { cut, runChain, shuffled, twelveMonths, yearOfRows, type ChainRow } from './statement-chain';

const year = runChain(1_000, yearOfRows(2025));
const fields = (rows: readonly { date: string | null; amount: number | null; balance: number | null }[]) =>
  rows.map((t) => [t.date, t.amount, t.balance]);

describe('mergeStatements', () => {
  it('merges 12 months given in any order into one chain from the first opening to the last closing', () => {
    const m = mergeStatements(shuffled(twelveMonths()));
    expect(m.used).toHaveLength(12);
    expect(fields(m.statement.transactions)).toEqual(fields(year));
    expect(m.statement).toMatchObject({
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      openingBalance: 1_000,
      closingBalance: year.at(-1)?.balance,
      sections: undefined,
    });
    expect(m.check).toBe('passed');
    expect(m.breaks).toEqual([]);
  });

  it('keeps the rows of a 5-day overlap once, and two identical purchases on one day as two', () => {
    const rows: ChainRow[] = [
      { date: '2025-02-20', description: 'SHOP', amount: -100 },
      { date: '2025-02-25', description: 'AIRTIME', amount: -50 },
      { date: '2025-02-25', description: 'AIRTIME', amount: -50 },
      { date: '2025-02-28', description: 'FEE', amount: -5 },
      { date: '2025-03-02', description: 'SALARY', amount: 2_000 },
    ];
    const chain = runChain(500, rows);
    const m = mergeStatements([
      { id: 'feb', statement: cut(500, chain, '2025-02-01', '2025-02-28') },
      { id: 'late', statement: cut(500, chain, '2025-02-24', '2025-03-31') },
    ]);
    expect(m.continuity.findings.map((f) => [f.kind, 'days' in f ? f.days : null])).toEqual([['overlap', 5]]);
    expect(fields(m.statement.transactions)).toEqual(fields(chain));
    expect(m.statement.transactions.filter((t) => t.description === 'AIRTIME')).toHaveLength(2);
    expect(m.check).toBe('passed');
  });

  it('keeps a purchase identical to one in the statement before it when it sits later in the chain', () => {
    // The first statement was cut during 25 Feb, after the first airtime; the next one starts that day, after it.
    const rows: ChainRow[] = [
      { date: '2025-02-20', description: 'SHOP', amount: -100 },
      { date: '2025-02-25', description: 'AIRTIME', amount: -50 },
      { date: '2025-02-25', description: 'AIRTIME', amount: -50 },
      { date: '2025-03-02', description: 'SALARY', amount: 2_000 },
    ];
    const chain = runChain(500, rows);
    const early = { ...cut(500, chain, '2025-02-01', '2025-02-25'), transactions: chain.slice(0, 2) };
    const late = { ...cut(500, chain, '2025-02-25', '2025-03-31'), openingBalance: 350, transactions: chain.slice(2) };
    const m = mergeStatements<ConvertedStatement>([
      { id: 'early', statement: { ...early, closingBalance: 350 } },
      { id: 'late', statement: late },
    ]);
    expect(m.continuity.links[0]).toMatchObject({ closing: 350, opening: 350, holds: true });
    expect(fields(m.statement.transactions)).toEqual(fields(chain));
    expect(m.check).toBe('passed');
  });

  it('keeps rows at one point of the chain as often as the statement printing the most of them has them', () => {
    // Two 0.00 notices on one day: the earlier statement, cut between them, has one; the later one has both.
    const rows: ChainRow[] = [
      { date: '2025-02-25', description: 'NOTICE', amount: 0 },
      { date: '2025-02-25', description: 'NOTICE', amount: 0 },
      { date: '2025-03-02', description: 'SALARY', amount: 2_000 },
    ];
    const chain = runChain(500, rows);
    const early = { ...cut(500, chain, '2025-02-01', '2025-02-25'), transactions: chain.slice(0, 1) };
    const late = cut(500, chain, '2025-02-25', '2025-03-31');
    const m = mergeStatements([
      { id: 'early', statement: early },
      { id: 'late', statement: late },
    ]);
    expect(fields(m.statement.transactions)).toEqual(fields(chain));
  });

  it('counts a statement uploaded twice once, and says it left it out', () => {
    const months = twelveMonths();
    const again = { id: 'again', statement: structuredClone(months[6]?.statement as ConvertedStatement) };
    const m = mergeStatements([...months, again]);
    expect(m.leftOut).toEqual(['again']);
    expect(fields(m.statement.transactions)).toEqual(fields(year));
    expect(m.check).toBe('passed');
  });

  it('names where the merged rows do not reconcile: the jump over a missing month', () => {
    const m = mergeStatements(twelveMonths().filter((p) => p.id !== 'm3'));
    expect(m.check).toBe('failed');
    const jump = m.breaks.find((b) => b.index >= 0);
    expect(jump).toMatchObject({ after: '2025-02-27', date: '2025-04-03' });
    expect(jump?.message).toMatch(/^Between 27 Feb 2025 and 3 Apr 2025 the balance does not carry on: .*missing\?$/);
    // The rows no longer add up from the first opening to the last closing either.
    expect(m.breaks.at(-1)).toMatchObject({ index: -1 });
    expect(m.breaks.at(-1)?.message).toMatch(/^The rows add up to R .*, but the period closes at R /);
  });

  it('over a chosen period opens and closes at the balances around its first and last rows', () => {
    const m = mergeStatements(twelveMonths(), { from: '2025-03-10', to: '2025-05-20' });
    expect(m.used).toEqual(['m3', 'm4', 'm5']);
    expect(m.leftOut).toHaveLength(9);
    const inside = year.filter((t) => (t.date as string) >= '2025-03-10' && (t.date as string) <= '2025-05-20');
    expect(fields(m.statement.transactions)).toEqual(fields(inside));
    const first = inside[0] as { amount: number; balance: number };
    expect(m.statement.openingBalance).toBeCloseTo(first.balance - first.amount, 2);
    expect(m.statement.closingBalance).toBe(inside.at(-1)?.balance);
    expect(m.statement).toMatchObject({ periodStart: '2025-03-10', periodEnd: '2025-05-20' });
    expect(m.check).toBe('passed');
  });

  it('says which days it covers: never before the first statement or after the chosen end', () => {
    const m = mergeStatements(twelveMonths(), { from: '2024-12-01', to: '2025-02-15' });
    const inside = year.filter((t) => (t.date as string) <= '2025-02-15');
    expect(m.statement).toMatchObject({
      periodStart: '2025-01-01',
      periodEnd: '2025-02-15',
      openingBalance: 1_000,
      closingBalance: inside.at(-1)?.balance,
    });
    expect(m.check).toBe('passed');
  });

  it('uses the first statement of a period where a reissue differs, and leaves the reissue out', () => {
    const months = twelveMonths();
    const may = months[4] as PlacedStatement<ConvertedStatement>;
    const reissue = {
      id: 'reissue',
      statement: {
        ...may.statement,
        transactions: may.statement.transactions.map((t) => ({ ...t, description: 'X' })),
      },
    };
    const m = mergeStatements([...months, reissue]);
    expect(m.leftOut).toEqual(['reissue']);
    expect(m.statement.transactions.filter((t) => t.description === 'X')).toEqual([]);
  });

  it('leaves excluded rows out', () => {
    const months = twelveMonths().slice(0, 1);
    const jan = months[0] as PlacedStatement<ConvertedStatement>;
    const first = jan.statement.transactions[0];
    const edited = {
      ...jan.statement,
      transactions: [{ ...first!, excluded: true }, ...jan.statement.transactions.slice(1)],
    };
    const m = mergeStatements([{ id: 'jan', statement: edited }]);
    expect(m.statement.transactions).toHaveLength(jan.statement.transactions.length - 1);
  });

  it("gives one reconciled export per account from two accounts' statements uploaded together", () => {
    const savings = twelveMonths(50_000)
      .slice(0, 3)
      .map((p) => ({ id: `s-${p.id}`, statement: { ...p.statement, accountNumber: '1234 5678 90' } }));
    const { accounts } = groupByAccount(shuffled([...twelveMonths(), ...savings]));
    const merged = accounts.map((a) => mergeStatements(a.parts));
    expect(merged.map((m) => [m.used.length, m.check, m.statement.openingBalance])).toEqual([
      [12, 'passed', 1_000],
      [3, 'passed', 50_000],
    ]);
  });
});
