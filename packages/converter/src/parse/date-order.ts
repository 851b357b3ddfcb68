import type { Line } from '../layout/lines';
import type { PartialDate } from './date';

/** Which way round an all-digit date `a/b/y` reads, and whether the statement itself shows it. */
export interface DateOrder {
  monthFirst: boolean;
  /** False when nothing on the statement tells `5/3/24` (5 March) from 3 May: read day first, and said so. */
  decided: boolean;
}

const SLASH = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/g;
const LEADING = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/;

/** Either way round: the rows are in date order (oldest or newest first). */
const ordered = (keys: number[]): boolean =>
  keys.every((k, i) => i === 0 || k >= (keys[i - 1] as number)) ||
  keys.every((k, i) => i === 0 || k <= (keys[i - 1] as number));

/** Whether `a/b/y` reads differently day first and month first. */
export const ambiguousDate = (text: string): boolean => {
  const m = LEADING.exec(text.trim());
  return (
    m !== null && m[1] !== m[2] && Number(m[1]) <= 12 && Number(m[2]) <= 12 && Number(m[1]) > 0 && Number(m[2]) > 0
  );
};

/** Whether some date has its first number over 12 (day first) and whether some has its second (month first). */
function over12(dates: number[][]): [boolean, boolean] {
  return [
    dates.some(([a, b]) => (a as number) > 12 && (b as number) <= 12),
    dates.some(([a, b]) => (b as number) > 12 && (a as number) <= 12),
  ];
}

/** A cell of two two-digit numbers and nothing else (`12 18`). */
const SPACED_PAIR = /^(\d{2}) (\d{2})$/;

/** A cell of two digits and nothing else, half of a pair a wide font printed as two cells (`07`, `01`). */
const TWO_DIGITS = /^\d{2}$/;

/** The line's pairs of two-digit numbers: one cell, or two cells no further apart than one of them is wide. */
function spacedPairs(line: Line): number[][] {
  const out: number[][] = [];
  line.cells.forEach((c, i) => {
    const m = SPACED_PAIR.exec(c.text.trim());
    if (m) out.push([Number(m[1]), Number(m[2])]);
    const next = line.cells[i + 1];
    if (next && TWO_DIGITS.test(c.text.trim()) && TWO_DIGITS.test(next.text.trim()) && next.x0 - c.x1 < c.x1 - c.x0)
      out.push([Number(c.text), Number(next.text)]);
  });
  return out;
}

/**
 * Rows dated `MM DD` with no year (`12 18`, as Standard Bank prints them), told by the dates themselves: few lines
 * led by a date with a year, and cells of two two-digit numbers on several lines, the first never past 12 and the
 * second past 12 somewhere, or few firsts and more seconds: a month, then a day. Dates elsewhere on the statement
 * (`From Date: 18/12/2025`) keep their own order.
 */
export function spacedMonthDay(lines: Line[]): boolean {
  const pairs = lines.flatMap(spacedPairs);
  // A line led by a date with a year here and there is a description's (`16/07/2025 18:08`); many are the rows.
  const yeared = lines.filter((l) => LEADING.test(l.text)).length;
  if (
    pairs.length < Math.max(3, 2 * yeared) ||
    pairs.some(([a, b]) => !a || !b || (a as number) > 12 || (b as number) > 31)
  )
    return false;
  if (pairs.some(([, b]) => (b as number) > 12)) return true;
  // Every day within the first twelve: a statement spans a month or two, so its months are few and its days many.
  const months = new Set(pairs.map(([a]) => a)).size;
  return months <= 3 && new Set(pairs.map(([, b]) => b)).size > months;
}

/**
 * Day or month first, from the statement's own evidence: a first number over 12 (`25/3/24`) means day first, a
 * second one (`3/25/24`) month first, the rows' dates before any other (a browser's print time, a stamp); else the
 * reading that keeps the rows' dates in order. When neither decides (every row in the first twelve days of its
 * month, in order both ways), day first, undecided.
 */
export function slashDateOrder(lines: Line[]): DateOrder {
  const rows: number[][] = [];
  const others: number[][] = [];
  for (const l of lines) {
    const lead = LEADING.exec(l.text);
    if (lead) rows.push([Number(lead[1]), Number(lead[2]), Number(lead[3])]);
    for (const m of l.text.matchAll(SLASH)) if (m.index !== 0) others.push([Number(m[1]), Number(m[2])]);
  }
  for (const dates of [rows, others]) {
    const [dayOver, monthOver] = over12(dates);
    if (dayOver !== monthOver) return { monthFirst: monthOver, decided: true };
    // Both forms in the rows themselves: nothing here decides them.
    if (dayOver) return { monthFirst: false, decided: false };
  }
  if (!rows.some(([a, b]) => a !== b)) return { monthFirst: false, decided: true };
  const dayFirst = ordered(rows.map(([a, b, y]) => (y as number) * 10_000 + (b as number) * 100 + (a as number)));
  const monthFirst = ordered(rows.map(([a, b, y]) => (y as number) * 10_000 + (a as number) * 100 + (b as number)));
  if (dayFirst !== monthFirst) return { monthFirst, decided: true };
  return { monthFirst: false, decided: false };
}

const key = (y: number, m: number, d: number): number => (y < 100 ? 2000 + y : y) * 10_000 + m * 100 + d;

/**
 * Left undecided by the dates themselves (every row in the first twelve days of its month), the statement's period
 * printed in words decides: only one way round puts every row's date inside it (`07/03/2025` in March 2025).
 */
export function orderByPeriod(order: DateOrder, lines: Line[], period: PartialDate[]): DateOrder {
  const [start, end] = period;
  if (order.decided || start?.year == null || end?.year == null) return order;
  const [from, to] = [key(start.year, start.month, start.day), key(end.year, end.month, end.day)];
  const rows = lines.flatMap((l) => {
    const m = LEADING.exec(l.text);
    return m ? [[Number(m[1]), Number(m[2]), Number(m[3])] as const] : [];
  });
  if (rows.length === 0) return order;
  const within = (k: number) => k >= from && k <= to;
  const dayFirst = rows.every(([a, b, y]) => within(key(y, b, a)));
  const monthFirst = rows.every(([a, b, y]) => within(key(y, a, b)));
  return dayFirst !== monthFirst ? { monthFirst, decided: true } : order;
}
