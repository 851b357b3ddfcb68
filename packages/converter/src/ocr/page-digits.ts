/**
 * Figures read by the page's own digits. On a 1-bit office scan set in a thin serif, Tesseract reads the same broken
 * `8` as `X`, `K`, `R`, `%` or `¥`, drops the separators beside it (`K23143` for `8,231.43`), and reads it so again
 * when the figure is cut out and read alone (figure-rereads.ts). Yet the same page prints every digit many times in
 * figures Tesseract read with full confidence. Those figures, cut into their digit cells (glyph-cells.ts), are the
 * page's own samples of each digit; a figure still unread is cut the same way, and each of its cells read as the
 * digit whose samples it most resembles. Measured on a 200 dpi 1-bit scan of an African Bank statement (39 rows,
 * refused before): every figure whose word box held all of its ink was read right, every broken 8 among them, and a
 * `5` Tesseract took for an `8` in a date (`2025/05/08` for `2025/05/05`, unsure) read as the `5` it is; the statement
 * then converted with 38 of its rows right and the other flagged. A figure's reading is taken only where it makes a
 * money figure with every cell clearly one digit, and the balance chain checks it as any figure; the row shows what
 * Tesseract read (letter-reads.ts).
 */
import { parseAmount } from '../parse/amount';
import { medianOf } from '../parse/sorted-numbers';
import { cellInk, figureInk, groupCells, likeness, shapeOf, type FigureInk } from './glyph-cells';
import { figureSized, withWordsReplaced, type Reread } from './figure-rereads';
import type { Raster } from './missed-ink';
import { wordText, type OcrLine } from './ocr-words';
import { DATE_LIKE, unsureDigits } from './unsure-glyphs';

type Word = OcrLine['words'][number];
type Glyph = NonNullable<Word['symbols']>[number];

/** A digit Tesseract read with at least this confidence (0-100) is a sample of that digit. */
const SURE = 95;
/** Samples kept of each digit: enough for its variants on the page, and a bound on the time a figure takes. */
const PER_DIGIT = 12;
/** The page must show this many steps from one sure digit to the next before its pitch is trusted. */
const MIN_STEPS = 8;
/** A cell is read only as a digit it resembles this much (correlation)... */
const MIN_LIKENESS = 0.6;
/** ...and clearly more than any other digit. */
const MIN_MARGIN = 0.04;
/** Words read this way on a page, each way at most: every figure and date of a dense page, and a bound on noise. */
const MAX_READS = 200;
/** Room around a word, in its heights: Tesseract's box can cut a glyph's edge. */
const PAD = 0.15;
/**
 * A figure Tesseract read with less confidence than this (0-100) is read by the page's digits too, and taken as they
 * read it where that differs: on a thin scan its readings of every figure sit far below this, on a clean page above.
 */
const DOUBTED = 60;
/** A date's digit is weighed against the page's digits only where one digit leads every other by this much. */
const DATE_MARGIN = 0.1;
/** Characters Tesseract gives for digits on a thin scan, digits among them. */
const DIGIT_LOOKS = /[\dXKSOolI|BRN%¥]/g;
const SURE_FIGURE = /^-?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}-?$/;

interface Sample {
  digit: number;
  shape: Float32Array;
  word: Word;
}

/** The page's digits: the pitch its figures are set at and samples of each digit, as cut from its figures. */
export interface PageDigits {
  pitch: number;
  samples: Sample[];
}

const median = (xs: number[]): number => medianOf(xs) ?? 0;

function inkOf(image: Raster, word: Word, pitch: number): FigureInk | null {
  const { x0, y0, x1, y1 } = word.bbox;
  const pad = Math.round(PAD * (y1 - y0));
  return figureInk(image, { x0: x0 - pad, y0: y0 - pad, x1: x1 + pad, y1: y1 + pad }, pitch);
}

/** The step between the centres of two digits read with confidence side by side: the figures' pitch. */
function pagePitch(words: readonly Word[]): number | null {
  const steps: number[] = [];
  const sure = (s: Glyph | undefined): s is Glyph => !!s && /^\d$/.test(s.text) && (s.confidence ?? 0) >= SURE;
  for (const { symbols = [] } of words) {
    for (let i = 1; i < symbols.length; i++) {
      const [a, b] = [symbols[i - 1], symbols[i]];
      if (sure(a) && sure(b)) steps.push((b.bbox.x0 + b.bbox.x1 - a.bbox.x0 - a.bbox.x1) / 2);
    }
  }
  return steps.length >= MIN_STEPS ? median(steps) : null;
}

/**
 * Samples of every digit from the figures Tesseract read with confidence, each cut as its ink shows it; null where the
 * page shows too few figures, or not every digit (a cell would be read as the nearest digit the page happens to show).
 */
