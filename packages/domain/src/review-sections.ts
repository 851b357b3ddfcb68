/** Statements of several accounts in review: each account's rows are a chain of their own, never chained across. */
import type { BalanceCheck, QualityBreak } from './quality';
import { checkRows, type ReviewTransaction, type RowCheck } from './review';

/** One account of a statement that prints several, as the review checks it. */
export interface ReviewSection {
  /** The last 4 digits of its account number (the review names the account; it never needs the whole number). */
  accountLast4?: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
}

/**
 * Every row with its account: a row the user added joins the account of the row above it (the first row's, when it
 * is at the top). Rows of a statement of one account carry none and stay so.
 * @example withSections([{ section: 1 }, { section: undefined }]).map((t) => t.section) // [1, 1]
 */
export function withSections<T extends Pick<ReviewTransaction, 'section'>>(rows: readonly T[]): T[] {
  const first = rows.find((t) => t.section !== undefined)?.section;
  if (first === undefined) return [...rows];
  let last = first;
  return rows.map((t) => {
    if (t.section !== undefined) {
      last = t.section;
      return t;
    }
    return { ...t, section: last };
  });
}

/** Passed when every account's chain passed, failed when any failed. */
function overall(checks: BalanceCheck[]): BalanceCheck {
  if (checks.includes('failed')) return 'failed';
  return checks.every((c) => c === 'passed') ? 'passed' : 'unavailable';
}

/** Each account's own check, and the statement's made of them. */
export interface SectionsCheck extends RowCheck {
  /** Per account, in print order (empty for a statement of one account). */
  sections: RowCheck[];
}

/**
 * `checkRows` account by account: each account's rows from its own opening to its own closing, the break indices
 * those of `rows`. The statement's own opening and closing are the first account's (a review may have moved the
 * opening with a guessed sign). With fewer than two accounts, the one chain from the statement's opening to its
 * closing.
 */
export function checkSections(
  rows: readonly ReviewTransaction[],
  opening: number | null,
  closing: number | null,
  sections?: readonly ReviewSection[],
): SectionsCheck {
  if (!sections || sections.length < 2) return { ...checkRows(rows, opening, closing), sections: [] };
  const placed = withSections(rows);
  const running: (number | null)[] = rows.map(() => null);
  const breaks: QualityBreak[] = [];
  const each = sections.map((s, k) => {
    const at = placed.flatMap((t, i) => ((t.section ?? 0) === k ? [i] : []));
    const c = checkRows(
      at.map((i) => placed[i] as ReviewTransaction),
      k === 0 ? opening : s.openingBalance,
      k === 0 ? closing : s.closingBalance,
    );
    c.running.forEach((r, j) => (running[at[j] as number] = r));
    breaks.push(...c.breaks.map((b) => (b.index >= 0 ? { ...b, index: at[b.index] as number } : b)));
    return c;
  });
  const add = (f: (c: RowCheck) => number): number => Math.round(each.reduce((n, c) => n + f(c) * 100, 0)) / 100;
  breaks.sort((a, b) => (a.index < 0 ? 1 : 0) - (b.index < 0 ? 1 : 0) || a.index - b.index);
  return {
    running,
    breaks,
    check: overall(each.map((c) => c.check)),
    moneyIn: add((c) => c.moneyIn),
    moneyOut: add((c) => c.moneyOut),
    count: add((c) => c.count),
    sections: each,
  };
}
