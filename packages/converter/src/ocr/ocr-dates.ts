/**
 * Numeric dates as OCR gives them back from a poor scan: the separators are the thinnest strokes on the page, so
 * `02/03/2018` returns as `02:03 2018`, `19-°03.2018` or `1903-2018`, and a date's parts may land in runs of their
 * own. The parts are put back together as statements print numeric dates (a day first with slashes, a year first
 * with the slashes or dashes the page's clean ones use), so the layout engine finds one date format down the column.
 * A slash read as a point down a whole page is still a slash. Only separators change: the digits are left for the
 * date checks to judge.
 */
import type { TextRun } from '../extract/types';
import { GLYPH_CHARS } from './ocr-figures';
import { justAfter, mergeRuns } from './run-merge';

/** A year's digit, or a glyph OCR gave for one (`202%`): the date checks judge what it becomes. */
const YEAR_DIGIT = `[\\d${GLYPH_CHARS}]`;
/** A year alone in its run. */
const YEAR_RUN = new RegExp(`^(?:19|20)${YEAR_DIGIT}{2}$`);

/** What OCR makes of a slash, a point or a dash (and a lost one: a space). */
const SEP = String.raw`[\s/:.,;'’°\x60\-]{1,3}`;
const DAY_FIRST = new RegExp(String.raw`(?<![\d.,])(\d{1,2})${SEP}(\d{1,2})${SEP}((?:19|20)\d{2})(?![\d.,]*\d)`, 'g');
/**
 * A thin slash a poor scan also reads as a `7` or a `1` (`30706-2025`, `097/077-2025`, `28:0312025`). Taken so only
 * between a two-digit day and month and a four-digit year: `1707/2025` is 17/07 with its slash lost, never 1/07.
 */
const SLASH = String.raw`(?:[17]?${SEP}[17]?|[17])`;
const SLASH_AS_SEVEN = new RegExp(
  String.raw`(?<![\d.,])(\d{2})${SLASH}(\d{2})${SLASH}((?:19|20)\d{2})(?![\d.,]*\d)`,
  'g',
);
/** Day and month run together, the first separator lost: `1903-2018`. */
const RUN_TOGETHER = new RegExp(String.raw`(?<![\d.,])(\d{2})(\d{2})${SEP}((?:19|20)\d{2})(?![\d.,]*\d)`, 'g');
/** Month and year run together, the second separator lost: `05.032025`. */
const YEAR_RUN_IN = new RegExp(String.raw`(?<![\d.,])(\d{2})${SEP}(\d{2})((?:19|20)\d{2})(?![\d.,]*\d)`, 'g');
const YEAR_FIRST = new RegExp(String.raw`(?<![\d.,])((?:19|20)\d{2})${SEP}(\d{1,2})${SEP}(\d{1,2})(?![\d.,]*\d)`, 'g');
const CLEAN_YEAR_FIRST = /(?<!\d)(?:19|20)\d{2}([/-])\d{2}\1\d{2}(?!\d)/g;

/** Two numbers that can be a day and a month in either order (the profile decides which). */
const dayMonth = (a: string, b: string): boolean => {
  const [x, y] = [Number(a), Number(b)];
  return x >= 1 && y >= 1 && x <= 31 && y <= 31 && (x <= 12 || y <= 12);
};

