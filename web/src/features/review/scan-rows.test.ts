import type { TransactionsView } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { scannedView } from '../../testing/scanned-review';
import { rowScan, scanLinesBefore, scanTally, shownVerdict, type RowScan } from './scan-rows';

const view = (): TransactionsView => scannedView();

describe('rowScan', () => {
  it('gives a corrected row what each field was read as and what it became', () => {
    const v = view();
    const first = v.original[0];
    if (first) first.scan = { verdict: 'corrected', read: { date: '02/O1/2026', balance: '6 0O0.00' } };
    expect(rowScan(v, 0)).toEqual({
      verdict: 'corrected',
      notes: ['Date read as 02/O1/2026, corrected to 02/01/2026', 'Balance read as 6 0O0.00, corrected to R 6 000.00'],
    });
  });

  it('gives a row that needs review its reason, what was read and its line’s image', () => {
    expect(rowScan(view(), 4)).toEqual({
      verdict: 'needs-review',
      notes: ['Amount read as 3O0.00'],
      reason: 'The amount is smudged on the scan.',
      crop: 'https://files.example/crops/c1/4.png',
    });
  });

  it('gives nothing for an added row or a statement that was not a scan', () => {
    expect(rowScan(view(), null)).toBeUndefined();
    const v = view();
    expect(rowScan({ ...v, original: v.original.map(({ scan: _scan, ...t }) => t) }, 0)).toBeUndefined();
  });
});

describe('shownVerdict and scanTally', () => {
  const needs: RowScan = { verdict: 'needs-review', notes: [] };
  const verified: RowScan = { verdict: 'verified', notes: [] };

  it('shows a row that needs review as checked once nothing flags it', () => {
    expect(shownVerdict(needs, true)).toBe('needs-review');
    expect(shownVerdict(needs, false)).toBe('checked');
    expect(shownVerdict(verified, false)).toBe('verified');
  });

  it('counts the rows by verdict, added rows left out, and those checked', () => {
    const rows = [{ scan: verified }, { scan: needs }, {}, { scan: needs }];
    expect(scanTally(rows, (i) => i === 1)).toEqual({
      summary: { verified: 1, corrected: 0, needsReview: 2 },
      checked: 1,
    });
    expect(scanTally([{}, {}], () => true)).toBeNull();
  });

  it('counts the lines under rows before each row', () => {
    expect(scanLinesBefore([{ scan: verified }, { scan: needs }, {}, { scan: needs }])).toEqual([0, 0, 1, 1, 2]);
  });
});
