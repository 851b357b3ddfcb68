/** How the dashboard describes a conversion's data quality: one function decides every state. */

/** How the opening balance, every row's balance and the closing balance agreed. */
export type BalanceCheck = 'passed' | 'failed' | 'unavailable';

/** Where the year of the dates came from: printed on every row, the statement period, the user, or assumed. */
export type YearSource = 'printed' | 'period' | 'user' | 'assumed';
export const YEAR_SOURCES: readonly YearSource[] = ['printed', 'period', 'user', 'assumed'];

export interface DataQuality {
  isComplete: boolean;
  qualityScore: number;
  unknownDates: number;
  unknownDescriptions: number;
  unknownAmounts: number;
  totalTransactions: number;
  /** Rows printed after the statement's end as not yet processed: left out of the conversion, on purpose. */
  pendingLeftOut?: number;
}

/** Breaks where the balances agree only because the conversion assumed something on the row: the user decides. */
export type AssumedKind =
  | 'unconfirmed-sign'
  | 'amount-from-balance'
  | 'description-placement'
  | 'date-order'
  | 'sign-against-label'
  | 'scan-review';
export const ASSUMED_KINDS: readonly AssumedKind[] = [
  'unconfirmed-sign',
  'amount-from-balance',
  'description-placement',
  'date-order',
  'sign-against-label',
  'scan-review',
];
export const isAssumed = (b: Pick<QualityBreak, 'kind'>): boolean =>
  (ASSUMED_KINDS as readonly string[]).includes(b.kind);

/** One place the balances disagree; `date` is the row's date (ISO) when the row has one. */
export interface QualityBreak {
  /** Index into the transactions, or -1 for statement-level checks (closing balance, printed totals). */
  index: number;
  page: number | null;
  row: number | null;
  /**
   * A running balance, a brought/carried-forward line, the closing balance or a printed total that did not agree; or
   * `unconfirmed-sign`: a row whose sign nothing on the statement confirms (the first row, with no opening balance
   * before it and no sign printed), so it was assumed; or `amount-from-balance`: a row whose amount could not be read,
   * taken as the move of the balances around it, so the balance check cannot vouch for it; or `description-placement`:
   * a row whose wrapped description lines the page's layout could as well give to the row beside it; or
   * `unexplained-line`: a line printed as a posting (a date and a figure) that no row took, such as another account's
   * rows after the closing balance; or `unread-figure`: a figure in a figure column that no row took; or `date-order`:
   * the first row whose date (`5/3/24`) reads otherwise month first, when nothing on the statement shows which it is;
   * or `unread-section`: another account's section starts there (its own account number, opening and closing) and
   * none of its rows could be read; or `sign-against-label`: a row the balances read with the sign its column's label
   * denies (a figure under Money Out read as money in); or `scan-review`: a row of a scanned statement whose reading
   * (date, amount or balance) the balance chain and the statement's dates could not prove.
   */
  kind:
    | 'row-balance'
    | 'checkpoint'
    | 'closing-balance'
    | 'total-credits'
    | 'total-debits'
    | 'unread-section'
    | AssumedKind
    | UnreadKind;
  /**
   * The rows' figure (for `unconfirmed-sign`: the amount as read, its sign assumed; for `amount-from-balance`: the
   * amount taken).
   */
  expected: number;
  /** The statement's figure (for the assumed kinds: the balance printed on the row). */
  actual: number;
  /** The date of the row where the chain breaks (statement-level checks: null). */
  date?: string | null;
  /** For the unread kinds: the line's first words, to find it on the page (`actual` is the figure on it). */
  text?: string;
}

/** Lines of the statement's table that no row, continuation or named line took: the statement is not ready. */
export type UnreadKind = 'unexplained-line' | 'unread-figure';
export const isUnread = (b: Pick<QualityBreak, 'kind'>): boolean =>
  b.kind === 'unexplained-line' || b.kind === 'unread-figure';

