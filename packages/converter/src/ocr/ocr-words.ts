/** OCR words (pixel boxes, y down) as the text runs a PDF's text layer gives (points, y up), line by line. */
import type { TextRun } from '../extract/types';
import { DIGIT_LIKE, figureLetters } from './figure-letters';
import { mendPageDates } from './ocr-dates';
import { justAfter, mergeRuns } from './run-merge';
import { medianOf } from '../parse/sorted-numbers';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The little of a Tesseract line the runs need. */
export interface OcrLine {
  words: {
    text: string;
    bbox: Box;
    confidence: number;
    symbols?: { text: string; bbox: Box; confidence?: number }[];
  }[];
  /** The line's baseline, from its left end to its right end, in pixels. */
  baseline: Box;
  /** Tesseract's measure of the line: its row height is the nearest thing a scan has to a font size. */
  rowAttributes?: { rowHeight: number };
}

export interface PageRaster {
  page: number;
  dpi: number;
  pageHeightPx: number;
}

/** Where the baseline runs under `x`: words of one line share it, so they land on one line of the layout. */
function baselineAt(b: Box, x: number): number {
  if (b.x1 === b.x0) return b.y0;
  const t = Math.min(1, Math.max(0, (x - b.x0) / (b.x1 - b.x0)));
  return b.y0 + (b.y1 - b.y0) * t;
}

const median = (xs: number[]): number => medianOf(xs) ?? 0;

/**
 * One height for every word of a line, as a text layer gives one font size: a word's own box (a comma's tail, a
 * capital) would make figures look larger than their row and be taken for a stamp.
 */
function lineHeight(line: OcrLine): number {
  const row = line.rowAttributes?.rowHeight ?? 0;
  return row > 0 ? row : median(line.words.map((w) => w.bbox.y1 - w.bbox.y0)) * 1.35;
}

/** A gap between words of one phrase (ink to ink, so up to a font size): a text layer draws a phrase as one run. */
const PHRASE_GAP = 1;
/**
 * A column's unit in brackets (`Fees (R)`, `Balance (ZAR)`) stands further off in ink than a word does: a bracket's
 * ink sits inside its width, and a monospaced space is a whole character wide.
 */
const UNIT_GAP = 1.6;
const UNIT = /^\([A-Za-z%]{1,3}\)\)?$/;

/**
 * `(R)` as a 1-bit scan loses its brackets' strokes: `(R1`, `Ri`, `‘Ri;`, `IR:`. Some bracket-like mark beside a lone
 * R; taken for the unit it was, so it stays with its label and the column keeps the label's width.
 */
