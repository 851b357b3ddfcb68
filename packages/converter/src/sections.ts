import { cellRest } from './banks/printed-account';
import type { LayoutProfile } from './banks/profile';
import { findHeaderAt, type HeaderMatcher } from './layout/header';
import type { Line } from './layout/lines';
import { CHECKPOINT_ROW, CLOSING_ROW } from './layout/table';
import { isAmount, parseAmount, type ParsedAmount } from './parse/amount';
import { isDate } from './parse/date';

// A statement may print several accounts one after the other (a transactional account, then a savings or call
// account), each with its own heading, account number, opening and closing. Each is a chain of its own: read as one,
// the second would be chained onto the first, or, after the first closing line, not read at all.

/**
 * An account number as statements print it after their label (`Account Number: 40-9876-5432`, `EveryDay account
 * 51000012345`), never running on into a figure printed after it (`6201334455 8,452.10`).
 */
const ACCOUNT = new RegExp(
  String.raw`\b(?:account(?: (?:number|no\.?))?|\w*rekening(?:nommer|nr\.?)?(?: (?:nommer|nr\.?|no\.?))?)\b` +
    String.raw`[^\d\n]{0,30}?:?\s*(\d[\d -]{5,}\d)(?!\d|[.,]\d)`,
  'i',
);
/**
 * A heading that names the product and its number, no `account` word (`Notice Deposit 32 Day 6202114433`,
 * `Spaarsak 2149956594`, `Personal Loan : 60421087360`, `Gold Credit Card : 4964 0736 7890 6442`, `Huislening
 * 4816400871`): a product's words, then the number (eight digits or more), nothing else on the line.
 */
const PRODUCT = new RegExp(
  String.raw`^(?:[a-z][\w'-]*\s+){0,3}?(?:\w*sav(?:ings?|er|e)|deposit|call|notice|investment|pocket|money market|` +
    String.raw`loan|finance|bond|card|\w*(?:deposito|spaar\w*|belegging\w*|lening|kaart|finansiering))` +
    String.raw`(?:\s+\d{1,3}[ -]?(?:days?|dae))?(?:\s+account)?\s*:?\s+((?:\d[ -]?){7,}\d)$`,
  'i',
);
/** What confirms such a heading opens an account: its opening line (not a page's brought-forward balance). */
const OPENS = /opening balance|openingsaldo/i;
/** A balance printed alone for an account with no rows (`Balance: 32,932.37 Cr` under `No transactions`). */
const BALANCE_WORD = /\b(?:balance|saldo)\b/i;
export const OPENING = /opening balance|openingsaldo|brought forward|oorgebring/i;
/** What a statement prints for an account without a row in its period. */
export const NO_ROWS = /\bno transactions\b|\bgeen transaksies\b/i;

export interface SectionPart {
  lines: Line[];
  /** The account number that starts it (the first part: the first one printed), digits only. */
  account: string | null;
  /** How many of its lines are printed rows (a date and a figure): none for an account with no rows in the period. */
  rows: number;
}

const digits = (s: string): string => s.replace(/\D/g, '');

export function accountOn(l: Line, p: LayoutProfile): string | null {
  const m = p.account?.exec(l.text) ?? ACCOUNT.exec(l.text);
  if (!m?.[1]) return null;
  // Within the cell the number starts in: never on into a figure or an address printed beside it.
  const start = l.text.indexOf(m[1], m.index);
  const n = digits(m[1].slice(0, cellRest(l, start).length));
  return n.length >= 6 ? n : null;
}

/**
 * The number of a heading that names only its product, where an opening line (or `No transactions`) follows it
 * before any row: a description's wrapped line (`Transfer to savings 6202114433`) opens no account.
 */
function productNumber(lines: Line[], i: number, p: LayoutProfile): string | null {
  const heading = lines[i] as Line;
  const m = PRODUCT.exec(heading.text.trim());
  if (!m?.[1]) return null;
  // A balance brought forward opens it too where no page broke since: right under the heading, or under the account
  // before's closing line.
  const closed = i > 0 && CLOSING_ROW.test((lines[i - 1] as Line).text);
  for (const l of lines.slice(i + 1, i + 8)) {
    const opens = closed || l.page === heading.page ? OPENING : OPENS;
    if (opens.test(l.text) || NO_ROWS.test(l.text)) return digits(m[1]);
    if (isRow(l, p)) return null;
  }
  return null;
}

/** An opening line (not a page's balance brought forward) follows line `i` before any row. */
function opensNext(lines: Line[], i: number, p: LayoutProfile): boolean {
  for (const l of lines.slice(i + 1, i + 8)) {
    if (OPENS.test(l.text)) return true;
    if (isRow(l, p)) return false;
  }
  return false;
}

