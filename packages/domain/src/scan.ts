/** What a scanned statement's rows carry: how the balance chain judged each reading of the OCR. */

/**
 * `verified`: the chain confirms the row as read; `corrected`: a few look-alike characters changed made it
 * reconcile (what was read is kept in `read`); `needs-review`: nothing proves it, the user checks it against the scan.
 */
export type ScanVerdict = 'verified' | 'corrected' | 'needs-review';

/** Where a row's lines sit on its page, in PDF points from the page's top edge: the crop shown beside it. */
export interface ScanBox {
  page: number;
  top: number;
  bottom: number;
}

export interface ScanRowCheck {
  verdict: ScanVerdict;
  /** The texts as OCR read them, for the fields the verdict changed or doubts. */
  read?: { date?: string; amount?: string; balance?: string };
  /** Why the row needs review, in the user's words. */
  reason?: string;
  box?: ScanBox;
}

/** A scanned statement's summary, on the statement and the row. */
export interface ScanSummary {
  verified: number;
  corrected: number;
  needsReview: number;
}

/** How the review names a row's verdict: in words, never by colour alone. */
export const SCAN_VERDICT_TEXT: Record<ScanVerdict, string> = {
  verified: 'Verified',
  corrected: 'Corrected',
  'needs-review': 'Needs review',
};

/** A row that needed review once the user confirmed or changed it. */
export const SCAN_CHECKED_TEXT = 'Checked by you';

/**
 * A scanned statement in one line, for the dashboard row and the review; `checked` of the rows that needed review the
 * user has confirmed or changed since.
 * @example scanNote({ verified: 48, corrected: 2, needsReview: 1 }) // 'Scanned, read by OCR: 48 rows verified, 2
 * corrected, 1 needs review'
 */
export function scanNote(s: ScanSummary, checked = 0): string {
  const open = s.needsReview - checked;
  const parts = [
    `${s.verified} ${s.verified === 1 ? 'row' : 'rows'} verified`,
    ...(s.corrected > 0 ? [`${s.corrected} corrected`] : []),
    ...(open > 0 ? [`${open} ${open === 1 ? 'needs' : 'need'} review`] : []),
    ...(checked > 0 ? [`${checked} checked by you`] : []),
  ];
  return `Scanned, read by OCR: ${parts.join(', ')}`;
}

/** At least this share of rows verified or corrected, or the scan is refused and nothing is charged. */
export const SCAN_MIN_PROVEN_SHARE = 0.9;

/** Said in the convert dialog beside the price of a scan. */
export const SCAN_PRICE_NOTE = 'scanned: read by OCR';

/**
 * Whether a scan's reading is good enough to hand over.
 * @example scanProven({ verified: 90, corrected: 0, needsReview: 10 }) // true
 */
export function scanProven(s: ScanSummary): boolean {
  const total = s.verified + s.corrected + s.needsReview;
  return total > 0 && (s.verified + s.corrected) / total >= SCAN_MIN_PROVEN_SHARE;
}
