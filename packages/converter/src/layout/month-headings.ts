import { isAmount } from '../parse/amount';
import { monthFromName } from '../parse/date';
import type { Line } from './lines';

// Some statements date their rows by the day alone (`20`, `02`) under a heading line that names the month and year
// (`December 2025`, `Januarie 2026`). The heading dates the rows under it: each day becomes a whole date, and the
// heading, its word said, is no line of the table.

const MONTH_HEADING = /^([A-Za-z]{3,9})\.? (\d{4})$/;
const DAY = /^\d{1,2}$/;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month and year a line that is only a month's heading names; null for any other line. */
function monthHeading(l: Line): { month: number; year: number } | null {
  if (l.cells.length > 2) return null;
  const m = MONTH_HEADING.exec(l.text.trim());
  const month = m ? monthFromName(m[1] as string) : undefined;
  return m && month ? { month, year: Number(m[2]) } : null;
}

/** A row dated by its day alone: a first cell of a day's number, then words, then a figure. */
function dayOf(l: Line): number | null {
  const first = l.cells[0]?.text.trim() ?? '';
  const day = DAY.test(first) ? Number(first) : 0;
  if (day < 1 || day > 31 || l.cells.length < 3 || !l.cells.some((c, i) => i > 0 && isAmount(c.text))) return null;
  return day;
}

/**
 * The lines with each row under a month's heading dated in full (`20` under `December 2025` → `20 Dec 2025`) and the
 * headings left out; as they are where no heading dates two rows, or where a heading's days run backwards (its rows
 * are not all of that month).
 */
export function datedUnderMonthHeadings(lines: Line[]): Line[] {
  let heading: { month: number; year: number } | null = null;
  let lastDay = 0;
  const dated = new Map<Line, string>();
  const headings = new Set<Line>();
  for (const l of lines) {
    const h = monthHeading(l);
    if (h) {
      [heading, lastDay] = [h, 0];
      headings.add(l);
      continue;
    }
    const day = heading ? dayOf(l) : null;
    if (day === null || !heading) continue;
    if (day < lastDay) return lines;
    lastDay = day;
    dated.set(l, `${String(day).padStart(2, '0')} ${SHORT[heading.month - 1]} ${heading.year}`);
  }
  if (dated.size < 2) return lines;
  return lines
    .filter((l) => !headings.has(l))
    .map((l) => {
      const date = dated.get(l);
      if (date === undefined) return l;
      const cells = l.cells.map((c, i) => (i === 0 ? { ...c, text: date } : c));
      return { ...l, cells, text: cells.map((c) => c.text).join(' ') };
    });
}
