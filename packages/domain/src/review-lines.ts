/** Lines of the statement no row was read from, across a review: no edit of the rows read explains them. */
import { isUnread, type QualityBreak } from './quality';
import type { ReviewTransaction } from './review';

const cents = (n: number): number => Math.round(Math.abs(n) * 100);

/**
 * The conversion's breaks for what it could not read that still stand after the review: a line printed like a
 * posting or a figure no row took stays named until the user adds a row of that figure (either sign; each added row
 * answers one line), and an account section whose rows could not be read stays named. Breaks of other kinds are
 * checked again from the rows, so they are not returned.
 // []
 * @example standingUnread([{ index: -1, page: 2, row: 9, kind: 'unread-figure', expected: 0, actual: 12.5 }], [{ date:
 * '2025-03-01', description: 'Fee', amount: -12.5, balance: null, page: null, row: null }])
 */
export function standingUnread(breaks: readonly QualityBreak[], rows: readonly ReviewTransaction[]): QualityBreak[] {
  const added = rows
    .filter((t) => t.page === null && !t.excluded && t.amount !== null)
    .map((t) => cents(t.amount as number));
  return breaks.filter((b) => {
    if (b.kind === 'unread-section') return true;
    if (!isUnread(b)) return false;
    const at = added.indexOf(cents(b.actual));
    if (at < 0) return true;
    added.splice(at, 1);
    return false;
  });
}
