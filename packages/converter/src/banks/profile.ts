import type { Column } from '../layout/header-labels';
import type { Line } from '../layout/lines';

export type ColumnRole =
  | 'date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'fee'
  | 'balance'
  | 'ignore'
  | 'ignoreAmount'
  /** The statement's own reference for the line, printed in a column of its own: kept beside the description. */
  | 'reference'
  /** The VAT of the fee beside it: included in the fee (moves nothing) or charged on top; the balance says which. */
  | 'vat'
  /** An interest rate printed on every row: a figure, never money. */
  | 'rate';

export interface ColumnSpec {
  role: ColumnRole;
  /** Matches the column's header label (case-insensitive). */
  label: RegExp;
}

/** What makes one statement layout different from another; the table engine does the rest. */
export interface LayoutProfile {
  bank: string;
  layout: string;
  /** All must match somewhere in the first page's text. */
  detect: RegExp[];
  columns: ColumnSpec[];
  /** Labels a line needs to count as the table header. */
  headerMin?: number;
  /** Sign of a figure printed without a sign marker (FNB: a bare figure is a debit). */
  unsigned?: 1 | -1;
  /** Same for the balance column and balance lines; defaults to `unsigned`. */
  balanceUnsigned?: 1 | -1;
  /** All-digit dates print the month first: Standard Bank's `MM DD`, a `3/25/24` the statement shows month first. */
  monthFirst?: boolean;
  /** No bank's convention is known: the statement's own dates decide day or month first (parse/date-order). */
  dateOrderFromEvidence?: boolean;
  /** The table only starts after this line (e.g. Capitec summary pages come first). */
  start?: RegExp;
  /** Lines that end the table (until the next header). */
  stop?: RegExp[];
  /** Page furniture inside the table area. */
  skip?: RegExp[];
  opening?: RegExp;
  closing?: RegExp;
  period?: RegExp;
  account?: RegExp;
  totalCredits?: RegExp;
  totalDebits?: RegExp;
  /** Header finder for layouts whose columns are not known in advance. */
  findHeader?: (line: Line) => Column[] | null;
  /** A fee printed beside a money-in or money-out figure is booked as its own transaction (Capitec 2022). */
  splitFees?: boolean;
  /** A card account: amounts are given from the holder's side (purchases negative, the balance minus what is owed). */
  card?: boolean;
  /** A deposit product's statement (fixed deposit, notice, tax-free): its balance is never below zero. */
  deposit?: boolean;
  /** Two blocks of the columns side by side on each page (read left block, then right). */
  sideBySide?: boolean;
}

/** Labels a line needs to count as a layout's header by default: most of them, at least three. */
export const headerQuorum = (columns: number): number => Math.min(columns, Math.max(3, Math.ceil(columns * 0.7)));

/** Columns of money that moves or stands: what a header must hold to be a table's. */
export const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(['amount', 'debit', 'credit', 'balance']);

export const NUMERIC_ROLES: ReadonlySet<ColumnRole> = new Set([
  'amount',
  'debit',
  'credit',
  'fee',
  'balance',
  'ignoreAmount',
  'vat',
  'rate',
]);
/**
 * Figure columns read and left aside: the row's figures leave them out, and the line accounting counts them as read.
 */
export const ASIDE_ROLES: ReadonlySet<string> = new Set(['rate']);