const RAND_UNIT = /^(?:[([{‘'|I][Rr][)\]}1iIl|;:’']{0,2}|[Rr][)\]}1iIl|;:’']{1,2})$/;
const unitText = (text: string): string => (RAND_UNIT.test(text.trim()) ? '(R)' : text);

/** The widest ink gap, in line heights, at which `next` still belongs to the phrase before it. */
const gapFor = (next: string): number => (UNIT.test(next.trim()) ? UNIT_GAP : PHRASE_GAP);

type Word = OcrLine['words'][number];

/**
 * A gap inside a run of digits is a space OCR left out when it is wider than this share of the digits' median width,
 * and either over this share of their height or clearly wider than the run's usual gap: two narrow `1`s stand a
 * third of their height apart, a date's numbers (`2025 05 03`) a space apart.
 */
const LOST_SPACE = { width: 0.7, height: 0.55, widest: 1.8 };

/**
 * Digits split where OCR ran two numbers together: a date `12 16` printed with a narrow space comes back as `1216`,
 * but its characters' boxes still show the gap.
 */
function splitAtGaps(w: Word): Word[] {
  const symbols = w.symbols ?? [];
  // Only a run of bare digits: in figures and words the narrow glyphs (`1`, `,`) leave gaps as wide as a space.
  if (symbols.length < 2 || !/^\d+$/.test(w.text) || symbols.map((s) => s.text).join('') !== w.text) return [w];
  const gaps = symbols.slice(1).map((sym, i) => sym.bbox.x0 - (symbols[i] as (typeof symbols)[0]).bbox.x1);
  const width = LOST_SPACE.width * median(symbols.map((sym) => sym.bbox.x1 - sym.bbox.x0));
  const height = LOST_SPACE.height * (w.bbox.y1 - w.bbox.y0);
  const typical = median(gaps);
  const lost = (g: number): boolean =>
    g > width && (g > height || (gaps.length > 1 && g >= LOST_SPACE.widest * typical));
  const out: Word[] = [];
  let from = 0;
  const take = (to: number) => {
    const part = symbols.slice(from, to);
    const bbox = {
      ...w.bbox,
      x0: (part[0] as (typeof part)[0]).bbox.x0,
      x1: (part.at(-1) as (typeof part)[0]).bbox.x1,
    };
    out.push({ text: part.map((s) => s.text).join(''), bbox, confidence: w.confidence });
    from = to;
  };
  gaps.forEach((g, i) => lost(g) && take(i + 1));
  take(symbols.length);
  return out;
}

/** The words of a line joined into phrases, as a text layer draws them: columns stay apart, words of one cell join. */
function phrases(line: OcrLine, height: number): Word[][] {
  const words = line.words
    .filter((w) => w.text.trim() !== '')
    .map((w) => ({ ...w, text: unitText(w.text) }))
    .flatMap(splitAtGaps)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const out: Word[][] = [];
  for (const w of words) {
    const last = out.at(-1);
    const prev = last?.at(-1);
    if (last && prev && w.bbox.x0 - prev.bbox.x1 <= gapFor(w.text) * height) last.push(w);
    else out.push([w]);
  }
  return out;
}

/** A figure's cents OCR set a space apart from it (`4,284 .49-`, `987. 15`, `314 . 82`): one figure again. */
const looseCents = (text: string): string => text.replace(/(\d) ?([.,]) ?(\d{2})(?![\d.,])/g, '$1$2$3');

/** A figure grouped in thousands whose decimal point OCR read as a space (`18.924 44`): no group has two digits. */
const CENTS_AFTER_SPACE = new RegExp(
  String.raw`^([-(]?R?${DIGIT_LIKE}{1,3}(?:[.,]${DIGIT_LIKE}{3})+) (${DIGIT_LIKE}{2}(?:\s?(?:[Cc]r|[Dd]r)|-|\))?)$`,
);

/** `18.924.44` from `18.924 44`, whose last two digits are its cents; any other text as it is. */
export const centsAfterSpace = (text: string): string => text.replace(CENTS_AFTER_SPACE, '$1.$2');

/** A figure and nothing else, with a space OCR read inside its last group of digits: `44 7.17`, `14,19 3.18`. */
const BROKEN_GROUP = /^([-(]?R?\s?)((?:\d{1,3},)*)(\d{1,2}) (\d{1,2})([.,]\d{2}(?:\s?(?:cr|dr|kt|dt)|-|\))?)$/i;

/**
 * `447.17` from `44 7.17`: a space inside a figure's last group of three is a gap OCR saw between two glyphs (a narrow
 * `7` or `1` beside a wide one), not a thousands space, which sets off three digits. Joined only where the two sides
 * make that group whole (three digits after a thousands mark; at most three with none).
 */
export function brokenGroup(text: string): string {
  const m = BROKEN_GROUP.exec(text.trim());
  if (!m) return text;
  const [, lead, groups, head, tail, cents] = m as unknown as string[];
  const digits = (head as string).length + (tail as string).length;
  return (groups ? digits === 3 : digits <= 3) ? `${lead}${groups}${head}${tail}${cents}` : text;
}

/** Braces OCR takes for brackets: `(R}`; a statement prints none of its own. */
export const brackets = (text: string): string => text.replace(/[{[]/g, '(').replace(/[}\]]/g, ')');

/** `10.950.24`: thousands marks OCR took for points (a comma's tail lost); only the last point is the decimal one. */
const POINTS_AS_THOUSANDS = /^([-(]?R?)(\d{1,3})((?:\.\d{3})+)(\.\d{2}(?:cr|dr|kt|dt|-|\))?)$/i;

/** A word's figure with its thousands marks given back: no other reading of `10.950.24` or `5.936.86Cr` is possible. */
export function thousandsMarks(text: string): string {
  const m = POINTS_AS_THOUSANDS.exec(text);
  return m ? `${m[1]}${m[2]}${(m[3] as string).replaceAll('.', ',')}${m[4]}` : text;
}

/** A figure's leading digits, and the groups of three that finish it (as layout/lines.ts knows them). */
const LEAD_GROUP = /^[-(]?R?\s?\d{1,3}$/;
const NEXT_GROUPS = /^\d{3}(?:[ ,.]\d{3})*[.,]\d{2}(?!\d)/;
/** OCR measures gaps ink to ink: thousands set off by a space can stand this many line heights apart. */
const THOUSANDS_GAP = 1.6;

/**
 * `15` and `185.02` that OCR put on lines of their own (a figure set off by a wide space) joined again into
 * `15 185.02`, as a text layer draws it.
 */
const joinThousands = (runs: TextRun[]): TextRun[] =>
  mergeRuns(runs, (o, r) =>
    LEAD_GROUP.test(o.text) && NEXT_GROUPS.test(r.text) && justAfter(o, r, THOUSANDS_GAP, 0)
      ? `${o.text} ${r.text}`
      : null,
  );

/**
 * Phrases Tesseract put in lines of their own though they stand a word's space apart on one line (`Fees` `(R)`):
 * joined, as a text layer draws a phrase as one run.
 */
const joinSplitPhrases = (runs: TextRun[]): TextRun[] =>
  mergeRuns(runs, (o, r) => {
    const widest = UNIT.test(r.text.trim()) ? UNIT_GAP : 0.6 * PHRASE_GAP;
    return justAfter(o, r, widest, -0.1, 0.25) ? `${o.text} ${r.text}` : null;
  });

/** A figure's cents OCR set apart from its point (`987.` `15`): a text layer draws one figure. */
const joinDecimals = (runs: TextRun[]): TextRun[] =>
  mergeRuns(runs, (o, r) =>
    /\d[.,]$/.test(o.text) && /^\d{2}(?![\d.,])/.test(r.text) && justAfter(o, r, 0.8) ? `${o.text}${r.text}` : null,
  );

/** A word as the runs show it: brackets for braces, letters a thin 8 reads as for 8s, thousands marks given back. */
export const wordText = (text: string): string => thousandsMarks(figureLetters(brackets(text.trim())));

/** Lines shorter than this (px) say little about the page's tilt: a date alone has a baseline of its own. */
const SKEW_MIN_WIDTH = 150;

/**
 * How far the page is turned, as the drop of its baselines per pixel across (image y grows down): the median over
 * the lines long enough to tell. A sheet scanned askew turns every line by the same angle.
 */
export function pageSkew(lines: readonly OcrLine[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 >= SKEW_MIN_WIDTH)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0));
  return slopes.length === 0 ? 0 : median(slopes);
}

/**
 * Ink from `x0` to `x1` (pixels) on `line` as a run in points: on the line's baseline, then turned back about the
 * page's left middle by its tilt (`skew`), so that rows level again and columns stand upright (their left edges lean
 * too).
 */
export function placeRun(
  line: OcrLine,
  ink: { x0: number; x1: number; bottom: number },
  text: string,
  raster: PageRaster,
  skew: number,
): TextRun {
  const pt = 72 / raster.dpi;
  const { x0, x1, bottom } = ink;
  const tilted = line.baseline.x1 > line.baseline.x0 ? baselineAt(line.baseline, (x0 + x1) / 2) : bottom;
  const base = tilted - skew * ((x0 + x1) / 2);
  const shift = skew * (tilted - raster.pageHeightPx / 2);
  return {
    page: raster.page,
    x: (x0 + shift) * pt,
    y: (raster.pageHeightPx - base) * pt,
    width: (x1 - x0) * pt,
    height: lineHeight(line) * pt,
    text,
    angle: 0,
  };
}

/**
 * Each phrase on its line's baseline, then turned back by the page's tilt: a row printed level lands on one line of
 * the layout, and a column's cells start at one x, however the sheet lay on the scanner, as a text layer's do.
 */
export function wordsToRuns(lines: readonly OcrLine[], raster: PageRaster): TextRun[] {
  const runs: TextRun[] = [];
  const skew = pageSkew(lines);
  for (const line of lines) {
    const heightPx = lineHeight(line);
    for (const phrase of phrases(line, heightPx)) {
      const box = { x0: (phrase[0] as Word).bbox.x0, x1: (phrase.at(-1) as Word).bbox.x1 };
      const bottom = Math.max(...phrase.map((w) => w.bbox.y1));
      const text = looseCents(phrase.map((w) => wordText(w.text)).join(' '));
      runs.push(placeRun(line, { ...box, bottom }, text, raster, skew));
    }
  }
  // Phrases first: a figure's parts Tesseract put on lines of their own (`314 .` `82`) are then mended as one.
  const phrased = joinSplitPhrases(runs.sort((a, b) => a.x - b.x)).map((r) => ({
    ...r,
    text: thousandsMarks(centsAfterSpace(brokenGroup(looseCents(r.text)))),
  }));
  return mendPageDates(joinThousands(joinDecimals(phrased)));
}
