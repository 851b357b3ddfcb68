import type { TextRun } from '../extract/types';
import { uprightRuns } from './page-orientation';

/** Adjacent runs merged into one piece of text at a position. */
export interface Cell {
  x0: number;
  x1: number;
  text: string;
}

export interface Line {
  page: number;
  /** 1-based line number on its page, top to bottom. */
  row: number;
  y: number;
  /** Tallest run on the line: header bands and stacked labels are measured in line heights. */
  height: number;
  cells: Cell[];
  text: string;
}

/** A figure's leading digits (with any sign or `R`) and the groups of three that finish it. */
const LEAD_GROUP = /^[-(\u00ad]?R?\s?\d{1,3}$/;
const NEXT_GROUPS = /^\d{3}(?:[ ,.]\d{3})*[.,]\d{2}(?!\d)/;

const byReadingOrder = (a: TextRun, b: TextRun): number => b.y - a.y || a.x - b.x;

function toCells(runs: TextRun[]): Cell[] {
  runs.sort((a, b) => a.x - b.x);
  const cells: Cell[] = [];
  let cur: Cell | undefined;
  let charW = 0;
  for (const r of runs) {
    const h = r.height > 0 ? r.height : 8;
    const gap = cur ? r.x - cur.x1 : Infinity;
    // A word space is narrower than an average character (also in monospace fonts); columns are wider apart.
    // Thousands set off by a space may be drawn wider apart (an invisible sign glyph before them): `15` `679.04`.
    const near = gap < Math.max(h * 0.3, charW * 1.15);
    if (cur && (near || (gap < h && LEAD_GROUP.test(cur.text) && NEXT_GROUPS.test(r.text)))) {
      cur.text += gap > h * 0.12 && !cur.text.endsWith(' ') && !r.text.startsWith(' ') ? ' ' + r.text : r.text;
      cur.x1 = Math.max(cur.x1, r.x + r.width);
    } else {
      cur = { x0: r.x, x1: r.x + r.width, text: r.text };
      cells.push(cur);
    }
    charW = r.text.length > 0 ? r.width / r.text.length : 0;
  }
  for (const c of cells) c.text = c.text.replace(/\s+/g, ' ').trim();
  return cells.filter((c) => c.text !== '');
}

/**
 * Text drawn one glyph at a time, out of reading order: pdfjs joins two glyphs drawn one after the other into one
 * run, with a space for the gap between them (`l v`), while the glyph in that gap (`i`) comes as a run of its own.
 * Such a run is split back at its spaces, each piece ending where the glyphs in its gap begin (a piece's width is
 * not its share of characters: `C` is wider than `s`, and a guessed gap would read as a word space).
 */
function splitStraddling(runs: TextRun[]): TextRun[] {
  const inside = (r: TextRun) =>
    runs.filter((o) => o !== r && o.x > r.x + 0.5 && o.x + o.width < r.x + r.width - 0.5 && Math.abs(o.y - r.y) < 1);
  const straddles = (r: TextRun) => r.text.includes(' ') && inside(r).length > 0;
  if (!runs.some((r) => r.text.length > 1 && r.text.includes(' ')) || !runs.some(straddles)) return runs;
  return runs.flatMap((r) => {
    const within = r.text.includes(' ') ? inside(r).sort((a, b) => a.x - b.x) : [];
    return within.length === 0 ? [r] : piecesOf(r, within);
  });
}

/**
 * The run's text between its spaces. Where glyphs were drawn in a space's gap, the pieces either side end where they
 * begin and start where they end; a space with nothing drawn in it is a word space, kept at its share of the width.
 */
function piecesOf(r: TextRun, within: TextRun[]): TextRun[] {
  const w = r.width / r.text.length;
  const out: TextRun[] = [];
  let from = 0;
  let x = r.x;
  for (let i = 0; i <= r.text.length; i++) {
    if (i < r.text.length && r.text[i] !== ' ') continue;
    if (i > from) {
      const guess = r.x + i * w;
      const gap = i < r.text.length ? within.find((o) => Math.abs(o.x - guess) < w) : undefined;
      const end = i === r.text.length ? r.x + r.width : gap ? gap.x : guess;
      // After glyphs drawn in a gap a word space may follow: the piece starts no earlier than its own width allows.
      const start = out.length === 0 ? x : Math.max(x, end - (i - from) * w);
      out.push({ ...r, x: start, width: Math.max(0, end - start), text: r.text.slice(from, i) });
      x = gap ? afterTouching(gap, within) : r.x + (i + 1) * w;
    }
    from = i + 1;
  }
  return out;
}

/** Where the glyphs drawn one against the next from `first` on end. */
function afterTouching(first: TextRun, within: TextRun[]): number {
  let end = first.x + first.width;
  for (const o of within) if (o.x > first.x && o.x <= end + 0.5) end = Math.max(end, o.x + o.width);
  return end;
}

/** Stamps and watermarks: drawn rotated, or far larger than the page's body text. */
function isOverlay(r: TextRun, bodyHeight: number): boolean {
  return Math.abs(r.angle) > 1.5 || (bodyHeight > 0 && r.height > bodyHeight * 3);
}

function medianHeight(runs: TextRun[]): number {
  // A typed array sorts numbers natively, without a comparator.
  let n = 0;
  for (const r of runs) if (r.height > 0) n++;
  const h = new Float64Array(n);
  n = 0;
  for (const r of runs) if (r.height > 0) h[n++] = r.height;
  h.sort();
  return h.length === 0 ? 0 : (h[h.length >> 1] as number);
}

/** Rebuilds a page's text lines from its runs: turned upright, overlays dropped, one sort, then a single pass. */
export function buildLines(page: TextRun[]): Line[] {
  const runs = uprightRuns(page);
  const body = medianHeight(runs);
  const sorted = runs
    .filter((r) => (r.text.trim() !== '' || r.text === '\u00ad') && !isOverlay(r, body))
    .sort(byReadingOrder);
  const lines: Line[] = [];
  let group: TextRun[] = [];
  let lineY = 0;
  const flush = () => {
    if (group.length === 0) return;
    const height = Math.max(...group.map((r) => r.height));
    const cells = toCells(splitStraddling(group));
    if (cells.length > 0) {
      const first = group[0] as TextRun;
      lines.push({
        page: first.page,
        row: lines.length + 1,
        y: lineY,
        height,
        cells,
        text: cells.map((c) => c.text).join(' '),
      });
    }
    group = [];
  };
  for (const r of sorted) {
    const tol = Math.max(1.5, (r.height > 0 ? r.height : 8) * 0.45);
    if (group.length > 0 && Math.abs(lineY - r.y) > tol) flush();
    if (group.length === 0) lineY = r.y;
    group.push(r);
  }
  flush();
  return lines;
}

/** The line's text with a tab between its cells: what stands apart on the page stays apart (a count, a figure). */
export const cellText = (l: Line): string => l.cells.map((c) => c.text).join('\t');
