import { LineAccounts } from '../accounting';
import { CONTINUED_LINE } from '../banks/label-vocabulary';
import { ASIDE_ROLES, type LayoutProfile } from '../banks/profile';
import { parseAmount, type ParsedAmount } from '../parse/amount';
import { parseDate } from '../parse/date';
import { accountAfterEnd, afterClosing, END_MARKERS } from './after-end';
import { classifyLine, FIGURE_ROLES, type ClassifiedCell } from './classify-line';
import { buildGrid, type Grid } from './column-discovery';
import type { Column } from './header-labels';
import { findHeaderAt, type HeaderMatcher } from './header';
import type { Line } from './lines';
import { markLostMinus, type PlacedFigure } from './lost-minus';
import { subtotalsOf, type Subtotals } from '../page-subtotals';
import { placeLines, type AnchorItem, type TableItem } from './row-placement';

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
  /** How far right of its column's usual start the description begins on the row's first line (pt); null: no text there. */
  descIndent?: number | null;
  /** A page's foot (`Carried forward`): what it prints its rows moved, to check against them. */
  subtotals?: Subtotals;
}

export interface TableResult {
  rows: RawRow[];
  headerFound: boolean;
  /** What took each line of the table region, and the lines with figures nothing took. */
  accounts: LineAccounts;
}

export const CLOSING_ROW = /closing balance|afsluitingsaldo|balance at date of statement/i;
export const CHECKPOINT_ROW =
  /brought forward|carried forward|opening balance|openingsaldo|^balance b\/f|^bal b\/f|^balance c\/f|oorgedra|oorgebring/i;

/** Wrapped lines start where the column's text does, or a few characters in. */
const MAX_INDENT = 24;

interface Segment {
  cols: Column[];
  lines: Line[];
}

/** Splits the statement at each header (a header printed once covers every page after it) and at the end marker. */
function segments(
  lines: Line[],
  p: LayoutProfile,
  match: HeaderMatcher,
  repeated: Set<Line>,
): { segs: Segment[]; after: Line[] } {
  const out: Segment[] = [];
  // From the end marker on: no rows are read there, but each line still gets a role.
  const after: Line[] = [];
  let started = p.start === undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (!started) {
      started = p.start!.test(line.text);
      continue;
    }
    const hit = findHeaderAt(lines, i, match);
    if (hit && after.length > 0) {
      i += hit.span - 1; // a page's header after the end: furniture, and no new table
      continue;
    }
    if (hit) {
      // Above a page's own header is that page's letterhead, not the last row's continuation (a block printed
      // beside this one, read before it, is neither: it sits lower on the page).
      const prev = out[out.length - 1];
      const above = (l: Line | undefined): boolean => l !== undefined && l.page === line.page && l.y > line.y;
      while (prev && above(prev.lines.at(-1)) && !prev.lines.at(-1)?.cells.some((c) => parseAmount(c.text)))
        prev.lines.pop();
      out.push({ cols: hit.cols, lines: [] });
      i += hit.span - 1;
      continue;
    }
    const seg = out[out.length - 1];
    if (!seg || repeated.has(line)) continue;
    if (after.length > 0 || p.stop?.some((r) => r.test(line.text)) || END_MARKERS.some((r) => r.test(line.text))) {
      after.push(line);
      continue;
    }
    if (p.skip?.some((r) => r.test(line.text)) || CONTINUED_LINE.test(line.text)) continue;
    seg.lines.push(line);
  }
  return { segs: out, after };
}

const balanceOf = (cells: ClassifiedCell[]): ParsedAmount | null =>
  cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? cells.findLast((c) => c.amount)?.amount ?? null;

/** The same columns in the same order, each label over the other's. */
const sameHeader = (a: Column[], b: Column[]): boolean =>
  a.length === b.length &&
  a.every((c, i) => c.role === b[i]?.role && c.x0 < (b[i] as Column).x1 && (b[i] as Column).x0 < c.x1);

