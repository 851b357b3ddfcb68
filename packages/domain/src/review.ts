/** The review table's rows and the checks run on them, shared by the SPA (live) and the API (on save). */
import { exportText } from './export-text';
import { isAssumed, type AssumedKind, type BalanceCheck, type QualityBreak, type YearSource } from './quality';
import { checkRowsFrom } from './review-chain';
import type { ScanRowCheck } from './scan';
import { withSections, type ReviewSection } from './review-sections';

/** One transaction as stored for review: where it was printed, and its printed running balance. */
export interface ReviewTransaction {
  /** ISO `YYYY-MM-DD`, or null when no date could be read. */
  date: string | null;
  description: string;
  /** Signed rand, money in positive; null when it could not be read. */
  amount: number | null;
  /** The running balance the statement printed on this row, if any. */
  balance: number | null;
  /** Page and row on the statement; null for a row the user added. */
  page: number | null;
  row: number | null;
  /** The statement's own reference for the row, where its layout prints one. */
  reference?: string;
  /** Left out of every export, kept so it can be brought back. */
  excluded?: boolean;
  /** What the conversion assumed on the row (its sign, its amount) and the user has not yet confirmed or changed. */
  assumed?: AssumedKind;
  /**
   * The statement drew the description (or its start) as an image: only the text layer's part is here. Kept while the
   * description is unchanged.
   */
  descriptionAsImage?: true;
  /** The statement drew the description (or its start) as an image and it was read by OCR. Kept while unchanged. */
  descriptionFromImage?: true;
  /** On a statement of several accounts: which one the row is in (its index in the statement's sections). */
  section?: number;
  /** A scanned statement's row: the chain's verdict on what OCR read. */
  scan?: ScanRowCheck;
}

/** A row as the SPA sends it on save: `source` points at the extracted row it came from, null for an added row. */
export interface EditedTransaction {
  source: number | null;
  date: string | null;
  description: string;
  /** Null only for an extracted row whose amount could not be read and was left so. */
  amount: number | null;
  excluded?: boolean;
  /** The user kept what the conversion assumed on the row as it is. */
  confirmed?: boolean;
}

/** `GET /conversions/{id}/transactions`. */
export interface TransactionsView {
  /** 0 is the extraction; each save gets a number higher than any before it. A save names the version it edits. */
  version: number;
  openingBalance: number | null;
  closingBalance: number | null;
  year: number | null;
  yearSource: YearSource | null;
  /** The rows of this version, excluded ones included (flagged). */
  transactions: ReviewTransaction[];
  /** The extracted rows, for pointing edits at their source and for undo. */
  original: ReviewTransaction[];
  /** A statement of several accounts: each one's number, opening and closing, in print order (rows carry `section`). */
  sections?: ReviewSection[];
  /**
   * What the conversion could not read (lines, figures, sections): named in the review until answered
   * (`standingUnread`).
   */
  unread?: QualityBreak[];
  /** A scanned statement: for each extracted row (index into `original`) that needs review, its line's image. */
  crops?: Record<number, string>;
}

export const REVIEW_LIMITS = { maxRows: 20_000, maxAdded: 500, maxDescription: 500, maxAmount: 1_000_000_000 } as const;

const cents = (n: number): number => Math.round(n * 100);

export interface RowCheck {
  /** Running balance after each included row (null for excluded rows or when no opening is known). */
  running: (number | null)[];
  breaks: QualityBreak[];
  check: BalanceCheck;
  moneyIn: number;
  moneyOut: number;
  count: number;
}

/**
 * Runs the balance from the opening through every included row and checks it against each printed
 * balance and the closing balance. The run carries on from each printed balance, so a wrong amount
 * breaks at its own row only (as the converter's check does).
 * @example checkRows([{ date: null, description: 'a', amount: 5, balance: 15, page: 1, row: 1 }], 10, 15).check //
 * 'passed'
 */
