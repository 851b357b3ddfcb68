/** How the dashboard describes a conversion's data quality. */

/** How the opening balance, every row's balance and the closing balance agreed. */
export type BalanceCheck = 'passed' | 'failed' | 'unavailable';

export interface DataQuality {
  isComplete: boolean;
  qualityScore: number;
  unknownDates: number;
  unknownDescriptions: number;
  unknownAmounts: number;
  totalTransactions: number;
}

export const QUALITY_TEXT = {
  complete: 'Complete - ready for your accounting software',
  major: 'Major data issues detected - Review before importing',
} as const;

export const REVIEW_SCORE_THRESHOLD = 90;

/**
 * Rows that need review: the unknown fields, never more than the rows there are.
 * @example reviewCount({ unknownDates: 2, unknownDescriptions: 1, unknownAmounts: 0, totalTransactions: 50 }) // 3
 */
export function reviewCount(q: Omit<DataQuality, 'isComplete' | 'qualityScore'>): number {
  const sum = q.unknownDates + q.unknownDescriptions + q.unknownAmounts;
  return Math.max(0, Math.min(sum, q.totalTransactions));
}

export type QualityLevel = 'complete' | 'review' | 'major';

/**
 * The level and text shown for a conversion's data quality.
 * @example qualitySummary({ isComplete: false, qualityScore: 95, unknownDates: 2, unknownDescriptions: 0, unknownAmounts: 0, totalTransactions: 40 }) // { level: 'review', text: '2 transactions need review' }
 */
export function qualitySummary(q: DataQuality): { level: QualityLevel; text: string } {
  if (q.isComplete) return { level: 'complete', text: QUALITY_TEXT.complete };
  if (q.qualityScore >= REVIEW_SCORE_THRESHOLD) {
    const n = reviewCount(q);
    return { level: 'review', text: n === 1 ? '1 transaction needs review' : `${n} transactions need review` };
  }
  return { level: 'major', text: QUALITY_TEXT.major };
}
