/** The days a statement covers, and day arithmetic on ISO dates (UTC, so no time zone moves a day). */
import type { ConvertedStatement } from './account-identity';
import { statementDate } from './quality';
import { isIsoDate } from './review';

/** First and last day covered, ISO, both included. */
export interface Period {
  start: string;
  end: string;
  /** The statement prints no period (or only one end): its first or last row's date stands in. */
  fromRows?: true;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** @example addDays('2025-02-28', 1) // '2025-03-01' */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (negative when `b` is earlier). @example daysFrom('2025-01-31', '2025-03-01') // 29 */
export const daysFrom = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** The rows' dates that are real days, in order. */
function rowDates(s: Pick<ConvertedStatement, 'transactions'>): string[] {
  return s.transactions
    .map((t) => t.date)
    .filter((d): d is string => d !== null && isIsoDate(d))
    .sort();
}

/**
 * The printed period; where none is printed, the first and last row dates stand in. Null when neither is known.
 * @example statementPeriod({ periodStart: null, periodEnd: null, transactions: [{ date: '2025-03-02' }] }) // 2 Mar
 */
export function statementPeriod(
  s: Pick<ConvertedStatement, 'periodStart' | 'periodEnd' | 'transactions'>,
): Period | null {
  const dates = rowDates(s);
  const start = s.periodStart && isIsoDate(s.periodStart) ? s.periodStart : dates[0];
  const end = s.periodEnd && isIsoDate(s.periodEnd) ? s.periodEnd : dates.at(-1);
  if (!start || !end) return null;
  const fromRows = start !== s.periodStart || end !== s.periodEnd ? { fromRows: true as const } : {};
  return start <= end ? { start, end, ...fromRows } : { start: end, end: start, ...fromRows };
}

/** The month's full English name (`March`), from the date itself. */
const monthName = (iso: string): string =>
  new Intl.DateTimeFormat('en-ZA', { month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * A period in words: the month when it is one whole calendar month, else its first and last day.
 * @example periodText({ start: '2025-03-01', end: '2025-03-31' }) // 'March 2025'
 * @example periodText({ start: '2025-11-13', end: '2025-12-14' }) // '13 Nov 2025 to 14 Dec 2025'
 */
export function periodText(p: Period): string {
  const wholeMonth =
    p.start.endsWith('-01') && p.start.slice(0, 7) === p.end.slice(0, 7) && addDays(p.end, 1).endsWith('-01');
  if (wholeMonth) return `${monthName(p.start)} ${p.start.slice(0, 4)}`;
  return p.start === p.end ? statementDate(p.start) : `${statementDate(p.start)} to ${statementDate(p.end)}`;
}