export function learnPageDigits(image: Raster, lines: readonly OcrLine[]): PageDigits | null {
  const words = lines.flatMap((l) => l.words);
  const pitch = pagePitch(words);
  if (pitch === null) return null;
  const samples: Sample[] = [];
  const kept = new Map<string, number>();
  for (const word of words) {
    const text = word.text.trim();
    if (!SURE_FIGURE.test(text) || !(word.symbols ?? []).every((s) => (s.confidence ?? 0) >= SURE)) continue;
    const ink = inkOf(image, word, pitch);
    const groups = text.replace(/-/g, '').split(/[.,]/);
    const cells = ink && groupCells(ink, pitch);
    if (!ink || cells?.length !== groups.length) continue;
    cells.forEach((centres, i) => {
      const digits = groups[i] as string;
      if (centres.length !== digits.length) return;
      centres.forEach((centre, k) => {
        const digit = digits[k] as string;
        if ((kept.get(digit) ?? 0) >= PER_DIGIT) return;
        kept.set(digit, (kept.get(digit) ?? 0) + 1);
        samples.push({ digit: Number(digit), shape: shapeOf(cellInk(image, centre, pitch, ink)), word });
      });
    });
  }
  return kept.size === 10 ? { pitch, samples } : null;
}

/** The digit a cell shows, where it clearly shows one: its best likeness to each digit's samples, shifted a little. */
function readCell(
  image: Raster,
  centre: number,
  ink: FigureInk,
  page: PageDigits,
  word: Word,
  margin = MIN_MARGIN,
): string | null {
  const best = new Float64Array(10).fill(-1);
  const reach = Math.round(page.pitch / 6);
  for (let dx = -reach; dx <= reach; dx++) {
    const cell = shapeOf(cellInk(image, centre + dx, page.pitch, ink));
    for (const s of page.samples) {
      if (s.word === word) continue;
      const like = likeness(cell, s.shape);
      if (like > (best[s.digit] as number)) best[s.digit] = like;
    }
  }
  const ranked = [...best.keys()].sort((a, b) => (best[b] as number) - (best[a] as number));
  const [first, second] = [best[ranked[0] as number] as number, best[ranked[1] as number] as number];
  return first < MIN_LIKENESS || first - second < margin ? null : String(ranked[0]);
}

/**
 * `word` read by the page's digits, as a figure prints it (`-8,231.43`, units `4,652.` whose cents were read apart, a
 * lone group `86`), with a minus where its ink shows one or Tesseract read one; null where any cell is unclear.
 */
export function readByDigits(image: Raster, word: Word, page: PageDigits, units = false): string | null {
  const ink = inkOf(image, word, page.pitch);
  if (!ink || ink.slashes > 0) return null;
  const groups: string[] = [];
  for (const centres of groupCells(ink, page.pitch)) {
    let digits = '';
    for (const centre of centres) {
      const digit = readCell(image, centre, ink, page, word);
      if (digit === null) return null;
      digits += digit;
    }
    groups.push(digits);
  }
  // Units whose cents were read apart end at a point, seen or not (Tesseract may take it with the cents).
  const whole = units || ink.endMark;
  const [before, cents] = whole || groups.length === 1 ? [groups, ''] : [groups.slice(0, -1), groups.at(-1)];
  const figure = `${before.join(',')}${whole || groups.length > 1 ? '.' : ''}${cents}`;
  const read = word.text.trim();
  const lead = ink.minus === 'lead' || read.startsWith('-');
  const trail = !lead && (ink.minus === 'trail' || read.endsWith('-'));
  return `${lead ? '-' : ''}${figure}${trail ? '-' : ''}`;
}

/** Every digit of `word`'s ink read by the page's digits, each by `margin` at least; null where any is unclear. */
export function digitsByPage(image: Raster, word: Word, page: PageDigits, margin: number): string | null {
  const ink = inkOf(image, word, page.pitch);
  let digits = '';
  for (const centre of ink ? groupCells(ink, page.pitch).flat() : []) {
    const digit = readCell(image, centre, ink as FigureInk, page, word, margin);
    if (digit === null) return null;
    digits += digit;
  }
  return digits || null;
}

/**
 * The page's words of plain digits (a date, a day, a run of a figure's digits) as the page's digits read them, where
 * they read every digit clearly: a digit Tesseract was unsure of is taken as they read it, and then sure; a digit
 * Tesseract was sure of but they read otherwise is kept and doubted, since nothing decides between the two (a date
 * has no balance chain to check it). Measured on a 200 dpi 1-bit scan whose `5`s Tesseract took for `8`s with doubt
 * (`2025/05/08` for `2025/05/05`), and on a fax whose `19` it read as a sure `18`, in order among its neighbours.
 */
export function sureByDigits(image: Raster, lines: readonly OcrLine[], page: PageDigits | null): OcrLine[] {
  if (!page) return [...lines];
  let reads = 0;
  return lines.map((line) => ({
    ...line,
    words: line.words.map((word) => {
      const t = word.text.trim();
      if (!/^\d[\d/.-]*$/.test(t) || !word.symbols || ++reads > MAX_READS) return word;
      const digits = digitsByPage(image, word, page, DATE_MARGIN);
      const count = t.match(/\d/g)?.length ?? 0;
      if (digits === null) return word;
      // A run of plain digits Tesseract read a digit short or over, unsure (`2025054`, a lost slash read as `8`), is
      // taken as the page's digits read it; a date with its marks only digit for digit.
      if (/^\d+$/.test(t) && Math.abs(digits.length - count) === 1 && unsureDigits(word.symbols))
        return { ...word, text: digits, symbols: undefined };
      if (digits.length !== count || word.symbols.length !== t.length) return word;
      return { ...word, ...byDigit(word.symbols, digits) };
    }),
  }));
}

