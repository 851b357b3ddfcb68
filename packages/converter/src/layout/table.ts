import type { LineAccounts } from '../accounting';
import { CONTINUED_LINE } from '../banks/label-vocabulary';
import type { LayoutProfile } from '../banks/profile';
import { type ParsedAmount, isAmount } from '../parse/amount';
import { accountAfterEnd, END_MARKERS, firstRowGoesOn, PENDING_HEADING, trailingFigure } from './after-end';
import { isTotalsLine } from './balance-lines';
import type { ClassifiedCell } from './classify-line';
import { buildGrid, type Grid } from './column-discovery';
import { dayHeading } from './day-headings';
import { splitRows, withFiguresLifted } from './figures-below';
import type { Column } from './header-labels';
import { findHeaderAt, sameHeader, type HeaderMatcher } from './header';
import type { Line } from './lines';
import { markLostMinus } from './lost-minus';
import { pendingOverTable } from './pending-block';
import type { Subtotals } from '../page-subtotals';
import { placeLines, type AnchorItem, type TableItem } from './row-placement';
import { besidePanel, panelBeside, panelStart } from './side-panel';
import type { Hypothesis } from './row-shapes';
import { CHECKPOINT_ROW, CLOSING_ROW, OPENING_ROW, sameBalance, TableReader } from './table-reader';

/** A posting, or a line that only states the balance (brought/carried forward, opening, closing). */
export type RowKind = 'posting' | 'checkpoint' | 'closing';

export interface RawRow {
  kind: RowKind;
  page: number;
  row: number;
  dateText: string | null;
  desc: string[];
  /** The row's own reference as printed: its reference column, or its description area's reference sub-column. */
  ref: string[];
  figures: ClassifiedCell[];
  balance: ParsedAmount | null;
  /** Its description lines could as well belong to a row beside it: the page does not tell. */
  unsure?: boolean;
  /**
   * How far right of its column's usual start the description begins on the row's first line (pt); null: no text there.
   */
  descIndent?: number | null;
  /** A page's foot (`Carried forward`): what it prints its rows moved, to check against them. */
  subtotals?: Subtotals;
  /** The closing of one statement of several in the file: a balance on the way, the next one's totals count anew. */
  ends?: boolean;
}

// The balance lines' words, and the reader of the table's lines, live with the reader.
export { CHECKPOINT_ROW, CLOSING_ROW };

export interface TableResult {
  rows: RawRow[];
  headerFound: boolean;
  /** How the table's own evidence shows its rows set (row-placement.ts), where it shows one way only. */
  rowsSet: Hypothesis | null;
  /** What took each line of the table region, and the lines with figures nothing took. */
  accounts: LineAccounts;
  /** Statements of one account printed one after another and read as one (`TableReader.startsNext`): 1 for most. */
  statements: number;
}

export interface Segment {
  cols: Column[];
  lines: Line[];
  /** Where a panel printed beside the table starts: its lines and cells are no part of the table. */
  panel?: number;
}

/** Past the table's end: lines of no row, or the header printed again and the lines under it (`seg`). */
interface AfterEnd {
  seg: Segment | null;
  lines: Line[];
}

/**
 * Splits the statement at each header (a header printed once covers every page after it) and at the end marker. Past
 * the end, each header printed again starts a part of its own: the next statement of the account may open there.
 */
function segments(
  lines: Line[],
  p: LayoutProfile,
  match: HeaderMatcher,
  repeated: Set<Line>,
): { segs: Segment[]; after: AfterEnd[] } {
  const out: Segment[] = [];
  // From the end marker on: no rows are read there unless a statement opens again, but each line still gets a role.
  const after: AfterEnd[] = [];
  let started = p.start === undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (!started) {
      started = p.start!.test(line.text);
      continue;
    }
    const hit = findHeaderAt(lines, i, match);
    if (hit && after.length > 0) {
      after.push({ seg: { cols: hit.cols, lines: [] }, lines: [] });
      i += hit.span - 1;
      continue;
    }
    if (hit) {
      // Above a page's own header is that page's letterhead, not the last row's continuation (a block printed
      // beside this one, read before it, is neither: it sits lower on the page).
      const prev = out[out.length - 1];
      const above = (l: Line | undefined): boolean => l !== undefined && l.page === line.page && l.y > line.y;
      while (prev && above(prev.lines.at(-1)) && !prev.lines.at(-1)?.cells.some((c) => isAmount(c.text)))
        prev.lines.pop();
      let pageEnd = i + hit.span;
      while (pageEnd < lines.length && (lines[pageEnd] as Line).page === line.page) pageEnd++;
      const panel =
        panelStart(lines.slice(i, i + hit.span), hit.cols) ?? panelBeside(lines.slice(i + hit.span, pageEnd), hit.cols);
      out.push({ cols: hit.cols, lines: [], ...(panel !== null && { panel }) });
      i += hit.span - 1;
      continue;
    }
    const seg = out[out.length - 1];
    if (!seg || repeated.has(line)) continue;
    // A pending heading over the first rows (a history's uncleared items, then its posted ones) ends nothing: its own
    // rows say they are pending. The opening balance may come before it.
    const pendingFirst =
      PENDING_HEADING.test(line.text) && out.every((s) => s.lines.every((l) => OPENING_ROW.test(l.text)));
    const ends =
      p.stop?.some((r) => r.test(line.text)) || (END_MARKERS.some((r) => r.test(line.text)) && !pendingFirst);
    if (ends && (after.length === 0 || after.at(-1)?.seg)) after.push({ seg: null, lines: [] });
    const part = after.at(-1);
    if (part && (ends || !part.seg)) {
      part.lines.push(line);
      continue;
    }
    if (p.skip?.some((r) => r.test(line.text)) || CONTINUED_LINE.test(line.text)) continue;
    const into = part?.seg ?? seg;
    const kept = into.panel === undefined ? line : besidePanel(line, into.panel);
    if (kept) into.lines.push(kept);
  }
  return { segs: out, after };
}

