import { textMemo } from './text-memo';
/** A printed date; `year` is null when the bank does not print one. */
export interface PartialDate {
  year: number | null;
  month: number;
  day: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  maa: 3,
  apr: 4,
  may: 5,
  mei: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  des: 12,
};

// Day, month, year with one mark between them: `20/06/2025`, `20.06.2025`, `20-06-25` (the same mark both times).
const DMY = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/;
const YMD = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const COMPACT = /^(\d{4}|\d{2})(\d{2})(\d{2})$/;
const D_MON = /^(\d{1,2})[ -]?([A-Za-z]{3,9})\.?(?:[ -]?(\d{4}|\d{2}))?$/;
const MM_DD = /^(\d{2}) (\d{2})$/;
/** Day and month with no year (`05/03`, `5/03`): two digits of month, so a fraction (`1/2`) is no date. */
const DM = /^(\d{1,2})\/(\d{2})$/;

// A time printed after the date (`2024-03-05 14:32`, `05 Mar 2024 14:32:10`, `9:05 PM`, `6:45 a.m.`, `14h32`,
// `9:12 vm`): part of the date cell.
export const TIME = String.raw`\d{1,2}[:hH]\d{2}(?::\d{2})?(?:\s?(?:[AaPp]\.?\s?[Mm]\.?|[VvNn][Mm]\.?)(?![A-Za-z]))?`;
// After a comma too (`20/10/2024, 11:16`), as online banking prints them.
const TRAILING_TIME = new RegExp(String.raw`(?:,?\s+|T)${TIME}$`);

const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

function valid(d: PartialDate): PartialDate | null {
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) return null;
  if (d.year !== null && (d.year < 1990 || d.year > 2100)) return null;
  return d;
}

const FULL_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'januarie',
  'februarie',
  'maart',
  'april',
  'mei',
  'junie',
  'julie',
  'augustus',
  'september',
  'oktober',
  'november',
  'desember',
];

// Afrikaans abbreviates March as `Mrt`, which starts no month's full name.
const OTHER_ABBREVIATIONS: Record<string, number> = { mrt: 3 };

/** Month from an English or Afrikaans name or abbreviation (`Nov`, `Sept`, `Maa`, `Mrt`, `Desember`). */
export function monthFromName(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (OTHER_ABBREVIATIONS[lower]) return OTHER_ABBREVIATIONS[lower];
  if (!FULL_NAMES.some((f) => f.startsWith(lower))) return undefined;
  return MONTHS[lower.slice(0, 3)];
}

/** `monthFirst`: Standard Bank's `MM DD` columns (the only all-digit date without a year), and `M/D/Y` dates. */
export function parseDate(text: string, monthFirst = false): PartialDate | null {
  const d = cachedDate(text, monthFirst);
  // A copy, as each call has always returned a date of its own.
  return d && { ...d };
}

/** Whether the text is a date (`parseDate(text, monthFirst) !== null`), with nothing made for the answer. */
export const isDate = (text: string, monthFirst = false): boolean => cachedDate(text, monthFirst) !== null;

function cachedDate(text: string, monthFirst: boolean): PartialDate | null {
  return monthFirst ? readMonthFirst(text) : readDayFirst(text);
}

const readDayFirst = textMemo((text) => readDate(text, false));
const readMonthFirst = textMemo((text) => readDate(text, true));

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrydag',
  'saterdag',
  'sondag',
];
/**
 * A weekday's name, whole or cut to three letters or more, or to Afrikaans's two (`Vr, 13 Jun`), then an optional full
 * stop or comma.
 */
const WEEKDAY = /^([A-Za-z]{2,9})\.?,?\s+/;
const TWO_LETTER_DAYS = new Set(['ma', 'di', 'wo', 'do', 'vr', 'sa', 'so']);

/** The text without the weekday's name it starts with (`Mon 03 Mar`, `Saturday, 1 March 2025`), or as it is. */
export function withoutWeekday(text: string): string {
  const name = WEEKDAY.exec(text);
  if (!name) return text;
  const word = (name[1] as string).toLowerCase();
  const known = word.length === 2 ? TWO_LETTER_DAYS.has(word) : WEEKDAYS.some((w) => w.startsWith(word));
  return known ? text.slice(name[0].length) : text;
}

function readDate(text: string, monthFirst: boolean): PartialDate | null {
  const s = withoutWeekday(text.trim()).replace(TRAILING_TIME, '');
  // Every form starts with a digit (after a weekday's name): descriptions are turned away before any pattern runs.
  const first = s.charCodeAt(0);
  if (s.length > 20 || !(first >= 48 && first <= 57)) return null;
  let m = DMY.exec(s);
  if (m)
    return valid({
      day: Number(m[monthFirst ? 3 : 1]),
      month: Number(m[monthFirst ? 1 : 3]),
      year: fullYear(m[4] as string),
    });
  m = YMD.exec(s);
  if (m) return valid({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  m = COMPACT.exec(s);
  if (m) return valid({ year: fullYear(m[1] as string), month: Number(m[2]), day: Number(m[3]) });
  m = D_MON.exec(s);
  if (m) {
    const month = monthFromName(m[2] as string);
    if (month === undefined) return null;
    return valid({ day: Number(m[1]), month, year: m[3] ? fullYear(m[3]) : null });
  }
  if (monthFirst) {
    m = MM_DD.exec(s);
    if (m) return valid({ month: Number(m[1]), day: Number(m[2]), year: null });
  }
  m = DM.exec(s);
  if (m) return valid({ day: Number(m[monthFirst ? 2 : 1]), month: Number(m[monthFirst ? 1 : 2]), year: null });
  return null;
}

// Day month-name year, d/m/yyyy, day month-name yy, yyyy-mm-dd, d.m.yyyy (or d-m-yyyy): the groups findDates reads,
// in this order.
const DATES_IN_TEXT = new RegExp(
  [
    String.raw`\b(\d{1,2}) ([A-Za-z]{3,10}) (\d{4})\b`,
    String.raw`\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b`,
    String.raw`\b(\d{1,2}) ([A-Za-z]{3}) (\d{2})\b`,
    String.raw`\b(\d{4})[-/.](\d{2})[-/.](\d{2})\b`,
    String.raw`\b(\d{1,2})[.-](\d{1,2})[.-](\d{4})\b`,
  ].join('|'),
  'g',
);

/**
 * Finds a long-form date inside free text: `13 November 2025`, `14 Februarie 2024`, `20/06/2025`, `2015-03-01`,
 * `2015/03/01`, `20.06.2025`.
 */
export function findDates(text: string): PartialDate[] {
  const out: PartialDate[] = [];
  for (const m of text.matchAll(DATES_IN_TEXT)) {
    let d: PartialDate | null = null;
    if (m[1]) {
      const month = monthFromName(m[2] as string);
      if (month) d = valid({ day: Number(m[1]), month, year: Number(m[3]) });
    } else if (m[4]) d = valid({ day: Number(m[4]), month: Number(m[5]), year: Number(m[6]) });
    else if (m[7]) {
      const month = monthFromName(m[8] as string);
      if (month) d = valid({ day: Number(m[7]), month, year: 2000 + Number(m[9]) });
    } else if (m[10]) d = valid({ year: Number(m[10]), month: Number(m[11]), day: Number(m[12]) });
    else if (m[13]) d = valid({ day: Number(m[13]), month: Number(m[14]), year: Number(m[15]) });
    if (d) out.push(d);
  }
  return out;
}

export const toIso = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** ISO `YYYY-MM-DD` → `DD/MM/YYYY` for the exports. */
export function isoToDmy(iso: string | null): string {
  if (!iso) return '';
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
