/** OCR words (pixel boxes, y down) as the text runs a PDF's text layer gives (points, y up), line by line. */
import type { TextRun } from '../extract/types';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The little of a Tesseract line the runs need. */
export interface OcrLine {
  words: { text: string; bbox: Box; confidence: number; symbols?: { text: string; bbox: Box }[] }[];
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

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

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

type Word = OcrLine['words'][number];

/**
 * A gap inside a run of digits is a space OCR left out when it is wider than this share of the digits' median width,
 * and either over this share of their height or clearly the widest gap of the run: two narrow `1`s stand a third of
 * their height apart, a date's two numbers a space apart.
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
  const lost = (g: number, i: number): boolean =>
    g > width && (g > height || (gaps.length > 1 && gaps.every((o, j) => j === i || g >= LOST_SPACE.widest * o)));
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
  gaps.forEach((g, i) => lost(g, i) && take(i + 1));
  take(symbols.length);
  return out;
}

/** The words of a line joined into phrases, as a text layer draws them: columns stay apart, words of one cell join. */
function phrases(line: OcrLine, height: number): Word[][] {
  const words = line.words
    .filter((w) => w.text.trim() !== '')
    .flatMap(splitAtGaps)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const out: Word[][] = [];
  for (const w of words) {
    const last = out.at(-1);
    const prev = last?.at(-1);
    if (last && prev && w.bbox.x0 - prev.bbox.x1 <= PHRASE_GAP * height) last.push(w);
    else out.push([w]);
  }
  return out;
}

/** A scan's baseline is tilted a little; its runs are treated as level, as a text layer's are. */
export function wordsToRuns(lines: readonly OcrLine[], raster: PageRaster): TextRun[] {
  const pt = 72 / raster.dpi;
  const runs: TextRun[] = [];
  for (const line of lines) {
    const heightPx = lineHeight(line);
    for (const phrase of phrases(line, heightPx)) {
      const x0 = (phrase[0] as Word).bbox.x0;
      const x1 = (phrase.at(-1) as Word).bbox.x1;
      const bottom = Math.max(...phrase.map((w) => w.bbox.y1));
      const base = line.baseline.x1 > line.baseline.x0 ? baselineAt(line.baseline, (x0 + x1) / 2) : bottom;
      runs.push({
        page: raster.page,
        x: x0 * pt,
        y: (raster.pageHeightPx - base) * pt,
        width: (x1 - x0) * pt,
        height: heightPx * pt,
        text: phrase.map((w) => w.text.trim()).join(' '),
        angle: 0,
      });
    }
  }
  return runs;
}
