import type { TextRun } from '../extract/types';

/**
 * A stamp in a font only a little larger than the page's (9 pt over 7.5 pt): its size alone does not tell it from a
 * heading, but its shape does. Its lines are centred on one axis (`BANK ZERO` / `31 MARCH 2024` / `STAMP` / `BRANCH
 * 201848`), the same words at the same x on most pages (its height on the page may move), and one of them stands on
 * a row's line. Rows' text is set from the left: a column's lines share their left edge, not their middle.
 */

/** Larger than the page's text by this much at least. */
const SOMEWHAT_LARGER = 1.1;
/** Centres this close (pt) are one axis; left edges this far apart show lines centred, not set from the left. */
const SAME_AXIS = 2;
const RAGGED_LEFT = 4;
/** Lines of one stamp lie within this many of their own heights. */
const BLOCK_LINES = 6;

const centre = (r: TextRun): number => r.x + r.width / 2;

/** A run whose left edge another run of the page shares: set from a column's edge, as rows' text is. */
const SAME_EDGE = 1;
const alignedWithOthers = (r: TextRun, page: TextRun[], block: TextRun[]): boolean =>
  page.some((o) => !block.includes(o) && o.text.trim() !== '' && Math.abs(o.x - r.x) <= SAME_EDGE);

/**
 * The runs of one page (`larger` of `page`) that stand in a centred block of at least three lines in one size, none
 * of them starting where other text of the page does (unless `apart` is false); each group one block.
 */
export function centredBlocks(larger: TextRun[], page: TextRun[], apart = true): TextRun[][] {
  const blocks: TextRun[][] = [];
  const sorted = [...larger].sort((a, b) => centre(a) - centre(b));
  for (const r of sorted) {
    const block = blocks.find((b) => Math.abs(centre(b[0] as TextRun) - centre(r)) <= SAME_AXIS);
    if (block) block.push(r);
    else blocks.push([r]);
  }
  return blocks.filter((b) => {
    const ys = b.map((r) => r.y);
    const lefts = b.map((r) => r.x);
    const heights = b.map((r) => r.height);
    const height = Math.max(...heights);
    return (
      height <= Math.min(...heights) * 1.05 &&
      !(apart && b.some((r) => alignedWithOthers(r, page, b))) &&
      new Set(ys.map(Math.round)).size >= 3 &&
      Math.max(...ys) - Math.min(...ys) <= height * BLOCK_LINES &&
      Math.max(...lefts) - Math.min(...lefts) > RAGGED_LEFT
    );
  });
}

/**
 * Centred blocks in a somewhat larger font, one of whose lines stands on a row's line (`onRow`), and the same words at
 * the same x on the pages where none does: stamps.
 */
export function centredStamps(
  pages: TextRun[][],
  body: number,
  onRow: (r: TextRun, page: TextRun[]) => boolean,
): Set<TextRun> {
  const out = new Set<TextRun>();
  const seen = new Map<string, { pages: Set<number>; runs: TextRun[]; onRows: boolean }>();
  for (const runs of pages) {
    const larger = runs.filter((r) => r.height >= body * SOMEWHAT_LARGER && Math.abs(r.angle) <= 1.5 && r.text.trim());
    for (const block of centredBlocks(larger, runs)) {
      // A line of it on a row's line: drawn over the rows, on this page alone too.
      if (block.some((r) => onRow(r, runs))) for (const r of block) out.add(r);
      for (const r of block) {
        const key = `${r.text.trim()}|${Math.round(r.x)}`;
        const entry = seen.get(key) ?? { pages: new Set<number>(), runs: [], onRows: false };
        entry.pages.add(r.page);
        entry.runs.push(r);
        entry.onRows ||= onRow(r, runs);
        seen.set(key, entry);
      }
    }
  }
  const quorum = Math.max(2, Math.ceil(pages.filter((p) => p.length > 0).length * 0.6));
  const repeated = [...seen.values()].filter((e) => e.pages.size >= quorum);
  if (!repeated.some((e) => e.onRows)) return out;
  for (const e of repeated) for (const r of e.runs) out.add(r);
  return out;
}