/** The value most often seen; null where none was. */
const mostCommon = (values: string[]): string | null => {
  const count = new Map<string, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/** The separator most of the page's cleanly read year-first dates use (`2025-05-03`); a slash where none was. */
export function pageDateSeparator(texts: readonly string[]): string {
  return mostCommon(texts.flatMap((t) => [...t.matchAll(CLEAN_YEAR_FIRST)].map((m) => m[1] as string))) ?? '/';
}

const dayFirst = (m: string, a: string, b: string, y: string): string => (dayMonth(a, b) ? `${a}/${b}/${y}` : m);

/**
 * `text` with every numeric date's separators made slashes, or `sep` in a date that starts with its year.
 * @example mendDates('02:03 2018 Interest', '/') // '02/03/2018 Interest'
 */
export function mendDates(text: string, sep: string): string {
  return text
    .replace(YEAR_FIRST, (m, y: string, a: string, b: string) =>
      dayMonth(a, b) && Number(a) <= 12 ? `${y}${sep}${a}${sep}${b}` : m,
    )
    .replace(DAY_FIRST, dayFirst)
    .replace(RUN_TOGETHER, dayFirst)
    .replace(YEAR_RUN_IN, dayFirst)
    .replace(SLASH_AS_SEVEN, dayFirst);
}

/** A day, or a day and month, left on their own (`21`, `02:03`, `14 03-`), the rest of the date in the next run. */
const HEAD = /^\d{1,2}(?:[\s/:.,;'’°`-]{1,3}\d{1,2})?[\s/:.,;'’°`-]{0,3}$/;
const DATE_START = new RegExp(String.raw`^(\d{1,2})${SEP}(\d{1,2})${SEP}((?:19|20)${YEAR_DIGIT}{2})(?![\d.,]*\d)`);
/** A date's parts stand a separator apart: at most this many line heights between the runs. */
const PART_GAP = 1.2;

/** A day (and month), and the rest of a date after them. */
const belongs = (head: string, next: string): boolean => {
  const m = HEAD.test(head) ? DATE_START.exec(`${head} ${next.trimStart()}`) : null;
  return m !== null && dayMonth(m[1] as string, m[2] as string);
};
/** A day and a month's name (`02 Mar`), its year (`2025`, `202%`) in a run of its own. */
const NAMED_HEAD = /^\d{1,2}[ -][A-Za-z]{3,9}\.?$/;
const namedDate = (head: string, next: string): boolean => NAMED_HEAD.test(head.trim()) && YEAR_RUN.test(next.trim());

/** The two numbers of a yearless date (`12` `16`) that OCR read as two words. */
const shortDate = (head: string, next: string): boolean =>
  /^\d{2}$/.test(head) && /^\d{2}$/.test(next) && dayMonth(head, next);

const NUMBER = /^\d{1,2}$/;

/**
 * A day and a month each in a run of their own, the year in a third (`5` `09` `2024`: both slashes lost): the day and
 * month joined first, so the year joins them as it joins any day and month.
 */
function joinDayToMonth(runs: TextRun[]): TextRun[] {
  const after = (a: TextRun, test: RegExp) =>
    runs.find((r) => r !== a && test.test(r.text) && justAfter(a, r, PART_GAP));
  const taken = new Set<TextRun>();
  for (const day of runs) {
    if (taken.has(day) || !NUMBER.test(day.text)) continue;
    const month = after(day, NUMBER);
    if (!month || taken.has(month) || !dayMonth(day.text, month.text) || !after(month, YEAR_RUN)) continue;
    day.text = `${day.text} ${month.text}`;
    day.width = month.x + month.width - day.x;
    taken.add(month);
  }
  return runs.filter((r) => !taken.has(r));
}

/** Runs holding a date's day and month joined to the run that holds its year, as one date. */
const joinDateParts = (runs: TextRun[]): TextRun[] =>
  mergeRuns(joinDayToMonth(runs), (o, r) =>
    (belongs(o.text, r.text) || shortDate(o.text, r.text) || namedDate(o.text, r.text)) && justAfter(o, r, PART_GAP)
      ? `${o.text} ${r.text}`
      : null,
  );

/** A yearless date as a column prints it, `12 16` (month and day, or day and month), and as OCR may run it together. */
const SHORT_CLEAN = /^(\d{2}) (\d{2})$/;
const SHORT_RUN = /^(\d{2})[\s:.,;'’°`-]{0,2}(\d{2})$/;
/** Clean yearless dates a column needs before its cells read run together are taken for dates. */
const SHORT_QUORUM = 3;

/**
 * Cells of a column of yearless dates (`12 16`) that OCR ran together (`1221`, `12:27`): given back their space. Only
 * where they stand in the column the page's clean ones do, so a reference or a year elsewhere is left alone.
 */
function mendShortDates(runs: TextRun[]): void {
  const inColumn = dateColumn(
    runs.filter((r) => {
      const m = SHORT_CLEAN.exec(r.text.trim());
      return m !== null && dayMonth(m[1] as string, m[2] as string);
    }),
  );
  if (!inColumn) return;
  for (const r of runs) {
    const m = SHORT_RUN.exec(r.text.trim());
    if (m && inColumn(r) && dayMonth(m[1] as string, m[2] as string)) r.text = `${m[1]} ${m[2]}`;
  }
}

/** Whether a run stands where the page's clean dates do; null where too few are clean to say there is a column. */
function dateColumn(clean: readonly TextRun[]): ((r: TextRun) => boolean) | null {
  if (clean.length < SHORT_QUORUM) return null;
  const x0 = Math.min(...clean.map((r) => r.x)) - 2;
  const x1 = Math.max(...clean.map((r) => r.x + r.width)) + 2;
  return (r) => r.x + r.width / 2 > x0 && r.x + r.width / 2 < x1;
}

/** A year-first date as the page prints it, whole in its cell. */
const CLEAN_YEAR_FIRST_CELL = /^(?:19|20)\d{2}([/-])\d{2}\1\d{2}$/;
/** A year-first cell whose separators OCR lost, mangled or read as digits: `202505 09`, `2025/0506`, `2025/05705`. */
const LOOSE_YEAR_FIRST = /^((?:19|20)\d{2})([\d\s/:.,;'’°`-]{4,9})$/;

/**
 * The one month and day a loose year-first cell can hold: its other four digits, or six where a slash was read as a
 * `7` or a `1` (before the month, or between month and day). None where two readings would do.
 */
function looseMonthDay(rest: string): [string, string] | null {
  const d = rest.replace(/\D/g, '');
  const readings = new Set<string>();
  const take = (m: string, day: string) => {
    if (Number(m) >= 1 && Number(m) <= 12 && Number(day) >= 1 && Number(day) <= 31) readings.add(`${m}/${day}`);
  };
  const slash = (c: string | undefined) => c === '7' || c === '1';
  if (d.length === 4) take(d.slice(0, 2), d.slice(2));
  if (d.length === 5 && slash(d[0])) take(d.slice(1, 3), d.slice(3));
  if (d.length === 5 && slash(d[2])) take(d.slice(0, 2), d.slice(3));
  if (d.length === 6 && slash(d[0]) && slash(d[3])) take(d.slice(1, 3), d.slice(4));
  if (readings.size !== 1) return null;
  return [...readings][0]?.split('/') as [string, string];
}

/**
 * Cells of a column of year-first dates (`2025/05/02`) whose separators a poor scan lost or read as digits, given the
 * page's separator back. Only where they stand in the column the page's clean ones do: a reference elsewhere that
 * happens to start `2025` is left alone.
 */
function mendYearFirstColumn(runs: TextRun[], sep: string): void {
  const clean = runs.filter((r) => CLEAN_YEAR_FIRST_CELL.test(r.text.trim()));
  const inColumn = dateColumn(clean);
  if (!inColumn) return;
  const year = mostCommon(clean.map((r) => r.text.trim().slice(0, 4)));
  for (const r of runs) {
    if (!inColumn(r)) continue;
    const text = year ? yearSlipMended(r.text.trim(), year) : r.text.trim();
    const m = LOOSE_YEAR_FIRST.exec(text);
    const md = m ? looseMonthDay(m[2] as string) : null;
    if (m && md) r.text = `${m[1]}${sep}${md[0]}${sep}${md[1]}`;
  }
}

/** A year-first cell whose year OCR read a digit short or a digit long (`225 05 15`, `20125 05 22`). */
const SLIPPED_YEAR = /^(\d{3}|\d{5})(?=[\s/:.,;'’°`-])/;

/**
 * The cell with the column's year put back where its year is that year with one digit lost or one too many: in a
 * column of dates that all print one year, nothing else. Month and day are left for the date checks to judge.
 */
function yearSlipMended(text: string, year: string): string {
  const y = SLIPPED_YEAR.exec(text)?.[1];
  if (!y) return text;
  const [short, long] = y.length === 3 ? [y, year] : [year, y];
  const slip = [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
  return slip ? year + text.slice(y.length) : text;
}

/** A day-first date whose year holds a glyph OCR gave for a digit: `27 06 202%`. */
const GLYPH_YEAR = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2}(?:${SEP}\d{1,2}${SEP}|[ -][A-Za-z]{3,9}\.?[ -]))(${YEAR_DIGIT}{4})(?![\d.,]*\d)`,
  'g',
);
const NAMED_DATE = /(?<!\d)(\d{1,2}) ([A-Za-z]{3,9}) ((?:19|20)\d{2})(?!\d)/g;

/** The year most of the page's clean dates print, if any. */
function pageYear(texts: readonly string[]): string | null {
  return mostCommon(
    texts.flatMap((t) => [...t.matchAll(DAY_FIRST), ...t.matchAll(NAMED_DATE)].map((d) => d[3] as string)),
  );
}

/**
 * A year with a glyph for a digit is the page's year where every digit it shows agrees with it (`202%` on a page of
 * 2025 dates); any other year stays as read, for the date checks to refuse.
 */
export function mendYearGlyphs(text: string, year: string | null): string {
  if (!year) return text;
  return text.replace(GLYPH_YEAR, (m, head: string, y: string) =>
    /\D/.test(y) && [...y].every((c, i) => !/\d/.test(c) || c === year[i]) ? `${head}${year}` : m,
  );
}

/** A page's runs (sorted left to right) with their dates mended. */
export function mendPageDates(runs: TextRun[]): TextRun[] {
  const joined = joinDateParts(runs);
  const sep = pageDateSeparator(joined.map((r) => r.text));
  const year = pageYear(joined.map((r) => r.text));
  for (const r of joined) r.text = mendDates(mendYearGlyphs(r.text, year), sep);
  mendShortDates(joined);
  mendYearFirstColumn(joined, sep);
  return joined;
}