export function checkRows(
  rows: readonly ReviewTransaction[],
  opening: number | null,
  closing: number | null,
): RowCheck {
  const { running, breaks, check, moneyIn, moneyOut, count } = checkRowsFrom(rows, opening, closing);
  return { running, breaks, check, moneyIn, moneyOut, count };
}

/**
 * An opening the converter worked out from a row whose sign nothing confirmed (its `unconfirmed-sign` break:
 * the opening is that row's printed balance less its amount as read) follows that row, so flipping or
 * correcting it in review moves the opening with it. An opening the statement printed never moves.
 */
export function openingAfterEdits(
  opening: number | null,
  breaks: readonly QualityBreak[],
  rows: readonly ReviewTransaction[],
): number | null {
  const guessed = breaks.find((b) => b.kind === 'unconfirmed-sign' && b.page !== null && b.row !== null);
  if (!guessed || opening === null || cents(guessed.actual) - cents(guessed.expected) !== cents(opening))
    return opening;
  const row = rows.find((t) => t.page === guessed.page && t.row === guessed.row && !t.excluded);
  return row && row.amount !== null ? (cents(guessed.actual) - cents(row.amount)) / 100 : opening;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `iso` is a real calendar date.
 * @example isIsoDate('2025-02-29') // false
 */
export function isIsoDate(iso: string): boolean {
  const m = ISO.exec(iso);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * Moves a date by whole years (setting the year for every row keeps the December→January step).
 * Null when the day does not exist in the new year (29 February).
 * @example shiftYear('2025-12-28', -1) // '2024-12-28'
 */
export function shiftYear(iso: string, years: number): string | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const next = `${String(Number(m[1]) + years).padStart(4, '0')}-${m[2]}-${m[3]}`;
  return isIsoDate(next) ? next : null;
}

export const REVIEW_MESSAGES = {
  tooMany: 'Too many rows: a statement can have at most 20,000.',
  tooManyAdded: 'At most 500 rows can be added to one statement.',
  badSource: 'A row points at a transaction this statement does not have. Reload and try again.',
  duplicateSource: 'A transaction appears twice. Reload and try again.',
  badDate: (n: number) => `Row ${n}: enter a real date (day, month and year).`,
  dateYear: (n: number) => `Row ${n}: the year must be between 1990 and next year.`,
  badAmount: (n: number) => `Row ${n}: enter an amount in rand and cents, for example 1250.00.`,
  longDescription: (n: number) => `Row ${n}: the description is longer than 500 characters.`,
  addedNeedsDate: (n: number) => `Row ${n}: an added row needs a date.`,
  nothingToSave: 'Nothing to save: change a row or the year first.',
  noTransactions: 'This conversion has no transactions to review. Convert the statement again to review it.',
  saved: 'Saved: the files now hold your edits.',
  restored: 'Back to the transactions as extracted.',
  /** 409: another tab, window or click saved (or undid) first; the edits on screen were not saved. */
  savedElsewhere:
    'This review was saved in another tab or window after you opened it, so ' +
    'your changes were not saved. Reload to see the saved version, then ' +
    'make your changes again.',
  noVersion: 'This page is out of date. Reload it and make your changes again.',
} as const;

/**
 * The first problem with a review's rows, or null: dates real and in range, amounts in cents, each
 * extracted row used once, few enough added rows.
 * @example validateEdits([{ source: 0, date: '2025-02-30', description: 'x', amount: 1 }], 1, 2026) // 'Row 1: enter a
 * real date (day, month and year).'
 */
export function validateEdits(
  edits: readonly EditedTransaction[],
  originalCount: number,
  maxYear: number,
): string | null {
  if (edits.length > REVIEW_LIMITS.maxRows) return REVIEW_MESSAGES.tooMany;
  if (edits.filter((e) => e.source === null).length > REVIEW_LIMITS.maxAdded) return REVIEW_MESSAGES.tooManyAdded;
  const seen = new Set<number>();
  for (const [i, e] of edits.entries()) {
    const n = i + 1;
    if (e.source !== null) {
      if (!Number.isInteger(e.source) || e.source < 0 || e.source >= originalCount) return REVIEW_MESSAGES.badSource;
      if (seen.has(e.source)) return REVIEW_MESSAGES.duplicateSource;
      seen.add(e.source);
    } else if (e.date === null) return REVIEW_MESSAGES.addedNeedsDate(n);
    if (e.date !== null) {
      if (!isIsoDate(e.date)) return REVIEW_MESSAGES.badDate(n);
      const year = Number(e.date.slice(0, 4));
      if (year < 1990 || year > maxYear) return REVIEW_MESSAGES.dateYear(n);
    }
    if (
      e.amount === null
        ? e.source === null
        : typeof e.amount !== 'number' ||
          !Number.isFinite(e.amount) ||
          Math.abs(e.amount) > REVIEW_LIMITS.maxAmount ||
          Math.abs(Math.round(e.amount * 100) - e.amount * 100) > 1e-6
    ) {
      return REVIEW_MESSAGES.badAmount(n);
    }
    if (e.description.length > REVIEW_LIMITS.maxDescription) return REVIEW_MESSAGES.longDescription(n);
  }
  return null;
}

/**
 * What the conversion assumed and the user has not yet looked at, by extracted row: from the extraction's breaks, or,
 * once saved, from the rows of the current version (found by page and row).
 */
export function pendingAssumptions(
  original: readonly ReviewTransaction[],
  breaks: readonly QualityBreak[],
  current?: readonly ReviewTransaction[],
): Map<number, AssumedKind> {
  const pending = new Map<number, AssumedKind>();
  if (!current) {
    for (const b of breaks) if (b.index >= 0 && isAssumed(b)) pending.set(b.index, b.kind as AssumedKind);
    return pending;
  }
  for (const t of current) {
    if (!t.assumed || t.page === null || t.row === null) continue;
    const i = original.findIndex((o) => o.page === t.page && o.row === t.row);
    if (i >= 0) pending.set(i, t.assumed);
  }
  return pending;
}

/**
 * The saved rows: an edited row keeps its printed balance, reference, page and row from the extraction (the
 * bank's figures are never taken from the client); an added row has none. What the conversion assumed on a row
 * (`pending`) stays to be looked at until the user confirms it, changes its amount or leaves the row out; a
 * description the statement drew as an image stays flagged (or, read by OCR, marked so) until the user changes it. A
 * row keeps its account; an added one joins the account of the row above it.
 */
export function applyEdits(
  original: readonly ReviewTransaction[],
  edits: readonly EditedTransaction[],
  pending: ReadonlyMap<number, AssumedKind> = new Map(),
): ReviewTransaction[] {
  const rows = edits.map((e) => {
    const from = e.source === null ? null : original[e.source];
    const assumed = e.source === null || e.confirmed || e.excluded ? undefined : pending.get(e.source);
    const unchanged =
      from !== null &&
      from !== undefined &&
      e.amount !== null &&
      from.amount !== null &&
      cents(e.amount) === cents(from.amount);
    // Saved as every export writes it, so the review shows what the files hold.
    const description = exportText(e.description);
    // Text drawn as an image stays named until the user writes the description.
    const image = from?.descriptionAsImage && description === from.description;
    // Read by OCR, until the user writes it.
    const read = from?.descriptionFromImage && description === from.description;
    const row: ReviewTransaction = {
      date: e.date,
      description,
      amount: e.amount === null ? null : Math.round(e.amount * 100) / 100,
      balance: from ? from.balance : null,
      page: from ? from.page : null,
      row: from ? from.row : null,
      ...(from?.reference ? { reference: from.reference } : {}),
      ...(assumed && unchanged ? { assumed } : {}),
      ...(image ? { descriptionAsImage: true as const } : {}),
      ...(read ? { descriptionFromImage: true as const } : {}),
      ...(from?.section !== undefined ? { section: from.section } : {}),
    };
    return e.excluded ? { ...row, excluded: true } : row;
  });
  return withSections(rows);
}