/**
 * Lines enough to tell where every column prints: a longer statement is read from this many, spread over all its pages.
 */
const GRID_SAMPLE = 800;

const spread = <T>(xs: T[], n: number): T[] =>
  xs.length <= n ? xs : Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)] as T);

/**
 * Columns read from the rows of every page under the same header, so a page with few rows of its own (a spilled
 * line, the last row and the closing balance) is read like the others.
 */
function gridsOf(segs: Segment[], monthFirst: boolean | undefined, split: Map<Line, Line>): Map<Segment, Grid> {
  const groups: Segment[][] = [];
  for (const seg of segs) {
    const group = groups.find((g) => sameHeader((g[0] as Segment).cols, seg.cols));
    if (group) group.push(seg);
    else groups.push([seg]);
  }
  const out = new Map<Segment, Grid>();
  for (const group of groups) {
    const lines = spread(
      withFiguresLifted(
        group.flatMap((s) => s.lines),
        split,
      ),
      GRID_SAMPLE,
    ).filter((l) => !CHECKPOINT_ROW.test(l.text) && !CLOSING_ROW.test(l.text));
    const grid = buildGrid((group[0] as Segment).cols, lines, monthFirst);
    for (const s of group) out.set(s, grid);
  }
  return out;
}

/** Rebuilds the statement's rows: a row starts at a dated line with figures; lines with neither continue it. */
export function readTable(
  lines: Line[],
  p: LayoutProfile,
  match: HeaderMatcher,
  repeated: Set<Line> = new Set(),
  prefer?: Hypothesis,
): TableResult {
  // Pending items printed over the posted rows are counted and named, never read as rows.
  const block = pendingOverTable(lines, match);
  const { segs, after } = segments(block?.rest ?? lines, p, match, repeated);
  // A balance or totals line, or a day's heading, is no row whose figures could be printed under it.
  const balanceLine = (l: Line) =>
    CHECKPOINT_ROW.test(l.text) ||
    CLOSING_ROW.test(l.text) ||
    isTotalsLine(l.cells.filter((c) => !isAmount(c.text)).map((c) => c.text)) ||
    dayHeading(l, p.monthFirst) !== null;
  const split = splitRows(
    segs.flatMap((s) => s.lines),
    p.monthFirst,
    balanceLine,
  );
  const grids = gridsOf(segs, p.monthFirst, split);
  const reader = new TableReader(p);
  for (const seg of segs) reader.readSegment(seg, grids.get(seg) as Grid, split);
  const { tail, restarts } = readNextStatements(after, grids, reader, p, split);
  const { rows, items, accounts, placed } = reader;
  for (const cols of placed.values()) for (const column of cols.values()) markLostMinus(column);
  const rowsSet = joinLines(items, accounts, prefer);
  const last = segs.at(-1);
  accountAfterEnd(tail, last && grids.get(last), p, accounts, reader.lastBalance, restarts);
  if (block) accountAfterEnd(block.pending, undefined, p, accounts, null);
  return { rows, headerFound: segs.length > 0, rowsSet, accounts, statements: reader.statements };
}

/**
 * Past the table's end, the header printed again, and an opening line with the balance the rows last reached under it
 * or above it (the next letterhead's summary), its first row going on from there: the account's next statement (two
 * months in one PDF), read on until its own end. Answers the lines left past the end.
 */
