/**
 * What OCR read on each row's own line, found again from the row's values: the text of its amount and of its balance
 * (the figures the converter parsed them from), and whether the line printed a date or the row took the one above.
 */
import type { TextRun } from '../extract/types';
import type { Line } from '../layout/lines';
import { parseAmount } from '../parse/amount';
import { digitPattern, figureReadings, glyphFigure, slipTo } from './ocr-figures';
import { isDate, parseDate } from '../parse/date';
import type { Transaction } from '../types';

export interface RowTexts {
  amount: string | null;
  balance: string | null;
  /** The balance is a figure the engine could not take (`looseBalance`): where no reading of it fits, it is unread. */
  balanceLoose?: true;
  /** The amount and the balance with a digit OCR was unsure of as `?`, one text a digit (figure-doubts.ts). */
  amountDoubts?: string[];
  balanceDoubts?: string[];
  /** The date as printed on the row's line; null where the line prints none (the date was taken from above). */
  date: string | null;
  /** Every cell of the line that starts with a date (a posting and a value date): where date columns stand. */
  datesAt?: { x0: number; x1: number }[];
  /** Those dates as read. */
  datesRead?: string[];
  line: Line | undefined;
}

// A money figure as a statement prints it: an optional R and sign, groups of three, two decimals, a Cr/Dr mark;
// never the head of a longer run of digits (`8.44` of `8.446.63`).
const FIGURE = new RegExp(
  String.raw`(?<![\d.,])(?:R\s?)?[-(]?\s?(?:\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+)[.,]\d{2}(?![\d.,]\d)` +
    String.raw`\)?(?:\s?(?:cr|dr|kt|dt)\b)?-?`,
  'gi',
);

/** The cell of `line` that prints `figure` (a text found on it); undefined where none does. */
export const figureCell = (line: Line | undefined, figure: string | null): Line['cells'][number] | undefined =>
  figure === null ? undefined : line?.cells.find((c) => c.text.includes(figure));

/** Glyphs of `unsure` standing on `line` between `x0` and `x1` (their middles). */
export const glyphsWithin = (unsure: readonly TextRun[], line: Line, x0: number, x1: number): TextRun[] =>
  unsure.filter((g) => {
    const x = g.x + g.width / 2;
    return g.page === line.page && Math.abs(g.y - line.y) <= line.height / 2 && x >= x0 && x <= x1;
  });

const centsOf = (value: number | null): number | null => (value === null ? null : Math.round(Math.abs(value) * 100));

/** The row's figures as printed, left to right, with their magnitudes. */
export function figuresOn(line: Line): { text: string; cents: number; glyphs?: true }[] {
  const out: { text: string; cents: number; glyphs?: true }[] = [];
  for (const cell of line.cells) {
    for (const m of cell.text.matchAll(FIGURE)) {
      const text = m[0].trim();
      const parsed = parseAmount(text);
      if (parsed) out.push({ text, cents: parsed.cents });
    }
    // A figure with a glyph for a digit (`-5 072.5%`) stands in a cell of its own.
    const glyphs = glyphFigure(cell.text.trim());
    const parsed = glyphs && parseAmount(glyphs.text);
    if (parsed) out.push({ text: cell.text.trim(), cents: parsed.cents, glyphs: true });
  }
  return out;
}

/** Whether a figure as OCR read it can be `cents`, a few look-alike slips away. */
export const readsAs = (text: string, cents: number): boolean => figureReadings(text).some((r) => r.cents === cents);

/**
 * Which figure on the line is the row's amount (worth `cents`): the one of that value, or one a look-alike slip away,
 * or else one that reads as it with a digit lost or unclear (the chain judges that slip against both balances).
 */
function amountIndex(figures: readonly { text: string; cents: number; glyphs?: true }[], b: number, cents: number) {
  const other = (i: number) => i !== b;
  const found = figures.findIndex((f, i) => other(i) && (f.cents === cents || (f.glyphs && readsAs(f.text, cents))));
  return found >= 0 ? found : figures.findIndex((f, i) => other(i) && slipTo(digitPattern(f.text), cents) !== null);
}

/**
 * A balance the engine could not take: the line's last cell, right of the amount, showing the digits of a figure
 * whose marks OCR lost or mangled (`251575`, `10 779 64`, `14 807 t4`). The chain reads it, slips and all.
 */
