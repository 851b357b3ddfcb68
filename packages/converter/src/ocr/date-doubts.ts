/**
 * The other dates a row's printed date may be, where OCR was unsure of one of its digits (unsure-glyphs.ts): the date
 * with that digit taken for one of its look-alikes. The dates' order and period then say whether one of those could
 * stand in its place (checkDates): any digit at all would doubt most days read right, between neighbours days apart.
 */
import type { TextRun } from '../extract/types';
import { parseDate } from '../parse/date';
import { DAY_LOOK_ALIKES, validIso } from './date-repair';
import { glyphsWithin, type RowTexts } from './scan-texts';

/** Where in `text` (drawn from `x0` to `x1`) glyph `g` stands: the places near its share of the width that show it. */
export function placesOf(g: TextRun, text: string, x0: number, x1: number): number[] {
  const share = (g.x + g.width / 2 - x0) / Math.max(1e-6, x1 - x0);
  const near = Math.floor(share * text.length);
  // Glyphs differ in width (`/` is narrow): the estimate may be one place off either way.
  return [near - 1, near, near + 1].filter((k) => text[k] === g.text);
}

/** `text` read day-first or month-first, whichever gives `iso`'s day and month; null where neither does. */
function readingOrder(text: string, iso: string): boolean | null {
  const [, m, d] = iso.split('-').map(Number);
  for (const monthFirst of [false, true]) {
    const p = parseDate(text, monthFirst);
    if (p && p.day === d && p.month === m) return monthFirst;
  }
  return null;
}

/** The dates the row's printed date reads as, a digit OCR doubted taken for a look-alike; none if it doubted none. */
export function doubtedDates(iso: string | null, texts: RowTexts, unsure: readonly TextRun[]): string[] {
  const line = texts.line;
  if (!iso || !line || unsure.length === 0) return [];
  const year = Number(iso.slice(0, 4));
  const out = new Set<string>();
  (texts.datesRead ?? []).forEach((text, k) => {
    const at = texts.datesAt?.[k];
    const monthFirst = readingOrder(text, iso);
    if (!at || monthFirst === null) return;
    for (const g of glyphsWithin(unsure, line, at.x0, at.x1)) {
      for (const place of placesOf(g, text, at.x0, at.x1)) {
        for (const digit of DAY_LOOK_ALIKES[g.text] ?? '') {
          const p = parseDate(text.slice(0, place) + digit + text.slice(place + 1), monthFirst);
          const other = p && validIso(p.year ?? year, p.month, p.day);
          if (other && other !== iso) out.add(other);
        }
      }
    }
  });
  return [...out];
}
