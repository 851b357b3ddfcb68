/**
 * Ink Tesseract left unread. Its page segmentation passes over a short figure standing alone in a column (`56.01`
 * between a description and a balance on a 1-bit scan), and the row then has no amount. Marks of text size that no
 * word read covers are found here, to be read again one by one (ocr-extractor.ts).
 */

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Pixels are looked at in blocks of this many on a side: fine enough for a glyph's stroke at 300 dpi. */
const BLOCK = 4;
/** A pixel darker than this is ink; the softened 1-bit and JPEG pages keep their strokes well below it. */
const DARK = 128;
/** A block with at least this many ink pixels is ink: a lone JPEG speck is not. */
const INK_PIXELS = 3;
/** Room around each word read, in text heights: its glyphs' antialiased edges are not ink missed. */
const WORD_ROOM = 0.25;
/** A mark's height as a share of the text's: smaller is a speck or a rule, larger a logo or a stamp. */
const HEIGHT = { min: 0.55, max: 1.5 };
/** At least this wide, in text heights: two glyphs of a figure. */
const MIN_WIDTH = 0.6;
/** Marks closer than this (text heights) are one phrase, read together. */
const JOIN_GAP = 0.8;
/** Enough regions for every figure a page's rows could lose, and a bound on the time a noisy page takes. */
export const MAX_REGIONS = 24;

interface Grid {
  cols: number;
  rows: number;
  ink: Uint8Array;
}

function inkGrid(pixels: Uint8Array, width: number, height: number): Grid {
  const cols = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const count = new Uint8Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * cols;
    for (let x = 0, at = y * width; x < width; x++, at++) {
      if ((pixels[at] as number) < DARK) {
        const b = row + Math.floor(x / BLOCK);
        count[b] = Math.min(255, (count[b] as number) + 1);
      }
    }
  }
  const ink = new Uint8Array(cols * rows);
  for (let i = 0; i < ink.length; i++) ink[i] = (count[i] as number) >= INK_PIXELS ? 1 : 0;
  return { cols, rows, ink };
}

function clearWords(grid: Grid, words: readonly PixelBox[], room: number): void {
  for (const w of words) {
    const [c0, c1] = [Math.max(0, w.x0 - room), Math.min(grid.cols * BLOCK - 1, w.x1 + room)].map((v) => v / BLOCK);
    const [r0, r1] = [Math.max(0, w.y0 - room), Math.min(grid.rows * BLOCK - 1, w.y1 + room)].map((v) => v / BLOCK);
    for (let r = Math.floor(r0 as number); r <= Math.floor(r1 as number); r++)
      grid.ink.fill(0, r * grid.cols + Math.floor(c0 as number), r * grid.cols + Math.floor(c1 as number) + 1);
  }
}

/** Each group of touching ink blocks, as its box in pixels. */
function components(grid: Grid): PixelBox[] {
  const { cols, rows, ink } = grid;
  const seen = new Uint8Array(ink.length);
  const out: PixelBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const [r, c] = [Math.floor(at / cols), at % cols];
      box.x0 = Math.min(box.x0, c);
      box.x1 = Math.max(box.x1, c);
      box.y0 = Math.min(box.y0, r);
      box.y1 = Math.max(box.y1, r);
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const [nr, nc] = [r + dr, c + dc];
          const n = nr * cols + nc;
          if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || !ink[n] || seen[n]) continue;
          seen[n] = 1;
          stack.push(n);
        }
    }
    out.push({ x0: box.x0 * BLOCK, y0: box.y0 * BLOCK, x1: (box.x1 + 1) * BLOCK, y1: (box.y1 + 1) * BLOCK });
  }
  return out;
}

/** Marks side by side on one text line, closer than a word gap, as one phrase. */
function joinPhrases(marks: PixelBox[], textHeight: number): PixelBox[] {
  const out: PixelBox[] = [];
  for (const m of [...marks].sort((a, b) => a.x0 - b.x0)) {
    const mid = (m.y0 + m.y1) / 2;
    const into = out.find((o) => mid > o.y0 && mid < o.y1 && m.x0 - o.x1 < JOIN_GAP * textHeight);
    if (!into) out.push({ ...m });
    else Object.assign(into, { x1: Math.max(into.x1, m.x1), y0: Math.min(into.y0, m.y0), y1: Math.max(into.y1, m.y1) });
  }
  return out;
}

/**
 * Regions of the page (pixels, y down) where ink of text size stands that none of `words` covers, largest first and
 * `MAX_REGIONS` at most. `textHeight` is the height of the page's words read (pixels).
 */
export function missedInk(image: Raster, words: readonly PixelBox[], textHeight: number): PixelBox[] {
  if (textHeight <= 0) return [];
  const grid = inkGrid(image.pixels, image.width, image.height);
  clearWords(grid, words, WORD_ROOM * textHeight);
  const sized = (m: PixelBox) => {
    const h = m.y1 - m.y0;
    return h >= HEIGHT.min * textHeight && h <= HEIGHT.max * textHeight;
  };
  const glyphs = components(grid).filter((m) => m.y1 - m.y0 <= HEIGHT.max * textHeight);
  return joinPhrases(glyphs, textHeight)
    .filter((m) => sized(m) && m.x1 - m.x0 >= MIN_WIDTH * textHeight)
    .sort((a, b) => (b.x1 - b.x0) * (b.y1 - b.y0) - (a.x1 - a.x0) * (a.y1 - a.y0))
    .slice(0, MAX_REGIONS);
}

export interface Raster {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** `box` and `pad` pixels around it, cut out of the page (white past its edges), with where it lies. */
export function cropRaster(image: Raster, box: PixelBox, pad: number): Raster & { x: number; y: number } {
  const x = Math.max(0, box.x0 - pad);
  const y = Math.max(0, box.y0 - pad);
  const width = Math.min(image.width, box.x1 + pad) - x;
  const height = Math.min(image.height, box.y1 + pad) - y;
  const pixels = new Uint8Array(width * height);
  for (let r = 0; r < height; r++) {
    const from = (y + r) * image.width + x;
    pixels.set(image.pixels.subarray(from, from + width), r * width);
  }
  return { pixels, width, height, x, y };
}

/** A line read in a crop, moved to where the crop lies on its page. */
export function shiftLine<
  L extends { words: { bbox: PixelBox; symbols?: { bbox: PixelBox }[] }[]; baseline: PixelBox },
>(line: L, dx: number, dy: number): L {
  const move = (b: PixelBox): PixelBox => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });
  return {
    ...line,
    baseline: move(line.baseline),
    words: line.words.map((w) => ({
      ...w,
      bbox: move(w.bbox),
      ...(w.symbols ? { symbols: w.symbols.map((s) => ({ ...s, bbox: move(s.bbox) })) } : {}),
    })),
  };
}
