import { MAX_SCAN_PAGES, cropKey, transactionsKey } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { outputKeys } from '../../src/adapters/conversion-removal';
import type { ConversionRecord } from '../../src/adapters/conversions-repo';
import { concurrencyLimit } from '../../src/shared/concurrency';
import { convertBudgetMs, isScanPlan, scanPlan } from '../../src/shared/workflow';

describe('scanPlan', () => {
  it('lists every page of a scan for ReadScanPages, and refuses one longer than the workflow can read', () => {
    expect(scanPlan(3)).toEqual({ scanPages: [1, 2, 3] });
    expect(isScanPlan(scanPlan(1))).toBe(true);
    expect(scanPlan(MAX_SCAN_PAGES).scanPages).toHaveLength(MAX_SCAN_PAGES);
    expect(() => scanPlan(MAX_SCAN_PAGES + 1)).toThrow(expect.objectContaining({ code: 'TOO_MANY_PAGES' }));
  });
});

describe('convertBudgetMs', () => {
  it('is what the Lambda has left less 10 s, at most 165 s and at least 1 s', () => {
    expect(convertBudgetMs()).toBe(165_000);
    expect(convertBudgetMs({ getRemainingTimeInMillis: () => 60_000 })).toBe(50_000);
    expect(convertBudgetMs({ getRemainingTimeInMillis: () => 400_000 })).toBe(165_000);
    expect(convertBudgetMs({ getRemainingTimeInMillis: () => 5_000 })).toBe(1_000);
  });
});

describe("a scan's files", () => {
  it('include the line image of each row that has one, deleted with the extraction', () => {
    const row = {
      userId: 'u1',
      conversionId: 'c1',
      csvKey: 'outputs/u1/c1/statement.csv',
      transactionsVersion: 0,
      scanCrops: [2, 9],
    } as ConversionRecord;
    expect(outputKeys(row)).toEqual([
      'outputs/u1/c1/statement.csv',
      transactionsKey('u1', 'c1', 0),
      cropKey('u1', 'c1', 2),
      cropKey('u1', 'c1', 9),
    ]);
  });
});

describe('concurrencyLimit', () => {
  it('runs no more than its limit at once and every call in turn', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => limit(work(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the place of a failed call to the next', async () => {
    const limit = concurrencyLimit(1);
    const failed = limit(async () => {
      throw new Error('page failed');
    });
    await expect(failed).rejects.toThrow('page failed');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