function looseBalance(line: Line, amount: string | null): string | null {
  const at = amount === null ? -1 : line.cells.findIndex((c) => c.text.includes(amount));
  const last = line.cells.at(-1);
  if (at < 0 || !last || line.cells.indexOf(last) <= at) return null;
  const text = last.text.trim();
  return /^[-(]?R?\s?\d/.test(text) && digitPattern(text) !== null ? text : null;
}

/**
 * An amount whose marks OCR lost or mangled (`1495382`, `7.66743`, `SS%.12-`): a cell of the line, not its balance or a
 * date, showing the amount's digits, or them with a digit lost or unclear. The chain judges the reading.
 */
function looseAmount(line: Line, balance: string | undefined, cents: number): string | null {
  const digits = String(cents).padStart(3, '0');
  const cell = line.cells.find((c) => {
    const text = c.text.trim();
    if ((balance && text.includes(balance)) || leadingDate(text) !== null) return false;
    const pattern = digitPattern(text);
    return pattern === digits || slipTo(pattern, cents) !== null;
  });
  return cell ? cell.text.trim() : null;
}

/** The texts behind one row: its balance is the rightmost figure of that value, its amount another of its value. */
export function rowTexts(t: Transaction, line: Line | undefined): RowTexts {
  if (!line) return { amount: null, balance: null, date: null, line };
  const figures = figuresOn(line);
  const balanceCents = centsOf(t.balance);
  const b = balanceCents === null ? -1 : figures.findLastIndex((f) => f.cents === balanceCents);
  const amountCents = centsOf(t.amount);
  // An amount the engine could not parse: the figure OCR gave a glyph in, for the chain to judge.
  const a =
    amountCents === null ? figures.findIndex((f, i) => i !== b && f.glyphs) : amountIndex(figures, b, amountCents);
  // The date column may stand anywhere (Standard Bank prints it right of the description).
  // The profile's order is not known here: a date in either order is a date printed.
  const amount = figures[a]?.text ?? (amountCents === null ? null : looseAmount(line, figures[b]?.text, amountCents));
  const loose = b < 0 && balanceCents === null ? looseBalance(line, amount) : null;
  const own = { amount, balance: figures[b]?.text ?? loose, ...(loose ? { balanceLoose: true as const } : {}), line };
  const found = line.cells.flatMap((cell) => {
    const date = leadingDate(cell.text);
    if (date === null) return [];
    // A date run into the description stands over its own share of the cell only.
    const x1 = cell.x0 + ((cell.x1 - cell.x0) * date.length) / Math.max(1, cell.text.trim().length);
    return [{ date, at: { x0: cell.x0, x1 } }];
  });
  // A reference of six digits (`130303`) reads as a date too: a date that says so by its marks comes first.
  const best = found.find((f) => /\D/.test(f.date)) ?? found[0];
  const dates = { datesAt: found.map((f) => f.at), datesRead: found.map((f) => f.date) };
  return { ...own, date: best?.date ?? null, ...dates };
}

const anyDate = (text: string): boolean => isDate(text, false) || isDate(text, true);

/**
 * The date a cell starts with: the whole cell, or its first words where OCR ran the date into the description
 * beside it (a narrow column gap), as `21/06/2025 Eft Credit` or `21 Jun 2025 Eft Credit`.
 */
function leadingDate(text: string): string | null {
  const words = text.trim().split(/\s+/);
  if (anyDate(text.trim())) return text.trim();
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    if (anyDate(head)) return head;
  }
  return null;
}

/**
 * Whether the row's date is one its line prints (its day and month, in either order): a date the engine took from
 * the row above, beside a date OCR read otherwise (`14 03` for a row dated the 13th), is not.
 */
export function dateOnLine(iso: string, texts: RowTexts): boolean {
  const [, m, d] = iso.split('-').map(Number);
  return (texts.datesRead ?? []).some((text) =>
    [parseDate(text), parseDate(text, true)].some((p) => p !== null && p.day === d && p.month === m),
  );
}

/**
 * Whether another date the line prints is the row's date a digit away (`18/03` beside `19/03`): the two columns of a
 * posting and a value date mostly agree, and where they stand one slip apart, nothing says which of them OCR misread.
 */
export function dateDisputed(iso: string, texts: RowTexts): boolean {
  const [, m, d] = iso.split('-').map(Number);
  const digits = (day: number, month: number) => `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}`;
  const own = digits(d as number, m as number);
  // Only dates that show their marks: a six-digit reference (`130303`) reads as a date too.
  return (texts.datesRead ?? []).some((text) =>
    [parseDate(text), parseDate(text, true)].some((p) => {
      if (p === null || !/\D/.test(text)) return false;
      const other = digits(p.day, p.month);
      return [...own].filter((c, k) => c !== other[k]).length === 1;
    }),
  );
}

/** Rows that print a date in a column make it a date column. */
const DATE_COLUMN_ROWS = 3;

/**
 * Rows whose line shows something with digits in a column where the other rows print dates, but no date there: a
 * date was printed and OCR could not read it (`1225`, `12 2S`, `14 03 20258`), so the row's date, taken from the row
 * above or from another of its dates, is a guess. Each with what OCR read there.
 */
export function unreadableDates(texts: readonly RowTexts[]): Map<number, string> {
  // Dates that show their marks: a column of six-digit references (`134965`) reads as dates too, and is none.
  const zones = texts.flatMap((t) => (t.datesAt ?? []).filter((_, k) => /\D/.test(t.datesRead?.[k] ?? '')));
  const out = new Map<number, string>();
  const overlaps = (z: { x0: number; x1: number }, c: { x0: number; x1: number }) => z.x0 < c.x1 + 2 && z.x1 > c.x0 - 2;
  texts.forEach((t, i) => {
    const unread = t.line?.cells.find(
      (c) =>
        /\d/.test(c.text) &&
        leadingDate(c.text) === null &&
        zones.filter((z) => overlaps(z, c)).length >= DATE_COLUMN_ROWS,
    );
    if (unread) out.set(i, unread.text.trim());
  });
  return out;
}

/** Each page's lines by their row number. */
export function linesByPlace(lines: readonly Line[]): Map<string, Line> {
  return new Map(lines.map((l) => [`${l.page}:${l.row}`, l]));
}
