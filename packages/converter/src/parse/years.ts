import type { YearSource } from '@bankcsv/domain';
import { toIso, type PartialDate } from './date';

export type { YearSource };

export interface YearContext {
  periodStart: PartialDate | null;
  periodEnd: PartialDate | null;
  userYear: number | undefined;
  /** Every table row's printed date in statement order (null where none was read). */
  dates: (PartialDate | null)[];
  /** When the PDF was uploaded: an assumed year puts no transaction after this day. Defaults to now. */
  uploadedAt?: Date;
}

export interface YearResolver {
  /** ISO date for a printed date, giving a year-less one the statement's year (December→January moves on). */
  resolve(d: PartialDate): string;
  /** Where the year came from: printed on every row, the statement period, the user, or assumed. */
  source: YearSource;
  /** The year the statement's first dated row falls in; null when no row has a date. */
  year: number | null;
}

const MIN_YEAR = 1990;

/** Gives year-less dates `base`, moving to the next year when the months wrap from December to January. */
function sequence(base: number): (d: PartialDate) => number {
  let year = base;
  let lastMonth = 0;
  return (d) => {
    if (d.year !== null) {
      lastMonth = d.month;
      return d.year;
    }
    if (lastMonth >= 11 && d.month <= 2) year += 1;
    lastMonth = d.month;
    return year;
  };
}

function isoDates(dates: PartialDate[], base: number): string[] {
  const yearOf = sequence(base);
  return dates.map((d) => toIso(yearOf(d), d.month, d.day));
}

/** The latest base year that puts no date after `limit` (ISO); the December→January wrap is simulated. */
function latestYearNotAfter(dates: PartialDate[], limit: string): number {
  let base = Number(limit.slice(0, 4));
  while (base > MIN_YEAR && isoDates(dates, base).some((iso) => iso > limit)) base -= 1;
  return base;
}

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** With one printed period date, the base year whose rows lie nearest to it. */
function nearestYear(dates: PartialDate[], anchor: PartialDate & { year: number }): number {
  const target = dayNumber(toIso(anchor.year, anchor.month, anchor.day));
  const distance = (base: number) => {
    const isos = isoDates(dates, base);
    return Math.min(...[isos[0], isos.at(-1)].map((iso) => Math.abs(dayNumber(iso as string) - target)));
  };
  return [anchor.year - 1, anchor.year, anchor.year + 1].reduce((best, y) => (distance(y) < distance(best) ? y : best));
}

/**
 * Decides the year of dates printed without one, and says where it came from:
 * the statement period when printed; else the user's year; else the latest year that puts no
 * transaction after the upload date (assumed, and shown to the user as such).
 */
export function yearResolver(ctx: YearContext): YearResolver {
  const dated = ctx.dates.filter((d): d is PartialDate => d !== null);
  const yearless = dated.filter((d) => d.year === null);
  const start = ctx.periodStart?.year != null ? (ctx.periodStart as PartialDate & { year: number }) : null;
  const end = ctx.periodEnd?.year != null ? (ctx.periodEnd as PartialDate & { year: number }) : null;

  let source: YearSource;
  let base: number;
  if (yearless.length === 0) {
    source = 'printed';
    base = dated[0]?.year ?? start?.year ?? ctx.userYear ?? new Date().getUTCFullYear();
  } else if (start && end) {
    source = 'period';
    base = start.year;
  } else if (start ?? end) {
    source = 'period';
    base = nearestYear(dated, (start ?? end) as PartialDate & { year: number });
  } else if (ctx.userYear !== undefined) {
    source = 'user';
    base = ctx.userYear;
  } else {
    source = 'assumed';
    base = latestYearNotAfter(dated, (ctx.uploadedAt ?? new Date()).toISOString().slice(0, 10));
  }

  const yearOf = sequence(base);
  const yearFor = (d: PartialDate): number => {
    if (d.year !== null) return yearOf(d);
    // A printed period across New Year places each month exactly, whatever order rows come in.
    if (start && end) return start.year !== end.year ? (d.month >= start.month ? start.year : end.year) : yearOf(d);
    // The statement's date alone places each month too: no row after it. Rows of several cards each start again in
    // December, and printed order would move each card's a year on.
    if (end && !start) return d.month > end.month ? end.year - 1 : end.year;
    return yearOf(d);
  };
  const first = dated[0];
  const year = first ? yearFor(first) : null;
  const resolve = (d: PartialDate): string => toIso(yearFor(d), d.month, d.day);
  return { resolve, source, year };
}
