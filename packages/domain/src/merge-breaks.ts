/** Where merged rows fail to reconcile, named by the days around the break: a missing statement shows as a jump. */
import { formatMoney, statementDate, type QualityBreak } from './quality';
import type { ReviewTransaction } from './review';

export interface MergeBreak {
  /** The row where the balance does not carry on; -1 for the closing balance. */
  index: number;
  /** The date of the row before the break (null: the break is at the first row), and the break row's own. */
  after: string | null;
  date: string | null;
  /** What the rows add up to, and what the statement prints. */
  expected: number;
  actual: number;
  message: string;
}

const day = (iso: string | null): string => (iso === null ? 'an undated row' : statementDate(iso));

function rowMessage(after: string | null, date: string | null, expected: number, actual: number): string {
  const where =
    after === null
      ? `At the first row (${day(date)})`
      : after === date
        ? `On ${day(date)}`
        : `Between ${day(after)} and ${day(date)}`;
  const hint = after !== null && after !== date ? ' Is a statement missing?' : '';
  const figures = `the rows add up to ${formatMoney(expected)}, the statement shows ${formatMoney(actual)}`;
  return `${where} the balance does not carry on: ${figures}.${hint}`;
}

/** The row and closing breaks of `checkRows` on merged rows, each with the days around it and a message. */
export function mergeBreaks(rows: readonly ReviewTransaction[], breaks: readonly QualityBreak[]): MergeBreak[] {
  return breaks.map((b) => {
    if (b.index < 0) {
      const message =
        `The rows add up to ${formatMoney(b.expected)}, ` + `but the period closes at ${formatMoney(b.actual)}.`;
      return {
        index: -1,
        after: rows.at(-1)?.date ?? null,
        date: null,
        expected: b.expected,
        actual: b.actual,
        message,
      };
    }
    const date = rows[b.index]?.date ?? null;
    const after = b.index === 0 ? null : (rows[b.index - 1]?.date ?? null);
    return {
      index: b.index,
      after,
      date,
      expected: b.expected,
      actual: b.actual,
      message: rowMessage(after, date, b.expected, b.actual),
    };
  });
}