function readNextStatements(
  after: AfterEnd[],
  read: Map<Segment, Grid>,
  reader: TableReader,
  p: LayoutProfile,
  split: Map<Line, Line>,
): { tail: Line[]; restarts: Set<Line> } {
  // The columns the table was read with, where the header is printed the same; else a page is judged by its own
  // columns and, once read, by those of the pages printed with it up to the next end.
  const same = (seg: Segment) => [...read].find(([s]) => sameHeader(s.cols, seg.cols))?.[1];
  const pageGrid = (seg: Segment) => same(seg) ?? gridsOf([seg], p.monthFirst, split).get(seg);
  let grids = new Map<Segment, Grid>();
  const run = (from: number) => {
    const end = after.findIndex((a, i) => i > from && !a.seg);
    const segs = after.slice(from, end < 0 ? undefined : end).flatMap((a) => (a.seg ? [a.seg] : []));
    grids = gridsOf(
      segs.filter((s) => !same(s)),
      p.monthFirst,
      split,
    );
    for (const s of segs) if (same(s)) grids.set(s, same(s) as Grid);
  };
  const tail: Line[] = [];
  const restarts = new Set<Line>();
  let reading = false;
  // The lines past the end since the table was last read, and whether the layout's start phrase is among them (the
  // next statement's table starts after it, as the first one's did).
  let above: Line[] = [];
  let started = p.start === undefined;
  for (const [i, { seg, lines }] of after.entries()) {
    const own = seg?.lines ?? lines;
    const grid = seg && (reading ? grids.get(seg) : pageGrid(seg));
    if (seg && grid && (reading || (started && opensNext(seg, above, grid, p, reader.lastBalance)))) {
      if (!reading) {
        reader.startsNext();
        run(i);
      }
      reading = true;
      above = [];
      reader.readSegment(seg, grids.get(seg) ?? grid, split);
      continue;
    }
    if (reading) started = p.start === undefined;
    reading = false;
    // Under the next statement's opening line, where the chain does not prove it goes on: its rows, never pending.
    const first = seg?.lines[0];
    if (started && first && opensOn(seg, above, reader.lastBalance)) restarts.add(first);
    tail.push(...own);
    above.push(...own);
    started ||= own.some((l) => p.start?.test(l.text));
  }
  return { tail, restarts };
}

function opensNext(seg: Segment, above: Line[], grid: Grid, p: LayoutProfile, last: ParsedAmount | null): boolean {
  const rows = seg.lines.filter((l) => !OPENING_ROW.test(l.text));
  return opensOn(seg, above, last) && firstRowGoesOn(rows, grid, p, last);
}

/**
 * An opening line on `last` over the header printed again, or under it. Not under a pending heading with no opening
 * line after it: a pending section may print its own brought-forward balance. A zero balance proves nothing (an
 * account emptied, another opened). With no balance in the rows, any opening line is another statement's.
 */
function opensOn(seg: Segment, above: Line[], last: ParsedAmount | null): boolean {
  const since = above.slice(above.findLastIndex((l) => PENDING_HEADING.test(l.text)) + 1);
  const opens = (l: Line | undefined) =>
    l !== undefined &&
    OPENING_ROW.test(l.text) &&
    (last === null || (last.cents !== 0 && sameBalance(trailingFigure(l), last)));
  return since.some(opens) || (since.length === above.length && opens(seg.lines[0]));
}

/** Each wrapped line joins the row it was placed with: lines above a row's baseline before its own text. */
function joinLines(items: TableItem[], accounts: LineAccounts, prefer?: Hypothesis): Hypothesis | null {
  const { owners, unsure, set } = placeLines(items, prefer);
  const before = new Map<RawRow, { desc: string[]; ref: string[] }>();
  const passed = new Set<AnchorItem>();
  // Rows given description lines under their baseline.
  const under = new Set<RawRow>();
  for (const it of items) {
    if (it.kind === 'anchor') passed.add(it);
    if (it.kind !== 'line') continue;
    const a = owners.get(it);
    if (it.line) accounts.take(it.line, a ? (a.row ? 'continuation' : 'notice') : 'furniture');
    if (!a?.row) continue;
    if (passed.has(a)) {
      a.row.desc.push(...it.desc);
      a.row.ref.push(...it.ref);
      under.add(a.row);
      continue;
    }
    const b = before.get(a.row) ?? { desc: [], ref: [] };
    b.desc.push(...it.desc);
    b.ref.push(...it.ref);
    before.set(a.row, b);
  }
  for (const [row, b] of before) {
    row.desc.unshift(...b.desc);
    row.ref.unshift(...b.ref);
    // Centred on its figures, a row of two or four lines prints its description over and under its baseline and none
    // on it: nothing is lost. A row set on its last line has that line's text on it; without any, its end is missing.
    if (row.descIndent === null && b.desc.length > 0 && under.has(row)) row.descIndent = 0;
  }
  for (const row of unsure) row.unsure = true;
  return set;
}
