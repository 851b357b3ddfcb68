/**
 * The digits Tesseract was unsure of, each placed on the page as a run of one glyph. The balance chain proves figures
 * but not dates: a 1-bit scan's `5` read as `6` (`16/07` for `15/07`) can still stand in order, and only the reader's
 * own doubt says so. Measured on 64 generated office scans: the three day digits read wrong had confidence 96-97; of
 * the 1,411 read right, 1,389 had 99, twelve 98 and ten 95-97.
 */
import type { TextRun } from '../extract/types';
import { pageSkew, placeRun, type OcrLine, type PageRaster } from './ocr-words';

/** Below this confidence (0-100) a digit is doubted. */
export const UNSURE_CONFIDENCE = 98;

/** A word OCR may have read a date's digits in: a date with its marks (day, month and year either way round), a day. */
export const DATE_LIKE = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2})$/;

const unsureDigit = (s: { text: string; confidence?: number }): boolean =>
  /^\d$/.test(s.text) && (s.confidence ?? 100) < UNSURE_CONFIDENCE;

/** Whether any of a word's glyphs is a digit OCR was unsure of. */
export const unsureDigits = (symbols: readonly { text: string; confidence?: number }[] | undefined): boolean =>
  (symbols ?? []).some(unsureDigit);

/** Every digit of the page read with less than `UNSURE_CONFIDENCE`, as a one-glyph run where it stands. */
export function unsureGlyphs(lines: readonly OcrLine[], raster: PageRaster): TextRun[] {
  const skew = pageSkew(lines);
  const out: TextRun[] = [];
  for (const line of lines) {
    for (const word of line.words) {
      for (const s of word.symbols ?? []) {
        if (!unsureDigit(s)) continue;
        out.push(placeRun(line, { x0: s.bbox.x0, x1: s.bbox.x1, bottom: s.bbox.y1 }, s.text, raster, skew));
      }
    }
  }
  return out;
}
