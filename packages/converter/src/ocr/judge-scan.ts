/**
 * A scanned statement's verdict, row by row: what the balance chain and the statement's dates prove of what OCR read.
 * A scan whose rows are not proven well enough is refused (and charged nothing), never handed over half read.
 */
import { ConversionError, scanProven, type ScanRowCheck, type ScanSummary } from '@bankcsv/domain';
import type { Statement } from '../types';

const summaryOf = (checks: readonly ScanRowCheck[]): ScanSummary => ({
  verified: checks.filter((c) => c.verdict === 'verified').length,
  corrected: checks.filter((c) => c.verdict === 'corrected').length,
  needsReview: checks.filter((c) => c.verdict === 'needs-review').length,
});

/** Gives every row its verdict; throws `SCAN_UNCLEAR` when too few rows are proven. */
export function judgeScan(statement: Statement): Statement {
  const doubted = new Set(statement.dataQuality.breaks.filter((b) => b.index >= 0).map((b) => b.index));
  const transactions = statement.transactions.map((t, i) => ({
    ...t,
    scan: {
      verdict: doubted.has(i) || t.amount === null || t.date === null ? 'needs-review' : 'verified',
    } as ScanRowCheck,
  }));
  const scanned = summaryOf(transactions.map((t) => t.scan));
  if (!scanProven(scanned)) throw new ConversionError('SCAN_UNCLEAR');
  return { ...statement, transactions, scanned };
}
