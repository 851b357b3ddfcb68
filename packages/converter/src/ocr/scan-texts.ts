/**
 * What OCR read on each row's own line, found again from the row's values: the text of its amount and of its balance
 * (the figures the converter parsed them from), and whether the line printed a date or the row took the one above.
 */
import type { Line } from '../layout/lines';
import { parseAmount } from '../parse/amount';
import { figureReadings, glyphFigure } from './ocr-figures';
import { isDate } from '../parse/date';
import type { Transaction } from '../types';

export interface RowTexts {
  amount: string | null;
  balance: string | null;
  /** The date as printed on the row's line; null where the line prints none (the date was taken from above). */
  date: string | null;
  /** Where the date was read on the line (points), to tell an unreadable date from none. */
  dateAt?: { x0: number; x1: number };
  line: Line | undefined;
}

// A money figure as a statement prints it: an optional R and sign, groups of three, two decimals, a Cr/Dr mark.
const FIGURE =
  /(?<![\d.,])(?:R\s?)?[-(]?\s?(?:\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+)[.,]\d{2}\)?(?:\s?(?:cr|dr|kt|dt)\b)?-?/gi;

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

/** The texts behind one row: its balance is the rightmost figure of that value, its amount another of its value. */
export function rowTexts(t: Transaction, line: Line | undefined): RowTexts {
  if (!line) return { amount: null, balance: null, date: null, line };
  const figures = figuresOn(line);
  const balanceCents = centsOf(t.balance);
  const b = balanceCents === null ? -1 : figures.findLastIndex((f) => f.cents === balanceCents);
  const amountCents = centsOf(t.amount);
  // An amount the engine could not parse: the figure OCR gave a glyph in, for the chain to judge.
  const a =
    amountCents === null
      ? figures.findIndex((f, i) => i !== b && f.glyphs)
      : figures.findIndex((f, i) => i !== b && (f.cents === amountCents || (f.glyphs && readsAs(f.text, amountCents))));
  // The date column may stand anywhere (Standard Bank prints it right of the description).
  // The profile's order is not known here: a date in either order is a date printed.
  const own = { amount: figures[a]?.text ?? null, balance: figures[b]?.text ?? null, line };
  const found = line.cells.flatMap((cell) => {
    const date = leadingDate(cell.text);
    return date ? [{ date, dateAt: { x0: cell.x0, x1: cell.x1 } }] : [];
  });
  // A reference of six digits (`130303`) reads as a date too: a date that says so by its marks comes first.
  const best = found.find((f) => /\D/.test(f.date)) ?? found[0];
  return best ? { ...own, ...best } : { ...own, date: null };
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
 * Rows whose line shows something with digits where the other rows print their dates, but no date: a date was printed
 * and OCR could not read it (`1225`, `12 2S`), so the date taken from the row above is a guess.
 */
export function unreadableDates(texts: readonly RowTexts[]): Set<number> {
  const zones = texts.flatMap((t) => (t.dateAt ? [t.dateAt] : []));
  const out = new Set<number>();
  if (zones.length === 0) return out;
  const x0 = Math.min(...zones.map((z) => z.x0)) - 2;
  const x1 = Math.max(...zones.map((z) => z.x1)) + 2;
  texts.forEach((t, i) => {
    if (t.date !== null || !t.line) return;
    if (t.line.cells.some((c) => c.x0 < x1 && c.x1 > x0 && /\d/.test(c.text))) out.add(i);
  });
  return out;
}

/** Each page's lines by their row number. */
export function linesByPlace(lines: readonly Line[]): Map<string, Line> {
  return new Map(lines.map((l) => [`${l.page}:${l.row}`, l]));
}
