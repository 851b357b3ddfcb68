import type { QualityBreak, ReviewTransaction, TransactionsView } from '@bankcsv/domain';
import type { Conversion } from '../lib/conversions';
import { completedConversion } from './conversion';

/** The image of row 5's line, as the API links it. */
export const SCAN_CROP_URL = 'https://files.example/crops/c1/4.png';

const row = (n: number, date: string, description: string, amount: number, balance: number): ReviewTransaction => ({
  date,
  description,
  amount,
  balance,
  page: 1,
  row: n,
});

/**
 * A scanned statement of five rows: three verified, one corrected (its amount read as 1 284.56) and one that needs
 * review (its amount smudged), with the image of that one's line. The balances agree with every row.
 */
export function scannedView(): TransactionsView {
  const original: ReviewTransaction[] = [
    { ...row(1, '2026-01-02', 'Salary', 5000, 6000), scan: { verdict: 'verified' } },
    { ...row(2, '2026-01-03', 'Rent', -2000, 4000), scan: { verdict: 'verified' } },
    {
      ...row(3, '2026-01-05', 'Woolworths', -1234.56, 2765.44),
      scan: { verdict: 'corrected', read: { amount: '1 284.56' } },
    },
    { ...row(4, '2026-01-07', 'Fuel', -500, 2265.44), scan: { verdict: 'verified' } },
    {
      ...row(5, '2026-01-09', 'Pharmacy', -300, 1965.44),
      scan: { verdict: 'needs-review', read: { amount: '3O0.00' }, reason: 'The amount is smudged on the scan.' },
    },
  ];
  return {
    version: 0,
    openingBalance: 1000,
    closingBalance: 1965.44,
    year: 2026,
    yearSource: 'period',
    transactions: original,
    original,
    crops: { 4: SCAN_CROP_URL },
  };
}

/** Row 5 of `scannedView`, flagged for review as the conversion flags it. */
export const SCAN_REVIEW_BREAK: QualityBreak = {
  index: 4,
  page: 1,
  row: 5,
  kind: 'scan-review',
  expected: -300,
  actual: 1965.44,
  date: '2026-01-09',
  text: 'the amount is smudged on the scan',
};

/** The conversion of `scannedView` as the API lists it: not ready while row 5 needs review. */
export function scannedConversion(extra: Partial<Conversion> = {}): Conversion {
  return completedConversion({
    transactionsVersion: 0,
    dataQuality: {
      isComplete: false,
      qualityScore: 99,
      unknownDates: 0,
      unknownDescriptions: 0,
      unknownAmounts: 0,
      totalTransactions: 5,
      balanceCheck: 'failed',
      breaks: [SCAN_REVIEW_BREAK],
    },
    scanned: { verified: 3, corrected: 1, needsReview: 1 },
    ...extra,
  });
}
