/**
 * Where OCR gave letters for a figure's digits (figure-letters.ts) or read a figure a second time (figure-rereads.ts),
 * the figure as the page's reading read it, placed on the page: the runs show the figure mended, and a row whose
 * figure was mended is "corrected", never "verified as read".
 */
import type { ScanRowCheck } from '@bankcsv/domain';
import type { TextRun } from '../extract/types';
import type { Line } from '../layout/lines';
import { figureLetters } from './figure-letters';
import { figureCell, type RowTexts } from './scan-texts';
import type { Reread } from './figure-rereads';
import { brackets, pageSkew, placeRun, type OcrLine, type PageRaster } from './ocr-words';

type Word = OcrLine['words'][number];

/**
 * Every word of the page whose letters were read as digits, or that was read again (figure-rereads.ts), as the page's
 * reading read it, where it stands.
 */
export function letterReads(lines: readonly OcrLine[], rereads: readonly Reread[], raster: PageRaster): TextRun[] {
  const skew = pageSkew(lines);
  const out: TextRun[] = [];
  const place = (line: OcrLine, w: Word, text: string) =>
    out.push(placeRun(line, { x0: w.bbox.x0, x1: w.bbox.x1, bottom: w.bbox.y1 }, text, raster, skew));
  // By box: later steps (confirmUnsureDates) copy the words, never their boxes.
  const first = new Map(rereads.map((r) => [r.word.bbox, r.read]));
  for (const line of lines) {
    for (const w of line.words) {
      const text = brackets(w.text.trim());
      const read = first.get(w.bbox);
      if (read !== undefined) place(line, w, read);
      else if (figureLetters(text) !== text) place(line, w, text);
    }
  }
  return out;
}

/** `figure` on `line` as OCR first read it, where that was mended or read again; undefined where it was not. */
export function readWithLetters(line: Line, figure: string | null, reads: readonly TextRun[]): string | undefined {
  const cell = figureCell(line, figure);
  if (!cell) return undefined;
  const near = (r: TextRun) => r.page === line.page && Math.abs(r.y - line.y) <= line.height / 2;
  const read = reads.filter((r) => near(r) && r.x < cell.x1 && r.x + r.width > cell.x0);
  return read.length > 0 ? read.map((r) => r.text).join(' ') : undefined;
}

/** A row whose figures OCR read letters in: corrected, not verified as read, and the figures shown as read. */
export function withLetterReads(check: ScanRowCheck, texts: RowTexts, reads: readonly TextRun[]): ScanRowCheck {
  if (!texts.line || reads.length === 0) return check;
  const amount = check.read?.amount ?? readWithLetters(texts.line, texts.amount, reads);
  const balance = check.read?.balance ?? readWithLetters(texts.line, texts.balance, reads);
  if (amount === check.read?.amount && balance === check.read?.balance) return check;
  const read = { ...check.read, ...(amount ? { amount } : {}), ...(balance ? { balance } : {}) };
  return { ...check, verdict: check.verdict === 'verified' ? 'corrected' : check.verdict, read };
}
