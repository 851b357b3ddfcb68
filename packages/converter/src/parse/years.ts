import { toIso, type PartialDate } from './date';

export interface YearContext {
  periodStart: PartialDate | null;
  periodEnd: PartialDate | null;
  userYear: number | undefined;
}

/**
 * Gives year-less dates a year: from the statement period when printed, else from the user's year,
 * moving to the next year when the months wrap from December to January inside one statement.
 */
export function yearResolver(ctx: YearContext): (d: PartialDate) => string {
  const start = ctx.periodStart;
  const end = ctx.periodEnd;
  let year = start?.year ?? ctx.userYear ?? end?.year ?? new Date().getUTCFullYear();
  let lastMonth = 0;
  return (d) => {
    if (d.year !== null) {
      lastMonth = d.month;
      return toIso(d.year, d.month, d.day);
    }
    if (start?.year != null && end?.year != null) {
      const y = start.year === end.year || d.month >= start.month ? start.year : end.year;
      return toIso(y, d.month, d.day);
    }
    if (lastMonth >= 11 && d.month <= 2) year += 1;
    lastMonth = d.month;
    return toIso(year, d.month, d.day);
  };
}
