/**
 * Every row's date, as far as a scan proves it: checked against the period and the order (date-repair.ts), with the
 * digits OCR was unsure of (date-doubts.ts), an unreadable date put back where one reading alone fits, and a date the
 * line does not print, or prints a digit away beside another, left in doubt.
 */
import type { TextRun } from '../extract/types';
import type { Statement, Transaction } from '../types';
import { doubtedDates } from './date-doubts';
import { checkDates, repairUnreadDate, type RepairedDate } from './date-repair';
import { dateDisputed, dateOnLine, unreadableDates, type RowTexts } from './scan-texts';

/**
 * Rows whose line shows only an unreadable date (`122 21`): where exactly one reading of it stands in order between
 * the dates read around it, the row takes it, corrected; the others stay in doubt. Returns both sets of rows.
 */
function repairUnreadDates(dates: RepairedDate[], tx: readonly Transaction[], texts: RowTexts[], s: Statement) {
  const period = { start: s.periodStart, end: s.periodEnd };
  const read = (k: number) => texts[k]?.date != null && dates[k]?.verdict !== 'needs-review';
  const doubted = new Set<number>();
  const taken = new Set<number>();
  for (const [i, token] of unreadableDates(texts)) {
    const year = Number((tx[i]?.date ?? s.periodStart ?? '').slice(0, 4));
    let [b, a] = [i - 1, i + 1];
    while (b >= 0 && !read(b)) b--;
    while (a < tx.length && !read(a)) a++;
    const around = { before: dates[b]?.date ?? null, after: dates[a]?.date ?? null, year };
    const date = texts[i]?.date === null && year > 0 ? repairUnreadDate(token, around, period) : null;
    if (date) {
      dates[i] = { date, verdict: 'corrected', read: token };
      taken.add(i);
    } else doubted.add(i);
  }
  return { doubted, taken };
}

/** Dates a scan lost are taken from the row above: where the statement dates nearly every row, that is a doubt. */
export function datesDoubted(texts: readonly RowTexts[]): boolean {
  const dated = texts.filter((r) => r.date !== null).length;
  return dated >= 0.8 * texts.length;
}

/**
 * Every row's date checked against the period and the order, digits OCR was unsure of included; with the rows whose
 * date is in doubt for what their line prints, and those whose unreadable date one reading put back.
 */
export function judgeDates(statement: Statement, texts: RowTexts[], unsure: readonly TextRun[]) {
  const tx = statement.transactions;
  const dates = checkDates(
    tx.map((t) => t.date),
    { start: statement.periodStart, end: statement.periodEnd },
    false,
    tx.map((t, i) => doubtedDates(t.date, texts[i] as RowTexts, unsure)),
  );
  const { doubted: unreadable, taken } = repairUnreadDates(dates, tx, texts, statement);
  // A row dated otherwise than any date its line prints took its date from elsewhere.
  // One printed a digit away from it (a value date beside the posting date) leaves it in doubt.
  tx.forEach((t, i) => {
    const own = texts[i] as RowTexts;
    if (t.date && own.date && (!dateOnLine(t.date, own) || dateDisputed(t.date, own))) unreadable.add(i);
  });
  return { dates, unreadable, taken };
}