/** The figure a balance line ends with, its thousands spaced too (`Saldo: 37 530,52 Kt`): the longest that parses. */
export function endingBalance(l: Line): ParsedAmount | null {
  const words = l.text.trim().split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const a = parseAmount(words.slice(-n).join(' '));
    if (a) return a;
  }
  return null;
}

const balanceLine = (l: Line): boolean => BALANCE_WORD.test(l.text) && endingBalance(l) !== null;

/** The balance an account with no rows prints under its `No transactions` line, with no opening or closing label. */
export function balanceUnderNoRows(block: Line[]): Line | undefined {
  const none = block.findIndex((l) => NO_ROWS.test(l.text));
  return none < 0 ? undefined : block.slice(none + 1).find(balanceLine);
}

/** A cell that is, or starts with, a date (a narrow date column's text may run into the description's). */
function startsWithDate(text: string, monthFirst: boolean | undefined): boolean {
  // Every date starts with a digit, and each prefix tried starts where the text does.
  const first = text.trimStart().charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return false;
  const words = text.split(' ');
  for (let n = 1; n <= Math.min(3, words.length); n++) if (isDate(words.slice(0, n).join(' '), monthFirst)) return true;
  return false;
}

/** A printed row: a date and a money figure on a line that is no balance line. */
export function isRow(l: Line, p: LayoutProfile): boolean {
  if (CLOSING_ROW.test(l.text) || CHECKPOINT_ROW.test(l.text)) return false;
  return l.cells.some((c) => isAmount(c.text)) && l.cells.some((c) => startsWithDate(c.text, p.monthFirst));
}

/** A line that closes an account (its closing balance) or opens one, by the common labels or the layout's own. */
const closesAccount = (l: Line, p: LayoutProfile): boolean =>
  CLOSING_ROW.test(l.text) || (p.closing?.test(l.text) ?? false);
const opensAccount = (l: Line, p: LayoutProfile): boolean => OPENING.test(l.text) || (p.opening?.test(l.text) ?? false);
/** An account's whole print: it opens and closes, or closes and says it had no transactions. */
const opensAndCloses = (block: Line[], p: LayoutProfile): boolean =>
  (block.some((l) => closesAccount(l, p)) && block.some((l) => opensAccount(l, p) || NO_ROWS.test(l.text))) ||
  balanceUnderNoRows(block) !== undefined;

/** Wider than any line pitch inside a block of text: a blank line or more. */
const GAP = 2.2;

/**
 * Where the new section's heading starts: after the last figure of the section before, at the last page break or
 * blank space above the line that names the new account. Lines printed right under the last row stay its wrapped text.
 */
function headingStart(lines: Line[], figure: number, mark: number): number {
  // No figure before it (-1): the first line starts it at the latest.
  for (let j = mark; j > Math.max(figure, 0); j--) {
    const [a, b] = [lines[j - 1] as Line, lines[j] as Line];
    if (a.page !== b.page || a.y - b.y > GAP * Math.max(a.height, b.height)) return j;
  }
  return mark;
}

/** Since the last row: the first line of evidence, the new number, and what was printed after the rows. */
interface Evidence {
  /** The last line with a figure (a row, a closing line, a total) before the evidence. */
  figure: number;
  mark: number;
  next: string | null;
  closed: boolean;
  /** The section's own number printed again (a running header). */
  same: boolean;
  /** A table boundary: a balance line, or the column header printed again. */
  table: boolean;
  /** An opening line after the new number (not a page's balance brought forward). */
  opens: boolean;
}

interface ScanContext {
  lines: Line[];
  p: LayoutProfile;
  match: HeaderMatcher;
  /** The accounts of the sections before: one printed again in a page's running header starts nothing. */
  earlier: Set<string>;
}

