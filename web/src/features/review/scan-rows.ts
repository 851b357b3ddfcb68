import {
  SCAN_CHECKED_TEXT,
  SCAN_VERDICT_TEXT,
  dayMonthYear,
  formatMoney,
  type ReviewTransaction,
  type ScanRowCheck,
  type ScanSummary,
  type ScanVerdict,
  type TransactionsView,
} from '@bankcsv/domain';

/** What the review shows of a scanned row, worked out once when the rows load. */
export interface RowScan {
  verdict: ScanVerdict;
  /** What OCR read of the fields the verdict changed or doubts, and (corrected) what each became. */
  notes: string[];
  /** Why the row needs review, in the user's words. */
  reason?: string;
  /** The image of the row's line of the scan (a row that needs review). */
  crop?: string;
}

/** A row's verdict as shown: a row that needed review and that the user confirmed or changed is checked. */
export type ShownVerdict = ScanVerdict | 'checked';

export const SHOWN_VERDICT_TEXT: Record<ShownVerdict, string> = { ...SCAN_VERDICT_TEXT, checked: SCAN_CHECKED_TEXT };

/** Said when the conversion gave no reason of its own. */
export const SCAN_REASON_DEFAULT = 'The scan could not be read with certainty: check the row against its line.';

const FIELDS = [
  ['date', 'Date', (t: ReviewTransaction) => (t.date ? dayMonthYear(t.date) : null)],
  ['amount', 'Amount', (t: ReviewTransaction) => (t.amount === null ? null : formatMoney(t.amount))],
  ['balance', 'Balance', (t: ReviewTransaction) => (t.balance === null ? null : formatMoney(t.balance))],
] as const;

/**
 * `Amount read as 1 284.56, corrected to -R 1 234.56` for each field OCR read otherwise than the row holds; a row that
 * needs review says only what was read (its value is the one in doubt).
 */
function readNotes(check: ScanRowCheck, extracted: ReviewTransaction): string[] {
  const read = check.read ?? {};
  return FIELDS.flatMap(([key, label, value]) => {
    const text = read[key];
    if (text === undefined) return [];
    const became = value(extracted);
    return check.verdict === 'corrected' && became !== null
      ? [`${label} read as ${text}, corrected to ${became}`]
      : [`${label} read as ${text}`];
  });
}

/** The scan facts of the extracted row `source` (an added row has none). */
export function rowScan(view: TransactionsView, source: number | null): RowScan | undefined {
  const extracted = source === null ? undefined : view.original[source];
  const check = extracted?.scan;
  if (!extracted || !check || source === null) return undefined;
  const crop = view.crops?.[source];
  return {
    verdict: check.verdict,
    notes: readNotes(check, extracted),
    ...(check.verdict === 'needs-review' ? { reason: check.reason ?? SCAN_REASON_DEFAULT } : {}),
    ...(crop ? { crop } : {}),
  };
}

/** Whether the review shows a line under the row: what was read, why it needs review, its line's image. */
export const hasScanLine = (scan: RowScan | undefined): scan is RowScan =>
  scan !== undefined && scan.verdict !== 'verified';

/**
 * The row's verdict as shown: one that needs review stays so while anything still flags it (`open`: an assumption to
 * confirm, a broken balance, a date or an amount missing), and is checked by the user once nothing does.
 */
export function shownVerdict(scan: RowScan, open: boolean): ShownVerdict {
  return scan.verdict === 'needs-review' && !open ? 'checked' : scan.verdict;
}

/** The statement's rows by verdict as they stand, and how many of those that needed review the user checked. */
export function scanTally(
  rows: readonly { scan?: RowScan }[],
  openAt: (index: number) => boolean,
): { summary: ScanSummary; checked: number } | null {
  const summary: ScanSummary = { verified: 0, corrected: 0, needsReview: 0 };
  let checked = 0;
  let any = false;
  rows.forEach((r, i) => {
    if (!r.scan) return;
    any = true;
    if (r.scan.verdict === 'verified') summary.verified += 1;
    else if (r.scan.verdict === 'corrected') summary.corrected += 1;
    else {
      summary.needsReview += 1;
      if (!openAt(i)) checked += 1;
    }
  });
  return any ? { summary, checked } : null;
}

/**
 * How many scan lines (`hasScanLine`) come before each row, and in all at the end: each line is a row of the table,
 * so every row's aria-rowindex counts those above it.
 * @example scanLinesBefore([{}, { scan: corrected }, {}]) // [0, 0, 1, 1]
 */
export function scanLinesBefore(rows: readonly { scan?: RowScan }[]): number[] {
  const before = [0];
  rows.forEach((r, i) => before.push((before[i] ?? 0) + (hasScanLine(r.scan) ? 1 : 0)));
  return before;
}
