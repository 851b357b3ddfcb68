/**
 * A figure's ink cut into the cells its digits stand in. Statement figures are set in tabular digits: every digit of
 * a font takes the same advance, so once the separators are found (small marks on the baseline), each group of digits
 * between them is a row of equal cells. Cutting by that pitch, not by the gaps between strokes, survives what a thin
 * 1-bit scan does to glyphs: a `0` whose hairlines vanished falls into two strokes, and two digits that touch are one.
 */
import { medianOf } from '../parse/sorted-numbers';
import type { PixelBox, Raster } from './missed-ink';

/** Darker than this is ink: lighter than elsewhere, so the softened grey of a thin hairline still joins its glyph. */
const INK = 200;
/**
 * Ink this far apart, in digit pitches, is read as two runs of digits: the gap a date's slash left where the scan lost
 * it. Two `1`s stand as far apart, which does no harm: each run is read on its own pitch, and runs split by a gap
 * and not by a mark still make one group.
 */
const GAP = 0.6;
/** A bar's edges stay within this many rows along its length: the soft edge a scan gives a level stroke. */
const LEVEL_PX = 2;
/** A cell is compared at this size (columns × rows): enough for a digit's loops at any scan resolution. */
export const CELL = { w: 14, h: 20 };

/** A figure as ink: its groups of digits left to right, its minus, and the band its digits stand in (pixels). */
export interface FigureInk {
  /** Each run of digits; `joined` where only a gap parts it from the run before: the same group. */
  groups: { x0: number; x1: number; joined?: true }[];
  minus: 'lead' | 'trail' | null;
  /** A point or a comma after the last digits: the units of a figure whose cents were read apart. */
  endMark: boolean;
  /** Slashes between the groups: a date's ink, not a figure's. */
  slashes: number;
  top: number;
  base: number;
}

interface Strip extends PixelBox {
  height: number;
}

const inkAt = (image: Raster, x: number, y: number): boolean => (image.pixels[y * image.width + x] as number) < INK;

