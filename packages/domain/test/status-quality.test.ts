import { describe, expect, it } from 'vitest';
import { displayStatus, isInFlight, qualitySummary, reviewCount, statCounts } from '../src';

describe('displayStatus', () => {
  it.each([
    ['uploading', 'uploading'], ['processing', 'processing'], ['completed', 'completed'], ['error', 'error'],
    ['downloading', 'downloading'], ['failed', 'error'], ['', 'error'], [undefined, 'error'], [null, 'error'],
  ])('%j displays as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });
  it.each([['uploading', true], ['processing', true], ['completed', false], ['error', false]])('isInFlight(%s) = %s', (s, f) => {
    expect(isInFlight(s)).toBe(f);
  });
});

describe('statCounts', () => {
  it('maps statuses to the stat cards', () => {
    const items = ['completed', 'completed', 'downloading', 'uploading', 'processing', 'error', 'mystery', undefined]
      .map((status) => ({ status }));
    expect(statCounts(items)).toEqual({ totalProcessed: 3, processing: 2, failed: 3 });
  });
  it('counts nothing for no items', () => {
    expect(statCounts([])).toEqual({ totalProcessed: 0, processing: 0, failed: 0 });
  });
});

describe('qualitySummary', () => {
  const base = { isComplete: false, unknownDates: 0, unknownDescriptions: 0, unknownAmounts: 0, totalTransactions: 40 };
  it.each([
    [{ ...base, isComplete: true, qualityScore: 100 }, 'complete', 'Complete - ready for your accounting software'],
    [{ ...base, qualityScore: 90, unknownDates: 2, unknownAmounts: 1 }, 'review', '3 transactions need review'],
    [{ ...base, qualityScore: 97, unknownDescriptions: 1 }, 'review', '1 transaction needs review'],
    [{ ...base, qualityScore: 89.9, unknownDates: 5 }, 'major', 'Major data issues detected - Review before importing'],
    [{ ...base, qualityScore: 0 }, 'major', 'Major data issues detected - Review before importing'],
  ])('%j', (q, level, text) => {
    expect(qualitySummary(q)).toEqual({ level, text });
  });
  it('never counts more rows than there are', () => {
    expect(reviewCount({ unknownDates: 5, unknownDescriptions: 5, unknownAmounts: 5, totalTransactions: 4 })).toBe(4);
  });
});