/** Each digit glyph weighed against the page's reading of it (see `sureByDigits`), the word's text as it then reads. */
function byDigit(symbols: readonly Glyph[], digits: string): { text: string; symbols: Glyph[] } {
  let k = 0;
  const out = symbols.map((s) => {
    if (!/^\d$/.test(s.text)) return s;
    const page = digits[k++] as string;
    if (page === s.text || !unsureDigits([s])) return { ...s, confidence: page === s.text ? 100 : 0 };
    return { ...s, text: page, confidence: 100 };
  });
  return { text: out.map((s) => s.text).join(''), symbols: out };
}

/**
 * A word Tesseract read as digits or their look-alikes that is no figure as read (`K23143`, `-31%.40`, `IRAS4`): not a
 * date, nor a reference of plain digits (read by the digits, a run without separators makes no figure and is left).
 */
function unreadFigure({ text }: Word): boolean {
  const t = text.trim();
  return parseAmount(wordText(t)) === null && digitsLook(t, 3);
}

/** Text of at least `min` digits or look-alikes, a digit among them, and little else: no word, nor a rand sign. */
function digitsLook(t: string, min: number): boolean {
  const looks = t.match(DIGIT_LOOKS)?.length ?? 0;
  return /\d/.test(t) && looks >= min && looks >= 0.75 * t.replace(/[\s,.\-()]/g, '').length;
}

/** Two glyphs, a digit among them, just after a figure's units on its line: its cents, read apart (`-592` `¥6`). */
function centsApart(line: OcrLine, i: number, pitch: number): boolean {
  const [before, word] = [line.words[i - 1], line.words[i] as Word];
  const t = word.text.trim();
  if (!before || t.length !== 2 || !/\d/.test(t) || /^\d\d$/.test(t) || (t.match(DIGIT_LOOKS)?.length ?? 0) < 2)
    return false;
  return /\d[.,]?$/.test(before.text.trim()) && word.bbox.x0 - before.bbox.x1 < 2 * pitch;
}

/** What a reading must be to stand for a word: a figure, its units before cents read apart, or those cents. */
const SHAPES = {
  figure: /^(?:[1-9]\d{0,2}(?:,\d{3})*|0)\.\d{2}$/,
  units: /^(?:[1-9]\d{0,2}(?:,\d{3})*|0)\.$/,
  cents: /^\d\d$/,
};

/** The shape a word's reading must have for it to be read by the page's digits; null for a word left as read. */
function wanted(line: OcrLine, i: number, pitch: number): RegExp | null {
  const word = line.words[i] as Word;
  const t = word.text.trim();
  if (centsApart(line, i, pitch)) return SHAPES.cents;
  if (!figureSized(word.bbox) || DATE_LIKE.test(t) || /[/:]/.test(t)) return null;
  if ((/\d[.,]$/.test(t) && line.words[i + 1]) || (digitsLook(t, 1) && centsNext(line, i, pitch))) return SHAPES.units;
  // A doubted figure read as one is read again only from its digits on: a rand sign is no digit to read.
  const doubted = word.confidence < DOUBTED && /^[-(]?\d/.test(t) && parseAmount(wordText(t)) !== null;
  return unreadFigure(word) || doubted ? SHAPES.figure : null;
}

/** The word after `i` on its line is two digits just after it: `i`'s cents, read apart (`7.402` `66`). */
function centsNext(line: OcrLine, i: number, pitch: number): boolean {
  const [word, next] = [line.words[i] as Word, line.words[i + 1]];
  if (!next || next.bbox.x0 - word.bbox.x1 >= 2 * pitch) return false;
  return /^\d\d$/.test(next.text.trim()) || centsApart(line, i + 1, pitch);
}

/**
 * The page's lines with every figure Tesseract left unread, or read with little confidence, read by the page's digits
 * where that reading makes one and differs; the words replaced come back as first read.
 */
export function readFiguresByDigits(
  image: Raster,
  lines: readonly OcrLine[],
  page: PageDigits | null,
): { lines: OcrLine[]; replaced: Reread[] } {
  const again = new Map<Word, string>();
  let reads = 0;
  for (const line of page ? lines : []) {
    line.words.forEach((word, i) => {
      const shape = wanted(line, i, (page as PageDigits).pitch);
      if (shape && ++reads > MAX_READS) return;
      const read = shape && readByDigits(image, word, page as PageDigits, shape === SHAPES.units);
      if (!read || !shape.test(read.replace(/^-|-$/g, ''))) return;
      const [before, now] = [parseAmount(wordText(word.text.trim())), parseAmount(read)];
      const same =
        before && now ? before.cents === now.cents && before.sign === now.sign : wordText(word.text) === read;
      if (!same) again.set(word, read);
    });
  }
  return withWordsReplaced(lines, again);
}
