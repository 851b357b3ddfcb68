import { LineAccounts } from '../accounting';
import { LINE_LABELS, roleOfLabel } from '../banks/label-vocabulary';
import { ASIDE_ROLES, type LayoutProfile } from '../banks/profile';
import { unreadNotation, type ParsedAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { subtotalsOf } from '../page-subtotals';
import { afterClosing, firstRowGoesOn, PENDING_HEADING, trailingFigure } from './after-end';
import { isCardHeading, isCountLine, isStatedTotals, isTotalsLine, OPENING_ROW, postingNamedSo } from './balance-lines';
import { isForeignAmount } from './row-shapes';
import { TIME_ONLY } from './date-cells';
import { dayHeading } from './day-headings';
import { liftFigures } from './figures-below';
import { atIndent, hangingIndent } from './hanging-indent';
import { classifyLine, FIGURE_ROLES, type ClassifiedCell } from './classify-line';
import type { Grid } from './column-discovery';
import type { Line } from './lines';
import { noticeLine, openSentence } from './table-notices';
import type { PlacedFigure } from './lost-minus';
import type { AnchorItem, TableItem } from './row-placement';
import type { RawRow, Segment } from './table';

// The balance lines' words live with the other balance lines (balance-lines.ts); callers of the reader ask it here.
export { OPENING_ROW };

// A card's words too (`New balance`, `Amount owing`): printed under its last row, dated like one, it is the closing;
// never what was owed at the last statement (`Balance owing last statement`) nor the minimum to pay.
export const CLOSING_ROW = new RegExp(
  String.raw`closing balance|afsluitingsaldo|slotsaldo|eindsaldo|saldo afgesluit|` +
    String.raw`balance at (?:date of statement|end of period)|` +
    String.raw`\b(?:new balance|nuwe saldo|uitstaande saldo|current balance|balance outstanding)\b|` +
    String.raw`\bbalance owing\b(?! (?:on |from |at )?(?:the )?(?:last|previous))|` +
    String.raw`(?<!minimum )\b(?:total )?amount owing\b|` +
    String.raw`\boutstanding balance\b(?! at)`,
  'i',
);
export const CHECKPOINT_ROW = new RegExp(
  [
    'brought forward',
    'carried forward',
    'opening balance',
    'balance at (?:the )?start',
    'openingsaldo',
    'previous balance',
    'previous statement balance',
    'vorige saldo',
    'vorige staat saldo',
    // What a card owed at its last statement, as the table's first line.
    ...LINE_LABELS.cardOpening,
    // `B/F`, `C/F` alone or after `Balance`, dated or not; never the middle of a word (`NB/FX`).
    String.raw`(?:^|\s)[bc]/f(?=[\s:]|$)`,
    'oorgedra',
    'oorgebring',
  ].join('|'),
  'i',
);

/** The same balance, printed alike or one of them without a sign. */
export const sameBalance = (a: ParsedAmount | null, b: ParsedAmount | null): boolean =>
  a !== null && b !== null && a.cents === b.cents && a.sign * b.sign >= 0;

/** The closing line that closed the table, in which segment, and the balance a next statement goes on from. */
interface Closing {
  line: Line;
  row: RawRow | undefined;
  segment: number;
  from: ParsedAmount | null;
  /**
   * Not the rows' closing but the next statement's, in its summary over its own opening line (on the balance the rows
   * reached) before its header: it closes on another balance.
   */
  summary: boolean;
}

/** What an unexplained line of text states: no figure. */
const NO_FIGURE: ParsedAmount = { cents: 0, sign: 0, mark: null };

/** A pending block's heading in a word, and the posted rows' heading after it. */
const PENDING_ALONE = /^(?:pending|uncleared|hangende?)(?: (?:items|transactions|transaksies))?:?$/i;
const POSTED_ALONE =
  /^(?:posted|cleared|processed|completed|verwerk|geboek)(?: (?:items|transactions|transaksies))?:?$/i;
/** A cell beside a row's description that says the bank has not posted it yet. */
const PENDING_CELL = /^(?:pending|uncleared|unprocessed|not yet processed|hangend[e]?|onverwerk)$/i;

/** Rows that print their balance before a line without one stops being read as a row (see `rowLine`). */
const MIN_BALANCED_ROWS = 3;

/** Wrapped lines start where the column's text does, or a few characters in. */
const MAX_INDENT = 24;
/** A line this much taller than the rows' (a stamp's or a heading's font) is no row's wrapped line. */
const TALLER = 1.4;

const balanceOf = (cells: ClassifiedCell[]): ParsedAmount | null =>
  cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? cells.findLast((c) => c.amount)?.amount ?? null;

/** A figure printed right of where the figure columns start that no figure column took. */
function strayFigure(line: Line, cells: ClassifiedCell[], grid: Grid): ParsedAmount | null {
  for (const c of cells) {
    if (!c.amount || FIGURE_ROLES.has(c.role) || c.role === 'balance' || ASIDE_ROLES.has(c.role)) continue;
    if (line.cells.some((raw) => raw.x0 >= grid.figureStart && raw.text.includes(c.text))) return c.amount;
  }
  return null;
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

/**
 * Where a segment's reading stands: its page, whether that page showed a dated row (or a day's heading) yet, and
 * whether any row came.
 */
interface SegmentState {
  page: number;
  inTable: boolean;
  /** Right under the header, before its first row, a line of label words is a label stacked under another. */
  underHeader: boolean;
}

/** A word in a column the header names and the rows leave aside (a channel, a type, a status): no figure, no date. */
const asideWord = (c: ClassifiedCell): boolean => c.col >= 0 && !c.amount && !/\d/.test(c.text);

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
  const dateCell = cells.find((c) => c.role === 'date' && isDate(c.text, monthFirst));
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
export class TableReader {
  readonly rows: RawRow[] = [];
  /** Rows, notices, balance lines and wrapped lines in reading order: which row a wrapped line joins comes last. */
  readonly items: TableItem[] = [];
  readonly accounts = new LineAccounts();
  readonly placed = new Map<Grid, Map<number, PlacedFigure[]>>();
  private readonly headerWords: Set<string>;
  /** The header's lower lines, seen under it before any row. */
  private readonly lowerLines = new Set<string>();
  private cur: RawRow | null = null;
  /** The last posting's line height: a line far taller (a stamp, a heading) goes on with no row. */
  private rowHeight = 0;
  /** Postings so far that print a balance, and that print none: where every one does, a line without one is no row. */
  private balanced = 0;
  private unbalanced = 0;
  private anchor: AnchorItem | null = null;
  /** A notice printed across the table whose sentence goes on to the next line. */
  private notice: Line | null = null;
  /**
   * Description text running into the figure columns that no row took: between two rows of a page it is the table's
   * and unexplained (a row's line the placement could not give it); under a page's last row it may be a note.
   */
  private loose: Line[] = [];
  /**
   * After the closing balance (once a posting was read: a history listed newest first opens with it) nothing is read;
   * a posting printed there (another account's rows) is named.
   */
  private closed = false;
  /** The closing line that closed the table, and in which segment (under which printing of the header). */
  private closedBy: Closing | null = null;
  /** An opening line read since the last posting, on the balance that posting reached. */
  private openedOnLast = false;
  private segment = 0;
  /** After the closing, an opening line on its balance above the header printed again (the next letterhead's). */
  private opening: Line | null = null;
  /** Statements of one account read as one: see `reopeningLine` and `startsNext`. */
  statements = 1;
  /** The segment's hanging indent, where it sets its wrapped lines in (`hangingIndent`). */
  private hang: number | null = null;
  /** The date of the day heading the rows below stand under (`dayHeading`), until a row prints its own. */
  private day: string | null = null;
  /** Under a pending block's heading, before a posted row. */
  private pending = false;
  /** Day headings read so far: two or more make the statement one whose rows go on overleaf under the last. */
  private headings = 0;

  constructor(private readonly p: LayoutProfile) {
    this.headerWords = headerWordsOf(p);
  }

  /** `split`: rows whose figures are printed on a later line than their date (`splitRows`). */
  readSegment(seg: Segment, grid: Grid, split: Map<Line, Line>): void {
    const state: SegmentState = { page: seg.lines[0]?.page ?? 0, inTable: true, underHeader: true };
    this.segment++;
    const reopening = this.reopeningLine(seg, grid);
    const lifted = liftFigures(
      seg.lines.map((line) => ({ line, cells: classifyLine(line, grid, this.p.monthFirst) })),
      split,
    );
    // A line whose figures went up to the dated line above is that row's.
    for (const line of lifted.emptied) this.accounts.take(line, 'posting');
    const classified = lifted.lines;
    this.hang = hangingIndent(classified, (cells) => {
      const parts = partsOf(cells, this.p.monthFirst);
      return !parts.dateCell && parts.figures.length === 0 && parts.balance === null;
    });
    for (const { line, cells } of classified) {
      if (line.page !== state.page) {
        state.page = line.page;
        // Until this page shows a dated row, undated figure rows need one first; rows under a day's heading need none.
        state.inTable = this.day !== null && this.headings >= 2;
      }
      if (this.closed && line === reopening) this.startsNext();
      if (this.closed) {
        if (this.opensAgain(line, cells)) this.opening = line;
        else if (!this.anotherOpening(line, cells)) afterClosing(line, cells, this.p, this.accounts);
        continue;
      }
      const named =
        (CLOSING_ROW.test(line.text) || CHECKPOINT_ROW.test(line.text)) &&
        !postingNamedSo(partsOf(cells, this.p.monthFirst));
      const closing = named && CLOSING_ROW.test(line.text);
      if (named) {
        state.underHeader = false;
        this.balanceLine(line, cells, closing);
        continue;
      }
      // Balance lines are often set apart from the rows (another edge); the chain reads their signs.
      placeFigures(this.placed, line, cells, grid);
      // Figures lifted from the line under it are placed where they were printed.
      const below = split.get(line);
      if (below) placeFigures(this.placed, below, cells, grid);
      this.rowLine(line, cells, grid, state);
    }
  }

  private balanceLine(line: Line, cells: ClassifiedCell[], closing: boolean): void {
    this.items.push({ kind: 'barrier', page: line.page, y: line.y });
    const before = this.lastBalance;
    // A checkpoint pair may stand between a day's heading and its rows; the table's end ends the day.
    if (closing) this.day = null;
    const subtotals = closing ? undefined : subtotalsOf(line.text, cells);
    // Beside a page's totals, only the balance column holds the balance.
    const balance = subtotals
      ? (cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? null)
      : balanceOf(cells);
    const row: RawRow | undefined = balance
      ? {
          kind: closing ? 'closing' : 'checkpoint',
          page: line.page,
          row: line.row,
          dateText: null,
          desc: [],
          ref: [],
          figures: [],
          balance,
          ...(subtotals ? { subtotals } : {}),
        }
      : undefined;
    if (row) this.rows.push(row);
    this.accounts.take(line, closing ? 'closing' : 'checkpoint');
    // A history listed newest first opens with its closing balance: it ends the table only after a posting, or
    // after the opening of an account with none (`There were no transactions`).
    this.closed = closing && this.rows.some((r) => r.kind === 'posting' || r.kind === 'checkpoint');
    // A summary's figure may share the label's cell (`Closing balance R32,670.04`).
    const stated = balance ?? trailingFigure(line);
    const summary = this.closed && this.openedOnLast && !sameBalance(stated, before);
    if (this.closed) this.closedBy = { line, row, segment: this.segment, from: summary ? before : stated, summary };
    if (!closing && OPENING_ROW.test(line.text)) this.openedOnLast ||= sameBalance(stated, before);
  }

  /**
   * Statements of one account printed one after the other (two months in one PDF): under the header printed again,
   * the next statement opens with the balance the last one closed on, and its first row goes on from there. Its
   * closing is then a balance on the way.
   */
  private reopeningLine(seg: Segment, grid: Grid): Line | undefined {
    const by = this.closedBy;
    const first = seg.lines[0];
    // A zero balance proves nothing: an account emptied, and another opened.
    if (!this.closed || !by?.from?.cents || !first || this.segment === by.segment) return undefined;
    const opens =
      by.summary || this.opening !== null || this.opensAgain(first, classifyLine(first, grid, this.p.monthFirst));
    const rows = seg.lines.filter((l) => !OPENING_ROW.test(l.text));
    return opens && firstRowGoesOn(rows, grid, this.p, by.from) ? first : undefined;
  }

  /** An opening line on the balance the table closed on. */
  private opensAgain(line: Line, cells: ClassifiedCell[]): boolean {
    const closing = this.closedBy?.from ?? null;
    return OPENING_ROW.test(line.text) && sameBalance(balanceOf(cells) ?? trailingFigure(line), closing);
  }

  /**
   * An opening after the closing on a balance the table never showed: another account's, whose rows (if any) went
   * unread. Named, never passed over; a summary printed after the rows restates balances the table showed.
   */
  private anotherOpening(line: Line, cells: ClassifiedCell[]): boolean {
    const stated = OPENING_ROW.test(line.text) ? (balanceOf(cells) ?? trailingFigure(line)) : null;
    if (!stated || this.rows.some((r) => sameBalance(r.balance, stated))) return false;
    this.accounts.leave(line, 'unexplained-line', stated);
    return true;
  }

  /** The balance the rows last reached. */
  get lastBalance(): ParsedAmount | null {
    return this.rows.findLast((r) => r.balance)?.balance ?? null;
  }

  /** The account's next statement starts here: the closing line before it is a balance on the way. */
  startsNext(): void {
    const by = this.closedBy;
    // A summary's closing is the next statement's: no balance the rows pass through.
    if (by?.row && by.summary) this.rows.splice(this.rows.indexOf(by.row), 1);
    else if (by?.row) [by.row.kind, by.row.ends] = ['checkpoint', true];
    if (by) this.accounts.roles.set(by.line, 'checkpoint');
    if (this.opening) this.accounts.take(this.opening, 'checkpoint');
    this.opening = null;
    this.closed = false;
    this.closedBy = null;
    this.statements++;
  }

  /** A posting, a notice, a wrapped line, or a line that belongs to no row. */
  private rowLine(line: Line, cells: ClassifiedCell[], grid: Grid, state: SegmentState): void {
    const parts = partsOf(cells, this.p.monthFirst);
    const notice = noticeLine(line, parts, grid, this.notice, this.rowHeight * TALLER || Infinity, MAX_INDENT);
    this.notice = notice && openSentence(line);
    const { dateCell, figures, balance, desc } = parts;
    // A figure in a notation not read here (`1'234.56`): the chain cannot see what it never read, so the line is named.
    const odd = cells
      .filter((c) => c !== dateCell && !isDate(c.text, this.p.monthFirst))
      .map((c) => unreadNotation(c.text))
      .find((a) => a !== null);
    if (odd) this.accounts.leave(line, 'unread-figure', odd);
    if (this.pendingLine(line, parts, grid)) return;
    const hasFigures = figures.length > 0 || balance !== null;
    // Set from the left of the descriptions: a date alone in the description column is a wrapped line's (`16 Nov`),
    // unless the rows have no date column to print one in.
    const inText = cells[0]?.role === 'description' && grid.header.some((c) => c.role === 'date');
    const day = hasFigures || inText ? null : dayHeading(line, this.p.monthFirst);
    if (day) {
      this.day = day;
      this.headings++;
      state.inTable = true;
      this.items.push({ kind: 'barrier', page: line.page, y: line.y });
      this.accounts.take(line, 'notice');
      return;
    }
    const stated = !hasFigures && (isCountLine([line.text]) || isStatedTotals(line.text));
    if (!dateCell && ((hasFigures && isTotalsLine(desc)) || stated)) {
      this.items.push({ kind: 'barrier', page: line.page, y: line.y });
      this.accounts.take(line, 'checkpoint');
      return;
    }
    if (dateCell && hasFigures) state.inTable = true;
    // A row whose status or balance says it is not posted yet (`Pending` in an online history): left out and counted,
    // its wrapped lines with it.
    if (dateCell && cells.some((c) => c.role !== 'description' && c.role !== 'date' && PENDING_CELL.test(c.text))) {
      this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row: null, hasDesc: true }));
      this.accounts.pend(line);
      return;
    }
    if ((dateCell && hasFigures) || (state.inTable && hasFigures && (this.cur !== null || this.day !== null))) {
      // Every row so far printed its balance: an undated figure without one (`Fees included above 160.40` under the
      // last row) is a note, or a row the chain cannot prove. Named, never posted unseen.
      const amount = figures[0]?.amount;
      if (!dateCell && balance === null && amount && this.unbalanced === 0 && this.balanced >= MIN_BALANCED_ROWS) {
        this.accounts.leave(line, 'unread-figure', amount);
        return;
      }
      this.posting(line, cells, parts, grid);
      state.underHeader = false;
      return;
    }
    // Figures in a figure column that start no row (none dated on this page yet) and continue none.
    const unread = figures[0]?.amount ?? balance;
    if (unread) this.accounts.leave(line, 'unread-figure', unread);
    // A dated line without figures is a notice: left out, and its wrapped lines with it.
    if (dateCell && desc.length > 0 && cells[0]?.role === 'date') {
      this.day = null;
      this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row: null, hasDesc: true }));
      this.accounts.take(line, 'notice');
      return;
    }
    // A card's heading on a statement of several cards: its rows start under it, and none goes on over it. So does a
    // notice printed across the table (table-notices.ts): lines over it are the rows' above, under it the rows' below.
    if (notice || (!hasFigures && !dateCell && isCardHeading(desc))) {
      if (notice !== 'goes-on') this.items.push({ kind: 'barrier', page: line.page, y: line.y });
      this.accounts.take(line, 'notice');
      return;
    }
    if (this.continues(line, cells, desc, state.underHeader)) this.wrapped(line, cells, parts);
    else if (this.cur && cells.some((c) => c.role === 'description' && c.overrun)) this.loose.push(line);
  }

  /**
   * Under a heading of its own (`Pending`, `Authorisations not yet processed`), an online history lists the items
   * not posted yet, with no balance, over the posted rows: left out and counted until a row prints its balance or a
   * heading names the posted ones (`Cleared`). Only where the table has a balance column to tell them by.
   */
  private pendingLine(line: Line, parts: LineParts, grid: Grid): boolean {
    const { dateCell, figures, balance, desc } = parts;
    if (!dateCell && figures.length === 0 && balance === null) {
      const text = desc.join(' ').trim();
      const opens = PENDING_ALONE.test(text) || PENDING_HEADING.test(text);
      if (!opens && !(this.pending && POSTED_ALONE.test(text))) return false;
      this.pending = opens && grid.header.some((c) => c.role === 'balance');
      this.items.push({ kind: 'barrier', page: line.page, y: line.y });
      this.accounts.take(line, 'notice');
      return true;
    }
    if (!this.pending || !dateCell || figures.length === 0) return false;
    if (balance !== null) {
      this.pending = false;
      return false;
    }
    this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row: null, hasDesc: true }));
    this.accounts.pend(line);
    return true;
  }

  /** A description's line with no figures: its row is settled when every line is in (row-placement.ts). */
  private wrapped(line: Line, cells: ClassifiedCell[], { desc, ref }: LineParts): void {
    const wide = cells.some((c) => c.role === 'description' && c.wide);
    this.items.push({
      kind: 'line',
      page: line.page,
      y: line.y,
      desc,
      ref,
      prev: this.anchor,
      line,
      ...(wide && { wide }),
    });
  }

  private posting(line: Line, cells: ClassifiedCell[], parts: LineParts, grid: Grid): void {
    const { dateCell, figures, balance, spilled, desc, ref } = parts;
    const lead = cells.find((c) => c.role === 'description' && !c.sub);
    for (const l of this.loose) if (l.page === line.page) this.accounts.leave(l, 'unexplained-line', NO_FIGURE);
    this.loose = [];
    if (dateCell) this.day = null;
    this.openedOnLast = false;
    const row: RawRow = {
      kind: 'posting',
      page: line.page,
      row: line.row,
      dateText: dateCell?.text ?? this.day,
      desc,
      ref,
      figures,
      balance,
      descIndent: lead ? (lead.indent ?? 0) : spilled.length > 0 ? 0 : null,
    };
    this.cur = row;
    this.rowHeight = line.height;
    if (balance) this.balanced++;
    else this.unbalanced++;
    this.rows.push(row);
    this.items.push((this.anchor = { kind: 'anchor', page: line.page, y: line.y, row, hasDesc: desc.length > 0 }));
    this.accounts.take(line, 'posting');
    const stray = strayFigure(line, cells, grid);
    if (stray) this.accounts.leave(line, 'unread-figure', stray);
  }

  /** Whether an undated line without figures goes on with the row above. */
  private continues(line: Line, cells: ClassifiedCell[], desc: string[], underHeader: boolean): boolean {
    // A line far taller than the rows' (a stamp's or a heading's font) goes on with no row.
    if (this.rowHeight > 0 && line.height > this.rowHeight * TALLER) return false;
    // A row goes on where its description column starts; a line that starts elsewhere is furniture (a running
    // header, a URL), and one that starts deep inside the column is a note or a stamp drawn over it.
    // A time under the row's date (its date cell's second line) is the row's, not where the line starts; so is the
    // wrapped word of a column the header names and the rows leave aside (`Debit` over `Order` under `Channel`).
    const lead = cells.find((c) => !(c.role === 'ignore' && (TIME_ONLY.test(c.text) || asideWord(c))));
    const indent = lead?.indent ?? 0;
    const hanging = this.hang !== null && atIndent(indent, this.hang);
    if (desc.length === 0 || lead?.role !== 'description' || (indent > MAX_INDENT && !hanging)) return false;
    // Nor is a line far wider than the column's wrapped text ever runs (a legal footer, a title); a hanging line
    // starts further in, so it may well end further out.
    // A purchase's foreign amount and rate may run wider than any description: it is the purchase's all the same.
    const overrun = cells.some((c) => c.role === 'description' && c.overrun);
    if (!hanging && overrun && !isForeignAmount(desc.join(' '))) return false;
    const labelWords = (d: string) =>
      d
        .toLowerCase()
        .split(' ')
        .every((w) => this.headerWords.has(w));
    // A label under the header where no row came before it (`Transaction` over `Description`) is the header's lower
    // line: printed again under the next page's header, it is no wrapped text of the row that page went on from.
    const text = desc.join(' ').toLowerCase();
    if (underHeader && this.anchor === null && desc.every((d) => roleOfLabel(d) !== undefined))
      this.lowerLines.add(text);
    return !(underHeader && (desc.every(labelWords) || this.lowerLines.has(text)));
  }
}
