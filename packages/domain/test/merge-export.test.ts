import { toCsv, toOfx, toXlsx, type Statement } from '@bankcsv/converter';
import { describe, expect, it } from 'vitest';
import { mergeStatements, type ReviewTransaction } from '../src';
import { cut, runChain, yearOfRows } from './statement-chain';

// The merged statement feeds the converter's own exporters, so every format works on it as on one statement.
const chain = runChain(1_000, yearOfRows(2025));

function converted(start: string, end: string, breakAt?: number): Statement {
  const s = cut(1_000, chain, start, end);
  const transactions = s.transactions.map((t: ReviewTransaction) => ({ ...t, page: t.page ?? 1, row: t.row ?? 1 }));
  return {
    ...s,
    layout: 'fnb-cheque',
    pages: 1,
    transactions,
    sections: undefined,
    dataQuality: {
      isComplete: true,
      qualityScore: 100,
      unknownDates: 0,
      unknownDescriptions: 0,
      unknownAmounts: 0,
      totalTransactions: transactions.length,
      balanceCheck: 'passed',
      // A break of the statement's own, pointing at its own row: it must not follow into the merged file.
      breaks:
        breakAt === undefined ? [] : [{ index: breakAt, page: 1, row: 1, kind: 'row-balance', expected: 1, actual: 2 }],
    },
    yearSource: 'printed',
    year: 2025,
  };
}

describe('a merged export through the existing exporters', () => {
  const merged = mergeStatements([
    { id: 'feb', statement: converted('2025-02-01', '2025-02-28', 0) },
    { id: 'jan', statement: converted('2025-01-01', '2025-02-05') },
  ]);

  it('gives one CSV of the rows in date order, the overlap once', () => {
    const [csv, ...more] = toCsv(merged.statement, 'generic');
    expect(more).toEqual([]);
    const lines = (csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Balance');
    expect(lines.slice(1)).toEqual([
      '03/01/2025,SALARY,10001.00,11001.00',
      '15/01/2025,AIRTIME,-50.00,10951.00',
      '15/01/2025,AIRTIME,-50.00,10901.00',
      '27/01/2025,RENT,-9000.25,1900.75',
      '03/02/2025,SALARY,10002.00,11902.75',
      '15/02/2025,AIRTIME,-50.00,11852.75',
      '15/02/2025,AIRTIME,-50.00,11802.75',
      '27/02/2025,RENT,-9000.50,2802.25',
    ]);
  });

  it("carries the merge's own check, not a statement's breaks, into the files that show it", async () => {
    expect(merged.statement.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [], totalTransactions: 8 });
    expect(toOfx(merged.statement)).toContain('<BALAMT>2802.25');
    expect((await toXlsx(merged.statement)).byteLength).toBeGreaterThan(0);
  });
});
