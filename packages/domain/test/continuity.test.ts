import { describe, expect, it } from 'vitest';
import { checkContinuity, formatMoney, statementPeriod, type ConvertedStatement, type PlacedStatement } from '../src';
import { cut, runChain, shuffled, twelveMonths, yearOfRows } from './statement-chain';

const kinds = (r: { findings: { kind: string }[] }): string[] => r.findings.map((f) => f.kind);

describe('checkContinuity', () => {
  it('puts 12 monthly statements given in any order in period order, every closing carried into the next', () => {
    const r = checkContinuity(shuffled(twelveMonths()));
    expect(r.order).toEqual(Array.from({ length: 12 }, (_, k) => `m${k + 1}`));
    expect(r.links).toHaveLength(11);
    expect(r.links.every((l) => l.holds === true)).toBe(true);
    expect(r.links[0]).toMatchObject({ from: 'm1', to: 'm2' });
    expect(r.links[0]?.closing).toBe(r.links[0]?.opening);
    expect(r.findings).toEqual([]);
  });

  it('names a missing month with its first and last day, and the statements on either side', () => {
    const r = checkContinuity(twelveMonths().filter((p) => p.id !== 'm3'));
    const gap = r.findings.find((f) => f.kind === 'gap');
    expect(gap).toMatchObject({ after: 'm2', before: 'm4', from: '2025-03-01', to: '2025-03-31', days: 31 });
    expect(gap?.message).toBe(
      'No statement covers 1 Mar 2025 to 31 Mar 2025 (31 days), between the statement for February 2025 and the ' +
        'statement for April 2025. Upload the missing statement, or the export will have a hole.',
    );
    // The balances do not carry over a missing month with rows in it.
    expect(r.findings.find((f) => f.kind === 'balance-mismatch')).toMatchObject({ from: 'm2', to: 'm4' });
  });

  it('names a single missing day, and a single shared day', () => {
    const chain = runChain(1_000, yearOfRows(2025));
    const gap = checkContinuity([
      { id: 'a', statement: cut(1_000, chain, '2025-01-01', '2025-01-30') },
      { id: 'b', statement: cut(1_000, chain, '2025-02-01', '2025-02-28') },
    ]);
    expect(gap.findings).toEqual([
      expect.objectContaining({ kind: 'gap', from: '2025-01-31', to: '2025-01-31', days: 1 }),
    ]);
    expect(gap.findings[0]?.message).toMatch(/^No statement covers 31 Jan 2025 \(1 day\), /);
    const shared = checkContinuity([
      { id: 'a', statement: cut(1_000, chain, '2025-01-01', '2025-01-31') },
      { id: 'b', statement: cut(1_000, chain, '2025-01-31', '2025-02-28') },
    ]);
    expect(shared.findings).toEqual([expect.objectContaining({ kind: 'overlap', from: '2025-01-31', days: 1 })]);
  });

  it('names a 5-day overlap, and checks the link at the day the later statement starts', () => {
    const chain = runChain(1_000, yearOfRows(2025));
    const a = cut(1_000, chain, '2025-01-01', '2025-02-28');
    const b = cut(1_000, chain, '2025-02-24', '2025-03-31');
    const r = checkContinuity([
      { id: 'b', statement: b },
      { id: 'a', statement: a },
    ]);
    expect(r.order).toEqual(['a', 'b']);
    expect(r.findings).toEqual([
      expect.objectContaining({
        kind: 'overlap',
        first: 'a',
        second: 'b',
        from: '2025-02-24',
        to: '2025-02-28',
        days: 5,
      }),
    ]);
    expect(r.findings[0]?.message).toContain('both cover 24 Feb 2025 to 28 Feb 2025 (5 days)');
    expect(r.links[0]).toMatchObject({ holds: true, opening: b.openingBalance });
  });

  it('names the same statement uploaded twice as a duplicate, and leaves it out of the chain', () => {
    const months = twelveMonths();
    const again = {
      id: 'again',
      statement: structuredClone((months[4] as PlacedStatement<ConvertedStatement>).statement),
    };
    const r = checkContinuity([...months, again]);
    expect(r.findings).toEqual([
      {
        kind: 'duplicate',
        id: 'again',
        of: 'm5',
        message: 'The statement for May 2025 was uploaded more than once. It is counted once.',
      },
    ]);
    expect(r.order).not.toContain('again');
    expect(r.order).toHaveLength(12);
  });

  it('names a reissue: the same period with different content', () => {
    const months = twelveMonths();
    const may = (months[4] as PlacedStatement<ConvertedStatement>).statement;
    const reissued = {
      ...may,
      transactions: may.transactions.map((t, k) => (k === 0 ? { ...t, description: 'SALARY ACME' } : t)),
    };
    const r = checkContinuity([...months, { id: 'reissued', statement: reissued }]);
    expect(kinds(r)).toEqual(['reissue']);
    expect(r.findings[0]).toMatchObject({ id: 'reissued', of: 'm5' });
    expect(r.findings[0]?.message).toContain('Two different statements cover May 2025');
  });

  it('names an opening that does not match the previous closing, with both amounts', () => {
    const months = twelveMonths();
    const june = months[5] as PlacedStatement<ConvertedStatement>;
    const wrong = { ...june, statement: { ...june.statement, openingBalance: 123.45 } };
    const r = checkContinuity(months.map((p) => (p.id === 'm6' ? wrong : p)));
    const closing = (months[4] as PlacedStatement<ConvertedStatement>).statement.closingBalance as number;
    expect(r.findings).toEqual([
      expect.objectContaining({ kind: 'balance-mismatch', from: 'm5', to: 'm6', closing, opening: 123.45 }),
    ]);
    expect(r.findings[0]?.message).toBe(
      `The statement for June 2025 opens at R 123.45, but the statement for May 2025 shows ${formatMoney(closing)} ` +
        'at the end of 31 May 2025. A statement may be missing, or one of them was read wrongly.',
    );
    expect(r.links.filter((l) => l.holds === false)).toHaveLength(1);
  });

  it('places a statement that prints no period by its first and last row dates', () => {
    const months = twelveMonths();
    const march = (months[2] as PlacedStatement<ConvertedStatement>).statement;
    const undated = { ...march, periodStart: null, periodEnd: null };
    expect(statementPeriod(undated)).toEqual({ start: '2025-03-03', end: '2025-03-27', fromRows: true });
    expect(statementPeriod(march)).toEqual({ start: '2025-03-01', end: '2025-03-31' });
    const r = checkContinuity([
      months[3],
      { id: 'undated', statement: undated },
      months[1],
    ] as PlacedStatement<ConvertedStatement>[]);
    expect(r.order).toEqual(['m2', 'undated', 'm4']);
    // Its rows' days leave the month's edges uncovered, but the balances carry over them: nothing is missing.
    expect(r.findings).toEqual([]);
    expect(r.links.every((l) => l.holds)).toBe(true);
  });

  it('still names a gap beside a statement without a period when the balances do not carry over it', () => {
    const months = twelveMonths();
    const march = (months[2] as PlacedStatement<ConvertedStatement>).statement;
    const undated = { id: 'undated', statement: { ...march, periodStart: null, periodEnd: null } };
    const r = checkContinuity([months[0], undated, months[3]] as PlacedStatement<ConvertedStatement>[]);
    expect(kinds(r)).toEqual(['gap', 'balance-mismatch']);
    expect(r.findings[0]).toMatchObject({ after: 'm1', before: 'undated', from: '2025-02-01', to: '2025-03-02' });
  });

  it('names a statement with neither a period nor a dated row, and keeps it out of the order', () => {
    const blank: ConvertedStatement = {
      ...(twelveMonths()[0]?.statement as ConvertedStatement),
      periodStart: null,
      periodEnd: null,
      transactions: [],
    };
    const r = checkContinuity([{ id: 'blank', statement: blank }]);
    expect(r.order).toEqual([]);
    expect(kinds(r)).toEqual(['no-period']);
  });

  it('finds no gap after a statement lying inside another', () => {
    const chain = runChain(1_000, yearOfRows(2025));
    const r = checkContinuity([
      { id: 'q1', statement: cut(1_000, chain, '2025-01-01', '2025-03-31') },
      { id: 'feb', statement: cut(1_000, chain, '2025-02-01', '2025-02-28') },
      { id: 'apr', statement: cut(1_000, chain, '2025-04-01', '2025-04-30') },
    ]);
    expect(kinds(r)).toEqual(['overlap']);
    expect(r.links.map((l) => [l.from, l.to, l.holds])).toEqual([
      ['q1', 'feb', true],
      ['q1', 'apr', true],
    ]);
  });
});