/** Lines enough to tell where every column prints: a longer statement is read from this many, spread over all its pages. */
const GRID_SAMPLE = 800;

const spread = <T>(xs: T[], n: number): T[] =>
  xs.length <= n ? xs : Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)] as T);

/**
 * Columns read from the rows of every page under the same header, so a page with few rows of its own (a spilled
 * line, the last row and the closing balance) is read like the others.
 */
function gridsOf(segs: Segment[], monthFirst: boolean | undefined): Map<Segment, Grid> {
  const groups: Segment[][] = [];
  for (const seg of segs) {
    const group = groups.find((g) => sameHeader((g[0] as Segment).cols, seg.cols));
    if (group) group.push(seg);
    else groups.push([seg]);
  }
  const out = new Map<Segment, Grid>();
  for (const group of groups) {
    const lines = spread(
      group.flatMap((s) => s.lines),
      GRID_SAMPLE,
    ).filter((l) => !CHECKPOINT_ROW.test(l.text) && !CLOSING_ROW.test(l.text));
    const grid = buildGrid((group[0] as Segment).cols, lines, monthFirst);
    for (const s of group) out.set(s, grid);
  }
  return out;
}

/** The words of the layout's column labels: a line of only these, right under the header, is a label too. */
function headerWordsOf(p: LayoutProfile): Set<string> {
  return new Set(
    p.columns
      .flatMap((c) =>
        c.label.source
          .replace(/\\b|[()^$?\\]/g, ' ')
          .toLowerCase()
          .split(/[\s|]+/),
      )
      .filter(Boolean),
  );
}

/** Where a segment's reading stands: its page, whether that page showed a dated row yet, and whether any row came. */
interface SegmentState {
  page: number;
  inTable: boolean;
  /** Right under the header, before its first row, a line of label words is a label stacked under another. */
  underHeader: boolean;
}

/** What a line that is no balance line holds, as a row would take it. */
interface LineParts {
  dateCell: ClassifiedCell | undefined;
  figures: ClassifiedCell[];
  balance: ParsedAmount | null;
  /** An undated line's words standing where the date goes (`Interest Charged` on a card): its description. */
  spilled: string[];
  desc: string[];
  ref: string[];
}

function partsOf(cells: ClassifiedCell[], monthFirst: boolean | undefined): LineParts {
  const dateCell = cells.find((c) => c.role === 'date' && parseDate(c.text, monthFirst));
  const spilled = dateCell
    ? []
    : cells.filter((c) => c.role === 'date' && !c.amount && /[a-z]{3}/i.test(c.text)).map((c) => c.text);
  return {
    dateCell,
    figures: cells.filter((c) => c.amount && FIGURE_ROLES.has(c.role)),
    balance: cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? null,
    spilled,
    desc: [...spilled, ...cells.filter((c) => c.role === 'description').map((c) => c.text)],
    ref: cells.filter((c) => c.role === 'reference' || c.sub).map((c) => c.text),
  };
}

/** Each figure column's cells where they are printed, per grid: a minus lost in the text layer shows in their edges. */
function placeFigures(placed: Map<Grid, Map<number, PlacedFigure[]>>, line: Line, cells: ClassifiedCell[], grid: Grid) {
  let cols = placed.get(grid);
  if (!cols) placed.set(grid, (cols = new Map()));
  let from = 0; // figure cells keep the line's left-to-right order
  for (const c of cells) {
    if (!c.amount || c.col < 0 || !(FIGURE_ROLES.has(c.role) || c.role === 'balance')) continue;
    let k = from;
    while (k < line.cells.length && (line.cells[k] as Line['cells'][number]).text !== c.text) k++;
    if (k === line.cells.length) continue;
    from = k + 1;
    let list = cols.get(c.col);
    if (!list) cols.set(c.col, (list = []));
    const cell = line.cells[k] as Line['cells'][number];
    list.push({ x0: cell.x0, x1: cell.x1, height: line.height, text: c.text, amount: c.amount });
  }
}