/** Each run of columns with ink in them, with the rows its ink spans. */
function strips(image: Raster, box: PixelBox): Strip[] {
  const [y0, y1] = [Math.max(0, box.y0), Math.min(image.height - 1, box.y1)];
  const [x0, x1] = [Math.max(0, box.x0), Math.min(image.width - 1, box.x1)];
  const out: Strip[] = [];
  let open: Strip | null = null;
  for (let x = x0; x <= x1 + 1; x++) {
    let [top, bottom] = [Infinity, -Infinity];
    for (let y = y0; x <= x1 && y <= y1; y++) {
      if (!inkAt(image, x, y)) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    if (bottom >= top) {
      if (!open) open = { x0: x, x1: x, y0: top, y1: bottom, height: 0 };
      Object.assign(open, { x1: x, y0: Math.min(open.y0, top), y1: Math.max(open.y1, bottom) });
    } else if (open) {
      out.push({ ...open, height: open.y1 - open.y0 + 1 });
      open = null;
    }
  }
  return out;
}

/** The mean column of a strip's ink between two rows. */
function inkCentre(image: Raster, s: PixelBox, y0: number, y1: number): number {
  let [sum, n] = [0, 0];
  for (let y = y0; y <= y1; y++)
    for (let x = s.x0; x <= s.x1; x++) {
      if (!inkAt(image, x, y)) continue;
      sum += x;
      n++;
    }
  return n === 0 ? (s.x0 + s.x1) / 2 : sum / n;
}

/**
 * Whether a strip is a slash: its ink high up stands well right of its ink low down. A `7` leans too, but its bar
 * spans the top: its upper ink centres over the glyph, a slash's over its right edge.
 */
function leansRight(image: Raster, s: Strip): boolean {
  const quarter = Math.max(1, Math.floor(s.height / 4));
  const shift = inkCentre(image, s, s.y0, s.y0 + quarter - 1) - inkCentre(image, s, s.y1 - quarter + 1, s.y1);
  return shift > 0.5 * (s.x1 - s.x0 + 1);
}

const median = (xs: number[]): number => medianOf(xs) ?? 0;

/**
 * The ink of a word read as a figure, `box` in pixels with room around it, its digits set `pitch` apart: its digit
 * groups split at the marks on the baseline (a point or a comma) and at gaps, and a minus before or after them. Null
 * where the word holds a tall mark that is no digit (a bracket) or no digit-sized ink at all.
 */
export function figureInk(image: Raster, box: PixelBox, pitch: number): FigureInk | null {
  const found = strips(image, box);
  const tallest = Math.max(0, ...found.map((s) => s.height));
  const digitHeight = median(found.filter((s) => s.height > 0.6 * tallest).map((s) => s.height));
  if (digitHeight === 0) return null;
  const digits = found.filter((s) => s.height > 0.6 * digitHeight);
  if (digits.some((s) => s.height > 1.2 * digitHeight)) return null;
  const [top, base] = [median(digits.map((s) => s.y0)), median(digits.map((s) => s.y1))];
  const groups: FigureInk['groups'] = [];
  let minus = peelMinus(image, found, { top, base, digitHeight, pitch });
  let endMark = false;
  let slashes = 0;
  let open: FigureInk['groups'][number] | null = null;
  for (const s of found) {
    if (s.height > 0.6 * digitHeight && leansRight(image, s)) {
      // A date's slash parts its groups as a point parts a figure's.
      if (open) groups.push(open);
      open = null;
      slashes++;
      continue;
    }
    if (s.height > 0.6 * digitHeight) {
      if (open && s.x0 - open.x1 > GAP * pitch) {
        groups.push(open);
        open = { x0: s.x0, x1: s.x1, joined: true };
      } else if (open) open.x1 = s.x1;
      else open = { x0: s.x0, x1: s.x1 };
      endMark = false;
      continue;
    }
    // A point or a comma, down on the baseline, ends a group; a dash above it is a minus, before the digits or after.
    if (s.y1 >= base - 0.12 * digitHeight) {
      if (open) groups.push(open);
      open = null;
      endMark = groups.length > 0;
    } else if (s.y0 > top + 0.2 * digitHeight && s.x1 - s.x0 >= s.height) {
      minus = groups.length === 0 && !open ? 'lead' : 'trail';
    }
  }
  if (open) groups.push(open);
  return groups.length > 0 ? { groups, minus, endMark, slashes, top, base } : null;
}

/** Where a figure's digits stand, as `peelMinus` measures a bar against them. */
interface Band {
  top: number;
  base: number;
  digitHeight: number;
  pitch: number;
}

/** The rows a column's ink spans between two rows; top past bottom where it has none. */
function columnInk(image: Raster, x: number, y0: number, y1: number): [number, number] {
  let [top, bottom] = [Infinity, -Infinity];
  for (let y = y0; y <= y1; y++) {
    if (!inkAt(image, x, y)) continue;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return [top, bottom];
}

/**
 * How many columns from a strip's end hold only a level bar across the digits' middle, the same rows in each: a minus
 * run into its digit. A `4`'s crossbar stands lower, and where its slanting stroke shows, its rows climb.
 */
function barColumns(image: Raster, s: Strip, band: Band, from: 'left' | 'right'): number {
  const [dh, step] = [band.digitHeight, from === 'left' ? 1 : -1];
  const rows = { top: [Infinity, -Infinity], bottom: [Infinity, -Infinity] };
  let n = 0;
  for (let x = from === 'left' ? s.x0 : s.x1; x >= s.x0 && x <= s.x1; x += step, n++) {
    const [top, bottom] = columnInk(image, x, s.y0, s.y1);
    const middle = (top + bottom) / 2 - band.top;
    if (middle < 0.3 * dh || middle > 0.7 * dh || bottom - top > 0.2 * dh) break;
    rows.top = [Math.min(rows.top[0] as number, top), Math.max(rows.top[1] as number, top)];
    rows.bottom = [Math.min(rows.bottom[0] as number, bottom), Math.max(rows.bottom[1] as number, bottom)];
    const level = (r: number[]) => (r[1] as number) - (r[0] as number) <= LEVEL_PX;
    if (!level(rows.top) || !level(rows.bottom)) break;
  }
  return n;
}

/**
 * A minus that touches the digit beside it (a JPEG's soft edges, a thick print), cut off the figure's first or last
 * strip of ink; which side it stood on, or null. Less than half a pitch of bar is a digit's own stroke.
 */
function peelMinus(image: Raster, found: Strip[], band: Band): FigureInk['minus'] {
  const [first, last] = [found[0], found.at(-1)];
  const tall = (s: Strip | undefined): s is Strip => !!s && s.height > 0.6 * band.digitHeight;
  const enough = 0.5 * band.pitch;
  if (tall(first)) {
    const n = barColumns(image, first, band, 'left');
    if (n >= enough && n < first.x1 - first.x0) {
      found[0] = { ...first, x0: first.x0 + n };
      return 'lead';
    }
  }
  if (tall(last)) {
    const n = barColumns(image, last, band, 'right');
    if (n >= enough && n < last.x1 - last.x0) {
      found[found.length - 1] = { ...last, x1: last.x1 - n };
      return 'trail';
    }
  }
  return null;
}

/** How many digits a group of ink `width` wide holds at `pitch`: its ends are a glyph's ink, not its whole advance. */
export const digitsIn = (width: number, pitch: number): number => Math.max(1, Math.round(width / pitch + 0.42));

/** The centre of each of a group's `n` digits: equal steps either side of the group's middle. */
export function cellCentres(group: { x0: number; x1: number }, n: number, pitch: number): number[] {
  const middle = (group.x0 + group.x1 + 1) / 2;
  return Array.from({ length: n }, (_, k) => middle + (k - (n - 1) / 2) * pitch);
}

/** The centre of every digit cell of each group the marks part (runs only a gap parts are one group). */
export function groupCells(ink: FigureInk, pitch: number): number[][] {
  const out: number[][] = [];
  for (const g of ink.groups) {
    const cells = cellCentres(g, digitsIn(g.x1 - g.x0 + 1, pitch), pitch);
    if (g.joined && out.length > 0) out[out.length - 1]?.push(...cells);
    else out.push(cells);
  }
  return out;
}

/** The ink of one cell, `pitch` wide and centred on `centre`, from the digits' top to their base, as `CELL` values. */
export function cellInk(image: Raster, centre: number, pitch: number, ink: FigureInk): Float32Array {
  const out = new Float32Array(CELL.w * CELL.h);
  const sx = pitch / CELL.w;
  const sy = (ink.base - ink.top + 1) / CELL.h;
  const left = centre - pitch / 2;
  const { width, height, pixels } = image;
  for (let ty = 0; ty < CELL.h; ty++) {
    const ya = Math.floor(ink.top + ty * sy);
    const yb = Math.max(ya + 1, Math.floor(ink.top + (ty + 1) * sy));
    for (let tx = 0; tx < CELL.w; tx++) {
      const xa = Math.floor(left + tx * sx);
      const xb = Math.max(xa + 1, Math.floor(left + (tx + 1) * sx));
      let sum = 0;
      for (let y = Math.max(0, ya); y < Math.min(height, yb); y++)
        for (let x = Math.max(0, xa); x < Math.min(width, xb); x++) sum += 255 - (pixels[y * width + x] as number);
      out[ty * CELL.w + tx] = sum / ((yb - ya) * (xb - xa) * 255);
    }
  }
  return out;
}

/**
 * A cell's shape: its ink less its mean, scaled to length 1, so that two shapes' `likeness` is their correlation (1
 * for the same shape whatever its darkness). A cell of even ink has no shape: all zeros, like nothing.
 */
export function shapeOf(cell: Float32Array): Float32Array {
  let mean = 0;
  for (let i = 0; i < cell.length; i++) mean += cell[i] as number;
  mean /= cell.length;
  let norm = 0;
  for (let i = 0; i < cell.length; i++) norm += ((cell[i] as number) - mean) ** 2;
  const out = new Float32Array(cell.length);
  if (norm === 0) return out;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < cell.length; i++) out[i] = ((cell[i] as number) - mean) * scale;
  return out;
}

/** How alike two shapes (`shapeOf`) are: their correlation. */
export function likeness(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