export const QUALITY_TEXT = {
  complete: 'Complete - ready for your accounting software',
  major: 'Major data issues detected - Review before importing',
  reconciled: 'Balances reconcile ✓',
  unchecked: 'Balances not checked: the statement prints no balances to check against',
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A statement date as the dashboard prints it.
 * @example statementDate('2025-12-13') // '13 Dec 2025'
 */
export function statementDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/**
 * Rand with thousands spaced and two decimals, minus for money out.
 * @example formatMoney(-1234.5) // '-R 1 234.50'
 */
export function formatMoney(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 && cents > 0 ? '-' : ''}R ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const KIND_TEXT: Record<QualityBreak['kind'], string> = {
  'row-balance': 'balance',
  checkpoint: 'brought-forward balance',
  'closing-balance': 'closing balance',
  'total-credits': 'total money in',
  'total-debits': 'total money out',
  'unread-section': "another account's section",
  'unconfirmed-sign': 'sign of a row',
  'amount-from-balance': 'amount of a row',
  'description-placement': 'description of a row',
  'unexplained-line': 'line not read',
  'unread-figure': 'figure not read',
  'date-order': 'date of a row',
  'sign-against-label': 'sign of a row',
  'scan-review': 'scanned row',
};

/**
 * Where a break is, in the words of the row: page, row and date, or the statement-level check.
 * @example breakPlace({ index: 3, page: 2, row: 14, kind: 'row-balance', expected: 1, actual: 2, date: '2025-12-13' })
 * // 'page 2, row 14 (13 Dec 2025)'
 */
export function breakPlace(b: QualityBreak): string {
  if (b.page === null || b.row === null) return `the ${KIND_TEXT[b.kind]}`;
  return `page ${b.page}, row ${b.row}${b.date ? ` (${statementDate(b.date)})` : ''}`;
}

/**
 * One line per break, for the expanded list.
 * @example breakDetail({ index: 3, page: 2, row: 14, kind: 'row-balance', expected: 100, actual: 200, date:
 * '2025-12-13' }) // 'Page 2, row 14 (13 Dec 2025): statement shows R 200.00, the rows add up to R 100.00'
 */
export function breakDetail(b: QualityBreak): string {
  const place = breakPlace(b);
  const where = `${place[0]?.toUpperCase()}${place.slice(1)}`;
  if (b.kind === 'unconfirmed-sign')
    return `${where}: read as ${formatMoney(b.expected)}, but no balance before it confirms the sign`;
  if (b.kind === 'amount-from-balance')
    return `${where}: no amount could be read; ${formatMoney(b.expected)} was taken from the change in balance`;
  if (b.kind === 'unread-section')
    return `${where}: another account's section starts here, and its rows could not be read`;
  if (b.kind === 'description-placement')
    return `${where}: its description's wrapped lines may belong to the row above or below`;
  if (b.kind === 'unexplained-line')
    return `${where}: a line printed like a transaction was not read ("${b.text ?? ''}", ${formatMoney(b.actual)})`;
  if (b.kind === 'unread-figure')
    return `${where}: the figure ${formatMoney(b.actual)} was not read ("${b.text ?? ''}")`;
  if (b.kind === 'sign-against-label')
    return `${where}: the balances read it as ${formatMoney(b.expected)}, against the column it is printed in`;
  if (b.kind === 'scan-review')
    return `${where}: the scan could not be read with certainty (${b.text ?? 'check the row against the scan'})`;
  if (b.kind === 'date-order')
    return (
      `${where}: dates read day first (5/3 as 5 March); nothing on the ` +
      `statement shows whether the month comes first`
    );
  return `${where}: statement shows ${formatMoney(b.actual)}, the rows add up to ${formatMoney(b.expected)}`;
}

export interface YearFacts {
  yearSource?: YearSource;
  year?: number | null;
  /** The year the user typed when converting. */
  userYear?: number;
}

/**
 * The note when the statement prints its own dates and the user's year was not used.
 * @example unusedYearNote({ yearSource: 'printed', year: 2024, userYear: 1999 }) // 'Statement dates use 2024; your
 * 1999 was not needed'
 */
export function unusedYearNote(f: YearFacts): string | null {
  if ((f.yearSource === 'printed' || f.yearSource === 'period') && f.year && f.userYear && f.userYear !== f.year) {
    return `Statement dates use ${f.year}; your ${f.userYear} was not needed`;
  }
  return null;
}

export type QualityLevel = 'complete' | 'review' | 'major';

export interface QualityState {
  /** 'complete' only when the balances did not fail, every field was read and no year is waiting. */
  level: QualityLevel;
  ready: boolean;
  /** The headline of the row. */
  text: string;
  balanceCheck: BalanceCheck;
  /**
   * "Balances reconcile ✓", "Balance breaks at page P, row R (date): check before importing", "Sign not confirmed at
   * page P, row R (date): check before importing", "Amount taken from the balance at page P, row R (date): check
   * before importing", or not checked.
   */
  reconciliation: string;
  /** Every break, one line each, for the expanded list. */
  breakDetails: string[];
  /** "Year assumed: 2025" while the user has not confirmed or changed an assumed year. */
  yearPending: string | null;
  /** Other lines worth showing: unread fields, a year typed but not needed. */
  notes: string[];
}

export interface QualityInput extends YearFacts {
  dataQuality: DataQuality & { balanceCheck?: BalanceCheck; breaks?: QualityBreak[] };
}

const HEADLINE: Partial<Record<QualityBreak['kind'], string>> = {
  'unconfirmed-sign': 'Sign not confirmed',
  'amount-from-balance': 'Amount taken from the balance',
  'description-placement': 'Description lines not certain',
  'unexplained-line': 'Line not read',
  'unread-figure': 'Figure not read',
  'date-order': 'Day and month order not certain',
  'sign-against-label': 'Sign against its column',
  'scan-review': 'Scanned row not certain',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Pending items after the statement's end are not the statement's postings: the user is told they were left out.
 * @example pendingNote(3) // '3 pending transactions after the end of the statement were left out'
 */
export function pendingNote(count: number): string | null {
  if (count <= 0) return null;
  return (
    `${plural(count, 'pending transaction', 'pending transactions')} after ` +
    `the end of the statement ${count === 1 ? 'was' : 'were'} left out`
  );
}

/**
 * The one decision of how a completed conversion is described. A failed balance check or an assumed
 * year is never ready; a count of zero rows to review is never shown.
 * @example conversionQuality({ dataQuality: { isComplete: true, qualityScore: 100, unknownDates: 0,
 * unknownDescriptions: 0, unknownAmounts: 0, totalTransactions: 4, balanceCheck: 'passed', breaks: [] } }).text //
 * 'Complete - ready for your accounting software'
 */
export function conversionQuality(input: QualityInput): QualityState {
  const q = input.dataQuality;
  const balanceCheck: BalanceCheck = q.balanceCheck ?? 'unavailable';
  const breaks = q.breaks ?? [];
  const failed = balanceCheck === 'failed';
  // A balance that breaks says more than something assumed on a row: it is named first.
  const atRow = breaks.filter((b) => b.page !== null && b.row !== null);
  const first = atRow.find((b) => !isAssumed(b)) ?? atRow[0] ?? breaks[0];
  const reconciliation = failed
    ? first
      ? first.page !== null && first.row !== null
        ? `${HEADLINE[first.kind] ?? 'Balance breaks'} at ${breakPlace(first)}: check before importing`
        : `Balances do not reconcile at ${breakPlace(first)}: check before importing`
      : 'Balances do not reconcile: check before importing'
    : balanceCheck === 'passed'
      ? QUALITY_TEXT.reconciled
      : QUALITY_TEXT.unchecked;
  const yearPending = input.yearSource === 'assumed' && input.year ? `Year assumed: ${input.year}` : null;
  const unread = reviewCount(q);
  const notes: string[] = [];
  if (unread > 0) notes.push(`${plural(unread, 'transaction needs', 'transactions need')} review`);
  const unused = unusedYearNote(input);
  if (unused) notes.push(unused);

  const ready = q.isComplete && !failed && !yearPending && q.totalTransactions > 0;
  let level: QualityLevel;
  let text: string;
  if (ready) {
    level = 'complete';
    text = QUALITY_TEXT.complete;
  } else if (q.qualityScore < REVIEW_SCORE_THRESHOLD) {
    level = 'major';
    text = QUALITY_TEXT.major;
  } else {
    level = 'review';
    text = failed
      ? reconciliation
      : yearPending
        ? 'Confirm the year before importing'
        : (notes[0] ?? 'Review before importing');
  }
  // Said after the headline is chosen: rows left out on purpose are never why a statement needs review.
  const pending = pendingNote(q.pendingLeftOut ?? 0);
  if (pending) notes.push(pending);
  return {
    level,
    ready,
    text,
    balanceCheck,
    reconciliation,
    breakDetails: breaks.map(breakDetail),
    yearPending,
    notes,
  };
}

/**
 * The short level and text, for places that show one line.
 * @example qualitySummary({ isComplete: false, qualityScore: 95, unknownDates: 2, unknownDescriptions: 0,
 * unknownAmounts: 0, totalTransactions: 40 }) // { level: 'review', text: '2 transactions need review' }
 */
export function qualitySummary(
  q: QualityInput['dataQuality'],
  year: YearFacts = {},
): { level: QualityLevel; text: string } {
  const state = conversionQuality({ ...year, dataQuality: q });
  return { level: state.level, text: state.text };
}