/** Reads the table's lines in order, segment by segment, into rows, and accounts for every line. */
class TableReader {
  readonly rows: RawRow[] = [];
  /** Rows, notices, balance lines and wrapped lines in reading order: which row a wrapped line joins comes last. */
  readonly items: TableItem[] = [];
  readonly accounts = new LineAccounts();
  readonly placed = new Map<Grid, Map<number, PlacedFigure[]>>();
  private readonly headerWords: Set<string>;
  private cur: RawRow | null = null;
  private anchor: AnchorItem | null = null;
  /** After the closing balance nothing is read; a posting printed there (another account's rows) is named. */
  private closed = false;

  constructor(private readonly p: LayoutProfile) {
    this.headerWords = headerWordsOf(p);
  }

  readSegment(seg: Segment, grid: Grid): void {
    const state: SegmentState = { page: seg.lines[0]?.page ?? 0, inTable: true, underHeader: true };
    for (const line of seg.lines) {
      if (line.page !== state.page) {
        state.page = line.page;
        state.inTable = false; // until this page shows a dated row; undated figure rows need one first
      }
      const cells = classifyLine(line, grid, this.p.monthFirst);
      if (this.closed) {
        afterClosing(line, cells, this.p, this.accounts);
        continue;
      }
      const closing = CLOSING_ROW.test(line.text);
      if (closing || CHECKPOINT_ROW.test(line.text)) {
        state.underHeader = false;
        this.balanceLine(line, cells, closing);
        continue;
      }
      // Balance lines are often set apart from the rows (another edge); the chain reads their signs.
      placeFigures(this.placed, line, cells, grid);
      this.rowLine(line, cells, grid, state);
    }
  }

  private balanceLine(line: Line, cells: ClassifiedCell[], closing: boolean): void {
    this.items.push({ kind: 'barrier', page: line.page, y: line.y });
    const subtotals = closing ? undefined : subtotalsOf(line.text, cells);
    // Beside a page's totals, only the balance column holds the balance.
    const balance = subtotals
      ? (cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? null)
      : balanceOf(cells);
    if (balance)
      this.rows.push({
        kind: closing ? 'closing' : 'checkpoint',
        page: line.page,
        row: line.row,
        dateText: null,
        desc: [],
        ref: [],
        figures: [],
        balance,
        ...(subtotals ? { subtotals } : {}),
      });
    this.accounts.take(line, closing ? 'closing' : 'checkpoint');
    this.closed = closing;
  }