/** What line `i`, after the section's rows, says of a new account and a new table. */
function weigh(e: Evidence, i: number, n: string | null, account: string | null, ctx: ScanContext): void {
  const { lines, p, match } = ctx;
  const l = lines[i] as Line;
  const closing = closesAccount(l, p);
  const opening = opensAccount(l, p);
  if (n !== null && n === account) e.same = true;
  // A number first printed after the rows (a footer) is the section's own unless the section closed before it; an
  // earlier section's number (the statement's own, in a running header) names no new account while this one is open.
  // Where no number is known for this section, one followed by its opening line names the next account.
  const known = account !== null || e.closed || (n !== null && opensNext(lines, i, p));
  const other = n !== null && n !== account && known && (e.closed || !ctx.earlier.has(n));
  if ((other || (e.closed && opening)) && e.mark < 0) e.mark = i;
  // The opening line that is the evidence is the new section's: its heading may stand above it.
  if (e.mark < 0 && l.cells.some((c) => isAmount(c.text))) e.figure = i;
  // The first account's number in a page's running header, then the new account's own under its heading: its own.
  if (other && (e.next === null || (ctx.earlier.has(e.next) && !ctx.earlier.has(n as string)))) e.next = n;
  if (closing) e.closed = true;
  if (e.mark >= 0 && OPENS.test(l.text)) e.opens = true;
  if (closing || opening) e.table = true;
  else if (e.mark >= 0 && !e.table && findHeaderAt(lines, i, match)) e.table = true;
}

const fresh = (figure: number): Evidence => ({
  figure,
  mark: -1,
  next: null,
  closed: false,
  same: false,
  table: false,
  opens: false,
});

/**
 * Where each account's section starts: between two printed rows, the statement's own evidence of a new account (an
 * account number other than the section's, or an opening line after a closing line) and of a new table (a balance
 * line or the column header printed again). A page's running header that repeats the account's own number is no
 * such evidence. One part (the whole statement) when there is none.
 */
export function splitSections(lines: Line[], p: LayoutProfile, match: HeaderMatcher): SectionPart[] {
  const parts: SectionPart[] = [];
  const ctx: ScanContext = { lines, p, match, earlier: new Set() };
  let start = 0;
  let account: string | null = null;
  let rows = 0;
  let e = fresh(-1);
  // Before the section's first row: the account named so far closed (an account with no rows in the period).
  let closed = false;
  // Since the section's start: it said it had no transactions.
  let said = false;
  // A section whose heading names no number takes the first one printed after its rows (a page's running header).
  let own: string | null = null;
  // The account was named by a line that also prints figures: a page-1 summary's row, which yields to a heading.
  let summarised = false;
  let rowPage = 0;
  const cut = (at: number, next: string | null) => {
    parts.push({ lines: lines.slice(start, at), account: account ?? own, rows });
    if ((account ?? own) !== null) ctx.earlier.add((account ?? own) as string);
    [start, account, rows, closed, said, own, summarised] = [at, next, 0, false, false, null, false];
  };
  // Above the first table header, a summary's line is no row (`Payments 773.61 Cr` beside `Payment due 9 June 2024`).
  const tableFrom = Math.max(
    0,
    lines.findIndex((_, i) => findHeaderAt(lines, i, match) !== null),
  );
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as Line;
    if (i >= tableFrom && isRow(l, p)) {
      // A number told apart only from one printed after the rows (no heading named the first) needs its opening line.
      const opened = account !== null || e.closed || e.opens;
      if (rows > 0 && e.mark >= 0 && e.table && opened && (e.next !== null || !e.same)) {
        cut(headingStart(lines, e.figure, e.mark), e.next);
        // Read again from the new section's heading: another account may open and close there with no rows.
        [i, e] = [start - 1, fresh(e.figure)];
        continue;
      }
      rows++;
      rowPage = l.page;
      e = fresh(i);
      continue;
    }
    const n = accountOn(l, p) ?? productNumber(lines, i, p);
    if (rows > 0) {
      weigh(e, i, n, account ?? own, ctx);
      // Above the page's first row only: a row's own line may name another account (`TRANSFER TO ACCOUNT …`).
      if (account === null && own === null && l.page !== rowPage) own = n;
      continue;
    }
    if (closed && n !== null && n !== account) cut(headingStart(lines, e.figure, i), n);
    // Under a running header naming an earlier account, the new account's heading names its own.
    const yields = account === null || summarised || (ctx.earlier.has(account) && !ctx.earlier.has(n ?? ''));
    if (n !== null && yields) [account, summarised] = [n, l.cells.some((c) => isAmount(c.text))];
    said ||= NO_ROWS.test(l.text);
    closed ||= account !== null && !summarised && (closesAccount(l, p) || (said && balanceLine(l)));
    if (e.mark < 0 && l.cells.some((c) => isAmount(c.text))) e.figure = i;
  }
  // After the last rows, another account that opens and closes with no row of its own.
  if (rows > 0 && e.next !== null && e.mark >= 0 && opensAndCloses(lines.slice(e.mark), p)) {
    cut(headingStart(lines, e.figure, e.mark), e.next);
  }
  parts.push({ lines: lines.slice(start), account: account ?? own, rows });
  return parts;
}
