/**
 * Figures the page's reading left unreadable, read again on their own. On a 1-bit scan whose strokes came out thin,
 * Tesseract reading the whole page gives many figures it cannot parse (`14.6422`, `-7T08.%9`, `27.814.2%`); the
 * same ink cut out, scaled up and read as one line mostly comes back whole (`14,642.28`, `27.814.28`); where it does
 * not, once more with every stroke a pixel wider (`-708.89` for `-7T08.%9`). A figure is
 * replaced only by a reading that parses as money and shows as many digits, give or take one; the balance chain then
 * checks it as it checks every figure, and the row shows what was read first (letter-reads.ts).
 */
import { parseAmount } from '../parse/amount';
import { DIGIT_LIKE } from './figure-letters';
import { cropRaster, type Raster } from './missed-ink';
import { centsAfterSpace, wordText, type OcrLine } from './ocr-words';
import { DATE_LIKE } from './unsure-glyphs';

type Word = OcrLine['words'][number];

/** A word read again: on its line, as it reads now, and as the page's reading read it. */
export interface Reread {
  line: OcrLine;
  word: Word;
  read: string;
}
export type ReadLines = (width: number, height: number, pixels: Uint8Array) => Promise<OcrLine[]>;

/** Scaled up by this much: the thin strokes get the pixels Tesseract's thresholding needs to keep them. */
const SCALE = 2;
/** Room around the word, in its heights: a glyph cut at the box's edge reads as another. */
const PAD = 0.4;
/** Enough for every figure of a dense page, and a bound on the time a page of noise takes. */
const MAX_REREADS = 40;
/** A word's box past which it is no figure (pixels at 300 dpi: a 9 pt line is about 40 high, a figure 300 wide). */
const MAX_WORD_PX = { height: 150, width: 1000 };

const DIGIT_LIKES = new RegExp(DIGIT_LIKE, 'g');
const digitCount = (text: string): number => text.match(DIGIT_LIKES)?.length ?? 0;

/** A figure is a line of text high and a column wide at most: a "word" the size of a stamp is not read twice. */
export const figureSized = (box: Word['bbox']): boolean =>
  box.y1 - box.y0 <= MAX_WORD_PX.height && box.x1 - box.x0 <= MAX_WORD_PX.width;

/**
 * A word that shows a figure's digits and a point or comma but does not read as one: not a date or a part of one
 * (`02.03.2018`, `03,2018`), nor a figure's units with its cents in the next word (`987.` `15`, joined as runs), nor a
 * reference or a run of digits alone (column-points.ts reads those where they stand in a money column).
 */
function unreadFigure({ text, bbox }: Word): boolean {
  if (!figureSized(bbox)) return false;
  const t = text.trim();
  const digits = t.match(/\d/g)?.length ?? 0;
  if (digits < 3 || !/[.,]/.test(t) || /[/:]|[.,]$|[.,](?:19|20)\d\d$/.test(t) || DATE_LIKE.test(t)) return false;
  return digits * 2 >= t.replace(/[\s,.\-()]/g, '').length && parseAmount(wordText(t)) === null;
}

/** Whether any word of the page is a figure to read again: where none is, the reader is left as it is. */
export const anyToReread = (lines: readonly OcrLine[]): boolean => lines.some((l) => l.words.some(unreadFigure));

/** `image` scaled by `SCALE`, each pixel a blend of its four nearest (a smooth edge, not stairs). */
function scaledUp(image: Raster): Raster {
  const [w, h] = [image.width * SCALE, image.height * SCALE];
  const out = new Uint8Array(w * h);
  const at = (x: number, y: number) => image.pixels[y * image.width + x] as number;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / SCALE - 0.5));
    const [y0, dy] = [Math.min(Math.floor(fy), image.height - 2), fy - Math.min(Math.floor(fy), image.height - 2)];
    for (let x = 0; x < w; x++) {
      const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / SCALE - 0.5));
      const x0 = Math.min(Math.floor(fx), image.width - 2);
      const dx = fx - x0;
      const top = at(x0, y0) * (1 - dx) + at(x0 + 1, y0) * dx;
      const bottom = at(x0, y0 + 1) * (1 - dx) + at(x0 + 1, y0 + 1) * dx;
      out[y * w + x] = Math.round(top * (1 - dy) + bottom * dy);
    }
  }
  return { pixels: out, width: w, height: h };
}

/** Each pixel the darkest of itself and its neighbours right, below and below right: every stroke a pixel wider. */
function thickened(image: Raster): Raster {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    const below = y < height - 1 ? width : 0;
    for (let x = 0, at = y * width; x < width; x++, at++) {
      const right = x < width - 1 ? 1 : 0;
      out[at] = Math.min(
        pixels[at] as number,
        pixels[at + right] as number,
        pixels[at + below] as number,
        pixels[at + below + right] as number,
      );
    }
  }
  return { pixels: out, width, height };
}

async function readAs(image: Raster, word: Word, readLines: ReadLines): Promise<string | null> {
  const words = (await readLines(image.width, image.height, image.pixels)).flatMap((l) => l.words);
  const text = centsAfterSpace(words.map((w) => w.text.trim()).join(' '));
  const fits = parseAmount(wordText(text)) !== null && Math.abs(digitCount(text) - digitCount(word.text)) <= 1;
  return fits ? text : null;
}

async function reread(word: Word, image: Raster, readLines: ReadLines): Promise<string | null> {
  const crop = cropRaster(image, word.bbox, Math.round(PAD * (word.bbox.y1 - word.bbox.y0)));
  if (crop.width < 2 || crop.height < 2) return null;
  const big = scaledUp(crop);
  // Strokes a 1-bit scan left a pixel thin are read again a pixel wider.
  return (await readAs(big, word, readLines)) ?? (await readAs(thickened(big), word, readLines));
}

/**
 * The page's lines with each figure it could not read replaced by a second reading of its ink, where that reads as
 * one; the words replaced, as first read, come back too. The worker is left reading single lines (psm 7).
 */
export async function rereadFigures(
  image: Raster,
  lines: readonly OcrLine[],
  readLines: ReadLines,
): Promise<{ lines: OcrLine[]; replaced: Reread[] }> {
  const unread = lines.flatMap((l) => l.words).filter(unreadFigure);
  const again = new Map<Word, string>();
  for (const word of unread.slice(0, MAX_REREADS)) {
    const text = await reread(word, image, readLines);
    if (text !== null) again.set(word, text);
  }
  return withWordsReplaced(lines, again);
}

/** The lines with each word in `again` read as given there, and those words, as first read, on their new lines. */
export function withWordsReplaced(
  lines: readonly OcrLine[],
  again: ReadonlyMap<Word, string>,
): { lines: OcrLine[]; replaced: Reread[] } {
  if (again.size === 0) return { lines: [...lines], replaced: [] };
  const replaced: Reread[] = [];
  const mended = lines.map((l) => {
    const words = l.words.map((w) => (again.has(w) ? reading(w, again) : w));
    const line = { ...l, words };
    l.words.forEach((w, i) => again.has(w) && replaced.push({ line, word: words[i] as Word, read: w.text.trim() }));
    return line;
  });
  return { lines: mended, replaced };
}

/** The word as read again: its box kept, its glyphs' own boxes dropped (they were the first reading's). */
function reading(w: Word, again: ReadonlyMap<Word, string>): Word {
  return { text: again.get(w) as string, bbox: w.bbox, confidence: w.confidence };
}
