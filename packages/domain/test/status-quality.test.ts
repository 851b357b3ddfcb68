import { describe, expect, it } from 'vitest';
import {
  breakDetail,
  conversionQuality,
  displayStatus,
  formatMoney,
  isAssumed,
  isInFlight,
  qualitySummary,
  reviewCount,
  statCounts,
  type QualityBreak,
} from '../src';

describe('displayStatus', () => {
  it.each([
    ['uploading', 'uploading'],
    ['processing', 'processing'],
    ['completed', 'completed'],
    ['error', 'error'],
    ['downloading', 'downloading'],
    ['failed', 'error'],
    ['', 'error'],
    [undefined, 'error'],
    [null, 'error'],
  ])('%j displays as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });
  it.each([
    ['uploading', true],
    ['processing', true],
    ['completed', false],
    ['error', false],
  ])('isInFlight(%s) = %s', (s, f) => {
    expect(isInFlight(s)).toBe(f);
  });
});

describe('statCounts', () => {
  it('maps statuses to the stat cards', () => {
    const items = [
      'completed',
      'completed',
      'downloading',
      'uploading',
      'processing',
      'error',
      'mystery',
      undefined,
    ].map((status) => ({ status, creditsUsed: 1 }));
    expect(statCounts(items)).toEqual({ totalProcessed: 3, processing: 2, failed: 3 });
  });
  it('does not count failed attempts that cost nothing: cancelled, refunded, never charged', () => {
    const items = [
      { status: 'error', creditsUsed: 0 },
      { status: 'error', creditsUsed: 2, creditsRefunded: true },
      { status: 'error' },
      { status: 'error', creditsUsed: 2, creditsRefunded: false },
    ];
    expect(statCounts(items)).toEqual({ totalProcessed: 0, processing: 0, failed: 1 });
  });
  it('counts nothing for no items', () => {
    expect(statCounts([])).toEqual({ totalProcessed: 0, processing: 0, failed: 0 });
  });
});

describe('conversionQuality: the one place a row quality is decided', () => {
  const clean = {
    isComplete: true,
    qualityScore: 100,
    unknownDates: 0,
    unknownDescriptions: 0,
    unknownAmounts: 0,
    totalTransactions: 40,
    balanceCheck: 'passed' as const,
    breaks: [],
  };
  const rowBreak: QualityBreak = {
    index: 11,
    page: 2,
    row: 14,
    kind: 'row-balance',
    expected: 1234.5,
    actual: 1334.5,
    date: '2025-12-13',
  };

  it('calls a clean, reconciled statement ready and says the balances reconcile', () => {
    const s = conversionQuality({ dataQuality: clean, yearSource: 'period', year: 2025 });
    expect(s).toMatchObject({
      ready: true,
      level: 'complete',
      text: 'Complete - ready for your accounting software',
      reconciliation: 'Balances reconcile ✓',
      yearPending: null,
      notes: [],
    });
  });

  it('never calls a failed balance check ready, and names the page, row and date of the first break', () => {
    const s = conversionQuality({
      dataQuality: {
        ...clean,
        isComplete: true,
        qualityScore: 99,
        balanceCheck: 'failed',
        breaks: [rowBreak, { ...rowBreak, index: 12, row: 15, date: '2025-12-14' }],
      },
    });
    expect(s.ready).toBe(false);
    expect(s.level).toBe('review');
    expect(s.text).toBe('Balance breaks at page 2, row 14 (13 Dec 2025): check before importing');
    expect(s.reconciliation).toBe(s.text);
    expect(s.breakDetails).toEqual([
      'Page 2, row 14 (13 Dec 2025): statement shows R 1 334.50, the rows add up to R 1 234.50',
      'Page 2, row 15 (14 Dec 2025): statement shows R 1 334.50, the rows add up to R 1 234.50',
    ]);
  });

  it('never calls a statement ready while a sign is assumed, and names the row whose sign nothing confirms', () => {
    const guess: QualityBreak = {
      index: 0,
      page: 1,
      row: 8,
      kind: 'unconfirmed-sign',
      expected: -5003.42,
      actual: 8326.92,
      date: '2025-03-02',
    };
    const s = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [guess] },
    });
    expect(s).toMatchObject({
      ready: false,
      level: 'review',
      text: 'Sign not confirmed at page 1, row 8 (2 Mar 2025): check before importing',
    });
    expect(s.breakDetails).toEqual([
      'Page 1, row 8 (2 Mar 2025): read as -R 5 003.42, but no balance before it confirms the sign',
    ]);
    // A balance that breaks is named before a sign nothing confirms.
    const both = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [guess, rowBreak] },
    });
    expect(both.text).toBe('Balance breaks at page 2, row 14 (13 Dec 2025): check before importing');
  });

  it('never calls a statement ready while an amount was taken from the balance, and names that row', () => {
    const taken: QualityBreak = {
      index: 4,
      page: 2,
      row: 9,
      kind: 'amount-from-balance',
      expected: -250,
      actual: 650,
      date: '2025-12-13',
    };
    const s = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [taken] },
    });
    expect(s).toMatchObject({
      ready: false,
      level: 'review',
      text: 'Amount taken from the balance at page 2, row 9 (13 Dec 2025): check before importing',
    });
    expect(s.reconciliation).toBe(s.text);
    expect(s.breakDetails).toEqual([
      'Page 2, row 9 (13 Dec 2025): no amount could be read; -R 250.00 was taken from the change in balance',
    ]);
    // A balance that breaks is named first, whatever order the breaks come in.
    const both = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [taken, rowBreak] },
    });
    expect(both.text).toBe('Balance breaks at page 2, row 14 (13 Dec 2025): check before importing');
  });

  it(
    'never calls a statement ready while a line or figure on it was not ' + 'read, and names it with its first words',
    () => {
      const line: QualityBreak = {
        index: -1,
        page: 3,
        row: 40,
        kind: 'unexplained-line',
        expected: 0,
        actual: 1500,
        date: null,
        text: '30 Nov Transfer From Cheque Account',
      };
      const figure: QualityBreak = {
        index: -1,
        page: 2,
        row: 1,
        kind: 'unread-figure',
        expected: 0,
        actual: -12.5,
        date: null,
        text: 'Monthly Fee 12.50-',
      };
      const s = conversionQuality({
        dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [line, figure] },
      });
      expect(s).toMatchObject({
        ready: false,
        level: 'review',
        text: 'Line not read at page 3, row 40: check before importing',
      });
      expect(s.breakDetails).toEqual([
        'Page 3, row 40: a line printed like a transaction was not read ("30 ' +
          'Nov Transfer From Cheque Account", R 1 500.00)',
        'Page 2, row 1: the figure -R 12.50 was not read ("Monthly Fee 12.50-")',
      ]);
    },
  );

  it(
    'never calls a statement ready while its day and month order is not ' + 'shown, and names the first row it changes',
    () => {
      const order: QualityBreak = {
        index: 0,
        page: 1,
        row: 3,
        kind: 'date-order',
        expected: -10,
        actual: 90,
        date: '2024-03-05',
      };
      const s = conversionQuality({
        dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [order] },
      });
      expect(s).toMatchObject({
        ready: false,
        level: 'review',
        text: 'Day and month order not certain at page 1, row 3 (5 Mar 2024): check before importing',
      });
      expect(s.breakDetails).toEqual([
        'Page 1, row 3 (5 Mar 2024): dates read day first (5/3 as 5 March); ' +
          'nothing on the statement shows whether the month comes first',
      ]);
    },
  );

  it('names a row read against its column label, and keeps it to be confirmed in review', () => {
    const crossed: QualityBreak = {
      index: 4,
      page: 2,
      row: 11,
      kind: 'sign-against-label',
      expected: -744.73,
      actual: 9931.71,
      date: '2024-12-22',
    };
    const s = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [crossed] },
    });
    expect(s).toMatchObject({
      ready: false,
      level: 'review',
      text: 'Sign against its column at page 2, row 11 (22 Dec 2024): check before importing',
    });
    expect(s.breakDetails).toEqual([
      'Page 2, row 11 (22 Dec 2024): the balances read it as -R 744.73, against the column it is printed in',
    ]);
    expect(isAssumed(crossed)).toBe(true);
  });

  it('never shows "0 transactions need review"', () => {
    const s = conversionQuality({
      dataQuality: { ...clean, isComplete: false, qualityScore: 99, balanceCheck: 'failed', breaks: [rowBreak] },
    });
    expect(JSON.stringify(s)).not.toMatch(/\b0 transactions need review/);
    expect(s.notes).toEqual([]);
  });

  it('describes a statement-level break when no row can be named', () => {
    const s = conversionQuality({
      dataQuality: {
        ...clean,
        isComplete: false,
        qualityScore: 99,
        balanceCheck: 'failed',
        breaks: [{ index: -1, page: null, row: null, kind: 'closing-balance', expected: 10, actual: 12 }],
      },
    });
    expect(s.text).toBe('Balances do not reconcile at the closing balance: check before importing');
  });

  it('holds back "ready" while the year is assumed, and lets it through once the user sets it', () => {
    const assumed = conversionQuality({ dataQuality: clean, yearSource: 'assumed', year: 2025 });
    expect(assumed).toMatchObject({
      ready: false,
      level: 'review',
      yearPending: 'Year assumed: 2025',
      text: 'Confirm the year before importing',
    });
    expect(conversionQuality({ dataQuality: clean, yearSource: 'user', year: 2025, userYear: 2025 }).ready).toBe(true);
  });

  it('reports a typed year the printed dates contradict', () => {
    const s = conversionQuality({ dataQuality: clean, yearSource: 'printed', year: 2024, userYear: 1999 });
    expect(s.notes).toEqual(['Statement dates use 2024; your 1999 was not needed']);
    expect(conversionQuality({ dataQuality: clean, yearSource: 'printed', year: 2024, userYear: 2024 }).notes).toEqual(
      [],
    );
  });

  it(
    'names pending rows left out after the end of the statement, without ' +
      'holding back "ready" or taking the headline',
    () => {
      const s = conversionQuality({ dataQuality: { ...clean, pendingLeftOut: 3 } });
      expect(s).toMatchObject({
        ready: true,
        text: 'Complete - ready for your accounting software',
        notes: ['3 pending transactions after the end of the statement were left out'],
      });
      const review = conversionQuality({
        dataQuality: { ...clean, isComplete: false, qualityScore: 97, unknownDates: 1, pendingLeftOut: 1 },
      });
      expect(review.text).toBe('1 transaction needs review');
      expect(review.notes).toEqual([
        '1 transaction needs review',
        '1 pending transaction after the end of the statement was left out',
      ]);
    },
  );

  it('counts unread fields as rows to review and keeps the major-issues text for a low score', () => {
    const base = { ...clean, isComplete: false, balanceCheck: 'unavailable' as const };
    expect(qualitySummary({ ...base, qualityScore: 90, unknownDates: 2, unknownAmounts: 1 })).toEqual({
      level: 'review',
      text: '3 transactions need review',
    });
    expect(qualitySummary({ ...base, qualityScore: 97, unknownDescriptions: 1 })).toEqual({
      level: 'review',
      text: '1 transaction needs review',
    });
    expect(qualitySummary({ ...base, qualityScore: 89.9, unknownDates: 5 })).toEqual({
      level: 'major',
      text: 'Major data issues detected - Review before importing',
    });
    expect(conversionQuality({ dataQuality: { ...clean, balanceCheck: 'unavailable' } }).reconciliation).toMatch(
      /^Balances not checked/,
    );
  });

  it('never counts more rows than there are', () => {
    expect(reviewCount({ unknownDates: 5, unknownDescriptions: 5, unknownAmounts: 5, totalTransactions: 4 })).toBe(4);
  });

  it('formats rand amounts and break lines', () => {
    expect(formatMoney(-1234567.891)).toBe('-R 1 234 567.89');
    expect(formatMoney(0)).toBe('R 0.00');
    expect(breakDetail({ index: -1, page: null, row: null, kind: 'total-credits', expected: 5, actual: 6 })).toBe(
      'The total money in: statement shows R 6.00, the rows add up to R 5.00',
    );
  });
});
