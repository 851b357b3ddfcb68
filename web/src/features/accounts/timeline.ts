import type { StatementPartView } from '@bankcsv/domain';

/** One calendar month of an account's span: the statements covering any of its days, none for a gap. */
export interface TimelineMonth {
  /** `2025-03` */
  month: string;
  label: string;
  statements: StatementPartView[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthOf = (iso: string) => iso.slice(0, 7);

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** @example monthLabel('2025-03') // 'Mar 2025' */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** Spans longer than this are shown as the statements' own months only (gaps still named by the notes). */
const MAX_MONTHS = 120;

/**
 * Every month from the first included statement's start to the last one's end, each with the statements that
 * cover part of it: a month with none is a gap the user can see.
 */
export function timelineMonths(statements: readonly StatementPartView[]): TimelineMonth[] {
  const placed = statements.filter(
    (s): s is StatementPartView & { periodStart: string; periodEnd: string } =>
      s.use === 'included' && s.periodStart !== null && s.periodEnd !== null,
  );
  if (placed.length === 0) return [];
  const first = placed.map((s) => monthOf(s.periodStart)).sort()[0] as string;
  const last = placed
    .map((s) => monthOf(s.periodEnd))
    .sort()
    .at(-1) as string;
  const months: TimelineMonth[] = [];
  for (let month = first; month <= last && months.length < MAX_MONTHS; month = nextMonth(month)) {
    const covering = placed.filter((s) => monthOf(s.periodStart) <= month && monthOf(s.periodEnd) >= month);
    months.push({ month, label: monthLabel(month), statements: covering });
  }
  return months;
}
