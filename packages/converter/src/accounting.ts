import type { Line } from './layout/lines';
import type { ParsedAmount } from './parse/amount';
import type { BalanceBreak } from './types';

/**
 * What took each line of the table region: a posting, the continuation of one, or a named non-posting. A balance
 * chain proves the rows that were read and nothing about the lines that were not: a line holding a posting's date
 * and figures, or a figure in a figure column, that nothing took is named to the user.
 */
export type LineRole =
  | 'posting'
  | 'continuation'
  | 'checkpoint'
  | 'closing'
  | 'notice'
  | 'furniture'
  | 'pending'
  | 'unexplained-line'
  | 'unread-figure';

/** A line nothing took: where it was printed, its first words, and the first figure on it. */
export interface UnreadLine {
  kind: 'unexplained-line' | 'unread-figure';
  page: number;
  row: number;
  words: string;
  figure: number;
}

/** Enough of the line to find it on the page. */
const FIRST_WORDS = 6;
const firstWords = (text: string): string => text.split(/\s+/).slice(0, FIRST_WORDS).join(' ');

export class LineAccounts {
  readonly roles = new Map<Line, LineRole>();
  readonly unread: UnreadLine[] = [];
  /** Rows of a pending section (transactions not yet processed): left out, and counted for the user. */
  pending = 0;

  take(line: Line, role: LineRole): void {
    if (!this.roles.has(line)) this.roles.set(line, role);
  }

  /** A row the bank has not posted yet, printed after the statement's end. */
  pend(line: Line): void {
    if (this.roles.has(line)) return;
    this.roles.set(line, 'pending');
    this.pending++;
  }

  /** A line with a figure no row consumed: `kind` says whether it reads as a whole posting or a stray figure. */
  leave(line: Line, kind: UnreadLine['kind'], figure: ParsedAmount): void {
    this.roles.set(line, kind);
    this.unread.push({
      kind,
      page: line.page,
      row: line.row,
      words: firstWords(line.text),
      figure: figure.cents / 100,
    });
  }
}

/** Each unread line as a break at its page and line: no row of the statement, so no index. */
export const unreadBreaks = (accounts: LineAccounts): BalanceBreak[] =>
  accounts.unread.map((u) => ({
    index: -1,
    page: u.page,
    row: u.row,
    date: null,
    kind: u.kind,
    expected: 0,
    actual: u.figure,
    text: u.words,
  }));
