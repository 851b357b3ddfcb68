import {
  isIsoDate,
  shiftYear,
  type EditedTransaction,
  type ReviewTransaction,
  type TransactionsView,
} from '@bankcsv/domain';
import { rowScan, type RowScan } from './scan-rows';

/** One row of the review table as the user edits it: the amount is typed as money in or money out. */
export interface DraftRow {
  key: string;
  source: number | null;
  /** ISO once it is a real day; what the user typed (DD/MM/YYYY) while it is not one yet. */
  date: string;
  description: string;
  inText: string;
  outText: string;
  balance: number | null;
  page: number | null;
  row: number | null;
  excluded: boolean;
  /** The user looked at what the conversion assumed on this row (its sign, its amount) and kept it. */
  confirmed?: boolean;
  /**
   * The statement drew this description (or its start) as an image and the text layer held only this: flagged while it
   * stands.
   */
  imageText?: string;
  /** The statement drew this description as an image and OCR read it so: named as read by OCR while it stands. */
  ocrText?: string;
  /** On a statement of several accounts: the account the row is in (an added row: the one of the row above it). */
  section?: number;
  /** A scanned statement's row: its verdict, what OCR read, its line's image. */
  scan?: RowScan;
}

let nextKey = 0;
const newKey = () => `r${(nextKey += 1)}`;

const toText = (n: number) => n.toFixed(2);

/** Rows of a stored version → editable rows; `source` is found by page and row in the extraction. */
export function draftRows(view: TransactionsView): DraftRow[] {
  const used = new Set<number>();
  const sourceOf = (t: ReviewTransaction, i: number): number | null => {
    if (t.page === null || t.row === null) return null;
    const same = (o: ReviewTransaction | undefined, j: number) =>
      o !== undefined && !used.has(j) && o.page === t.page && o.row === t.row;
    // A saved version with added rows is longer than the extraction: its last rows have no extracted row at their
    // index.
    const j = same(view.original[i], i) ? i : view.original.findIndex(same);
    if (j < 0) return null;
    used.add(j);
    return j;
  };
  return view.transactions.map((t, i) => draftRow(t, sourceOf(t, i), view));
}

function draftRow(t: ReviewTransaction, source: number | null, view: TransactionsView): DraftRow {
  const scan = rowScan(view, source);
  return {
    key: newKey(),
    source,
    date: t.date ?? '',
    description: t.description,
    inText: t.amount !== null && t.amount > 0 ? toText(t.amount) : '',
    outText: t.amount !== null && t.amount < 0 ? toText(-t.amount) : '',
    balance: t.balance,
    page: t.page,
    row: t.row,
    excluded: Boolean(t.excluded),
    ...(t.descriptionAsImage ? { imageText: t.description } : {}),
    ...(t.descriptionFromImage ? { ocrText: t.description } : {}),
    ...(t.section !== undefined ? { section: t.section } : {}),
    ...(scan ? { scan } : {}),
  };
}

export function blankRowAfter(previous: DraftRow | undefined): DraftRow {
  const section = previous?.section;
  return {
    key: newKey(),
    source: null,
    date: previous?.date ?? '',
    description: '',
    inText: '',
    outText: '',
    balance: null,
    page: null,
    row: null,
    excluded: false,
    ...(section !== undefined ? { section } : {}),
  };
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** The signed amount a row stands for; undefined when what is typed is not an amount. */
/** `1 250,50` and `1,250.50` both mean 1250.50: a comma before the last one or two digits is the decimal comma. */
const normalise = (text: string): string => {
  const t = text.replace(/\s/g, '');
  return /^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t.replace(/,/g, '');
};

/**
 * What each row object stands for, worked out once: rows are never changed in place (an edit makes a new object), so
 * a keystroke reads the other 9,999 rows of a long statement from here instead of parsing them again.
 */
function perRow<T>(work: (r: DraftRow) => T): (r: DraftRow) => T {
  const known = new WeakMap<DraftRow, T>();
  return (r) => {
    if (known.has(r)) return known.get(r) as T;
    const value = work(r);
    known.set(r, value);
    return value;
  };
}

export const rowAmount = perRow((r: DraftRow): number | null | undefined => {
  const inText = normalise(r.inText);
  const outText = normalise(r.outText);
  if (inText && outText) return undefined;
  const text = inText || outText;
  if (!text) return null;
  if (!MONEY.test(text)) return undefined;
  return inText ? Number(text) : -Number(text);
});

/** A date typed that is not a real day yet (an empty one is no date, which only an added row must have). */
export const badDate = perRow((r: DraftRow): boolean => r.date !== '' && !isIsoDate(r.date));

export function flipRow(r: DraftRow): DraftRow {
  return { ...r, inText: r.outText, outText: r.inText };
}

/** Moves every date by the years between the rows' first year and `year` (December→January stays intact). */
export function setYearForAll(rows: DraftRow[], year: number): { rows: DraftRow[]; problem: string | null } {
  const first = rows.find((r) => r.date && !badDate(r))?.date;
  if (!first) return { rows, problem: null };
  const delta = year - Number(first.slice(0, 4));
  const out: DraftRow[] = [];
  for (const [i, r] of rows.entries()) {
    if (!r.date || badDate(r)) {
      out.push(r);
      continue;
    }
    const date = shiftYear(r.date, delta);
    if (date === null)
      return {
        rows,
        problem:
          `Row ${i + 1}: ${r.date.slice(8, 10)}/${r.date.slice(5, 7)} does not ` +
          `exist in ${year}. Change that row's date first.`,
      };
    out.push({ ...r, date });
  }
  return { rows: out, problem: null };
}

/** The rows as the checks and the API see them. */
const reviewTransaction = perRow(
  (r: DraftRow): ReviewTransaction => ({
    date: r.date && !badDate(r) ? r.date : null,
    description: r.description,
    amount: rowAmount(r) ?? null,
    balance: r.balance,
    page: r.page,
    row: r.row,
    excluded: r.excluded,
    ...(r.section !== undefined ? { section: r.section } : {}),
  }),
);

export function reviewTransactions(rows: DraftRow[]): ReviewTransaction[] {
  return rows.map(reviewTransaction);
}

export function editsOf(rows: DraftRow[]): EditedTransaction[] {
  return rows.map((r) => ({
    source: r.source,
    date: r.date || null,
    description: r.description,
    amount: rowAmount(r) ?? null,
    excluded: r.excluded,
    ...(r.confirmed ? { confirmed: true } : {}),
  }));
}

/**
 * What the review calls an account of a statement of several: its last 4 digits, else its place; none for one account.
 */
export function accountName(sections: TransactionsView['sections'], k: number | undefined): string | null {
  if (!sections || sections.length < 2 || k === undefined) return null;
  const last4 = sections[k]?.accountLast4;
  return last4 ? `Account ${last4}` : `Account ${k + 1}`;
}
