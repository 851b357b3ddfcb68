import type { LineAccounts } from '../accounting';
import type { LayoutProfile } from '../banks/profile';
import { parseAmount, type ParsedAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { classifyLine, FIGURE_ROLES, type ClassifiedCell } from './classify-line';
import type { Grid } from './column-discovery';
import type { Line } from './lines';

/** The heading of items the bank has not posted yet: the rows under it are counted and named, never read. */
export const PENDING_HEADING = new RegExp(
  String.raw`not yet processed|nog nie verwerk|^(?:pending|uncleared) (?:card )?(?:transactions|items)|` +
    String.raw`^hangende (?:kaart)?transaksies`,
  'i',
);

/** A card's budget plans, listed under the postings: each plan's instalment is posted as a row already. */
const BUDGET_HEADING = new RegExp(
  String.raw`^(?:(?:your )?budget (?:facility|plans?|account)(?: (?:details|summary|plans))?|` +
    String.raw`(?:u )?begroting(?:sfasiliteit|splan(?:ne)?|srekening)(?: (?:besonderhede|opsomming))?):?$`,
  'i',
);

/**
 * Payments set up for later, listed in a block of their own over a history's posted rows (Capitec): none is posted.
 * Not an end marker: a statement may print the next month's block between two months' rows.
 */
export const SCHEDULED_HEADING =
  /^(?:scheduled|future(?:-dated)?) (?:payments|transactions)$|^geskeduleerde betalings$/i;

// What follows these is not a posting: pending items, uncleared cheques, summaries.
export const END_MARKERS = [
  /^\**\s*end\s*\**$/i,
  /^\**\s*end of (?:report|statement|transactions|enquiry)\b/i,
  // The period's turnover under the rows (`No. Debit Transactions 31 38,964.68 Dr`): counts and totals, no postings.
  /^(?:turnover for (?:the )?statement period|omset vir (?:die )?staat ?periode)\b/i,
  PENDING_HEADING,
  BUDGET_HEADING,
];

interface DatedFigures {
  figure: ParsedAmount;
  balance: ParsedAmount | null;
  others: ParsedAmount[];
}

/** What makes a line read as a posting: a date, and a figure in a figure column. */
function datedFigures(cells: ClassifiedCell[], p: LayoutProfile): DatedFigures | null {
  if (!cells.some((c) => c.role === 'date' && isDate(c.text, p.monthFirst))) return null;
  const figures = cells.filter((c) => c.amount && (FIGURE_ROLES.has(c.role) || c.role === 'balance'));
  const first = figures[0]?.amount;
  if (!first) return null;
  const balance = figures.find((c) => c.role === 'balance')?.amount ?? null;
  return {
    figure: first,
    balance,
    others: figures.filter((c) => c.role !== 'balance').map((c) => c.amount as ParsedAmount),
  };
}

/** The figure a line ends on, whether or not it stands in a cell of its own (`… Client 8812 3,000.00 Cr`). */
export function trailingFigure(line: Line): ParsedAmount | null {
  const words = (line.cells.at(-1)?.text ?? '').trim().split(/\s+/);
  return parseAmount(words.slice(-2).join(' ')) ?? parseAmount(words.at(-1) ?? '');
}

/**
 * A dated line with a figure, read from the line itself: a pending section is often printed to columns of its own,
 * or on a page of its own whose rows the table's columns do not place. No balance is told apart there.
 */
function datedLine(line: Line, p: LayoutProfile): DatedFigures | null {
  // The date may share its cell with the description (`14/01/2026 Card Purchase`): one to three words.
  const words = (line.cells[0]?.text ?? '').trim().split(/\s+/);
  if (line.cells.length < 2 || ![1, 2, 3].some((k) => isDate(words.slice(0, k).join(' '), p.monthFirst))) return null;
  const figure = trailingFigure(line);
  return figure ? { figure, balance: null, others: [figure] } : null;
}

/** Its balance is the last one moved by one of its figures: a posting of this statement, not a pending item. */
function continuesChain(last: ParsedAmount | null, row: DatedFigures): boolean {
  if (!last || !row.balance) return false;
  const from = Math.abs(last.cents);
  const to = Math.abs(row.balance.cents);
  // A figure of its own, or several together either way (an amount in and the fee charged beside it).
  let moves = [0];
  for (const f of row.others.slice(0, 3))
    moves = moves.flatMap((m) => [m, m + Math.abs(f.cents), m - Math.abs(f.cents)]);
  return moves.some((m) => m !== 0 && Math.abs(from + m) === to);
}

/** Whether the first row of these lines (dated, with a figure) goes on from `last`: its balance moved from there. */
export function firstRowGoesOn(lines: Line[], grid: Grid, p: LayoutProfile, last: ParsedAmount | null): boolean {
  for (const line of lines) {
    const row = datedFigures(classifyLine(line, grid, p.monthFirst), p);
    if (row) return continuesChain(last, row);
  }
  return false;
}

/**
 * Gives every line after an end marker a role. Nothing there is read as a posting, but a line that reads as one of
 * this statement's postings (its balance goes on from the last one) is named: a marker recognised by mistake would
 * otherwise drop the rest of the statement unseen. Rows under a pending heading are counted, under a budget heading
 * named as plans, until `restarts` (another statement's table, printed after its own opening line); the rest is
 * furniture.
 */
export function accountAfterEnd(
  lines: Line[],
  grid: Grid | undefined,
  p: LayoutProfile,
  accounts: LineAccounts,
  last: ParsedAmount | null,
  restarts: Set<Line> = new Set(),
): void {
  let pending = false;
  let plans = false;
  let balance = last;
  for (const line of lines) {
    if (restarts.has(line)) pending = plans = false;
    const row = (grid ? datedFigures(classifyLine(line, grid, p.monthFirst), p) : null) ?? datedLine(line, p);
    if (row && continuesChain(balance, row)) {
      accounts.leave(line, 'unexplained-line', row.figure);
      balance = row.balance;
    } else if (BUDGET_HEADING.test(line.text.trim())) {
      [plans, pending] = [true, false];
      accounts.take(line, 'notice');
    } else if (
      PENDING_HEADING.test(line.text) ||
      SCHEDULED_HEADING.test(line.text.trim()) ||
      p.stop?.some((r) => r.test(line.text))
    ) {
      [pending, plans] = [true, false];
      accounts.take(line, 'pending');
    } else if (plans) {
      // A plan's row (its start date, the amount financed, the instalment): named, never a posting.
      accounts.take(line, 'notice');
    } else if (row && pending) {
      accounts.pend(line);
    } else if (row) {
      // A dated row with a figure under no pending heading: nothing says what it is.
      accounts.leave(line, 'unexplained-line', row.figure);
    } else {
      accounts.take(line, pending ? 'pending' : 'furniture');
    }
  }
}

/** A line after the closing balance that reads as a posting (another account's rows) is named, not dropped. */
export function afterClosing(line: Line, cells: ClassifiedCell[], p: LayoutProfile, accounts: LineAccounts): void {
  const row = datedFigures(cells, p);
  if (row) accounts.leave(line, 'unexplained-line', row.figure);
}
