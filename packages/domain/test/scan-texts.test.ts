import { describe, expect, it } from 'vitest';
import { SCAN_VERDICT_TEXT, scanNote } from '../src';

describe('scanNote', () => {
  it('counts the rows by verdict, leaving out the verdicts no row has', () => {
    expect(scanNote({ verified: 48, corrected: 2, needsReview: 1 })).toBe(
      'Scanned, read by OCR: 48 rows verified, 2 corrected, 1 needs review',
    );
    expect(scanNote({ verified: 1, corrected: 0, needsReview: 3 })).toBe(
      'Scanned, read by OCR: 1 row verified, 3 need review',
    );
    expect(scanNote({ verified: 20, corrected: 0, needsReview: 0 })).toBe('Scanned, read by OCR: 20 rows verified');
  });

  it('names the rows the user checked apart from those still to review', () => {
    expect(scanNote({ verified: 48, corrected: 2, needsReview: 3 }, 1)).toBe(
      'Scanned, read by OCR: 48 rows verified, 2 corrected, 2 need review, 1 checked by you',
    );
    expect(scanNote({ verified: 48, corrected: 0, needsReview: 1 }, 1)).toBe(
      'Scanned, read by OCR: 48 rows verified, 1 checked by you',
    );
  });

  it('has words for every verdict', () => {
    expect(Object.values(SCAN_VERDICT_TEXT)).toEqual(['Verified', 'Corrected', 'Needs review']);
  });
});