  /** A posting, a notice, a wrapped line, or a line that belongs to no row. */
  private rowLine(line: Line, cells: ClassifiedCell[], grid: Grid, state: SegmentState): void {
    const parts = partsOf(cells, this.p.monthFirst);
    const { dateCell, figures, balance, desc } = parts;
    const hasFigures = figures.length > 0 || balance !== null;
    if (dateCell && hasFigures) state.inTable = true;
    if ((dateCell && hasFigures) || (state.inTable && hasFigures && this.cur !== null)) {
      this.posting(line, cells, parts, grid);
      state.underHeader = false;
      return;
    }
    // Figures in a figure column that start no row (none dated on this page yet) and continue none.
    const unread = figures[0]?.amount ?? balance;
    if (unread) this.accounts.leave(line, 'unread-figure', unread);
    // A dated line without figures is a notice: left out, and its wrapped lines with it.
    if (dateCell && desc.length > 0 && cells[0]?.role === 'date') {
      this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row: null, hasDesc: true }));
      this.accounts.take(line, 'notice');
      return;
    }
    if (this.continues(cells, desc, state.underHeader))
      this.items.push({ kind: 'line', page: line.page, y: line.y, desc, ref: parts.ref, prev: this.anchor, line });
  }

  private posting(line: Line, cells: ClassifiedCell[], parts: LineParts, grid: Grid): void {
    const { dateCell, figures, balance, spilled, desc, ref } = parts;
    const lead = cells.find((c) => c.role === 'description' && !c.sub);
    const row: RawRow = {
      kind: 'posting',
      page: line.page,
      row: line.row,
      dateText: dateCell?.text ?? null,
      desc,
      ref,
      figures,
      balance,
      descIndent: lead ? (lead.indent ?? 0) : spilled.length > 0 ? 0 : null,
    };
    this.cur = row;
    this.rows.push(row);
    this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row, hasDesc: desc.length > 0 }));
    this.accounts.take(line, 'posting');
    const stray = strayFigure(line, cells, grid);
    if (stray) this.accounts.leave(line, 'unread-figure', stray);
  }

  /** Whether an undated line without figures goes on with the row above. */
  private continues(cells: ClassifiedCell[], desc: string[], underHeader: boolean): boolean {
    // A row goes on where its description column starts; a line that starts elsewhere is furniture (a running
    // header, a URL), and one that starts deep inside the column is a note or a stamp drawn over it.
    if (desc.length === 0 || cells[0]?.role !== 'description' || (cells[0].indent ?? 0) > MAX_INDENT) return false;
    // Nor is a line far wider than the column's wrapped text ever runs (a legal footer, a title).
    if (cells.some((c) => c.role === 'description' && c.overrun)) return false;
    const labelWords = (d: string) =>
      d
        .toLowerCase()
        .split(' ')
        .every((w) => this.headerWords.has(w));
    return !(underHeader && desc.every(labelWords));
  }
}

/** Rebuilds the statement's rows: a row starts at a dated line with figures; lines with neither continue it. */
export function readTable(
  lines: Line[],
  p: LayoutProfile,
  match: HeaderMatcher,
  repeated: Set<Line> = new Set(),
): TableResult {
  const { segs, after } = segments(lines, p, match, repeated);
  const grids = gridsOf(segs, p.monthFirst);
  const reader = new TableReader(p);
  for (const seg of segs) reader.readSegment(seg, grids.get(seg) as Grid);
  const { rows, items, accounts, placed } = reader;
  for (const cols of placed.values()) for (const column of cols.values()) markLostMinus(column);
  joinLines(items, accounts);
  const last = segs.at(-1);
  accountAfterEnd(after, last && grids.get(last), p, accounts, rows.findLast((r) => r.balance)?.balance ?? null);
  return { rows, headerFound: segs.length > 0, accounts };
}

/** A figure printed right of where the figure columns start that no figure column took. */
function strayFigure(line: Line, cells: ClassifiedCell[], grid: Grid): ParsedAmount | null {
  for (const c of cells) {
    if (!c.amount || FIGURE_ROLES.has(c.role) || c.role === 'balance' || ASIDE_ROLES.has(c.role)) continue;
    if (line.cells.some((raw) => raw.x0 >= grid.figureStart && raw.text.includes(c.text))) return c.amount;
  }
  return null;
}

/** Each wrapped line joins the row it was placed with: lines above a row's baseline before its own text. */
function joinLines(items: TableItem[], accounts: LineAccounts): void {
  const { owners, unsure } = placeLines(items);
  const before = new Map<RawRow, { desc: string[]; ref: string[] }>();
  const passed = new Set<AnchorItem>();
  for (const it of items) {
    if (it.kind === 'anchor') passed.add(it);
    if (it.kind !== 'line') continue;
    const a = owners.get(it);
    if (it.line) accounts.take(it.line, a ? (a.row ? 'continuation' : 'notice') : 'furniture');
    if (!a?.row) continue;
    if (passed.has(a)) {
      a.row.desc.push(...it.desc);
      a.row.ref.push(...it.ref);
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
  }
  for (const row of unsure) row.unsure = true;
}
