import { headerQuorum, type LayoutProfile } from './banks/profile';
import type { ChainReading } from './chain';
import { againstLabelBreaks, orientReading } from './sign-orientation';
import { layoutHeaderMatcher } from './layout/header-labels';
import type { HeaderMatcher } from './layout/header';
import { cellText, type Line } from './layout/lines';
import { unfoldSideBySide } from './layout/side-by-side';
import { PANEL_CLEAR } from './layout/side-panel';
import type { Hypothesis } from './layout/row-shapes';
import { readTable } from './layout/table';
import { parseAmount, type ParsedAmount } from './parse/amount';
import { COUNT, money } from './banks/patterns';
import { genericHeader, withAsideColumns } from './banks/generic';
import { findDates, parseDate, toIso, type PartialDate } from './parse/date';
import { periodOverLines } from './period-lines';
import { labelsOverFigures } from './labels-over-figures';
import { yearResolver } from './parse/years';
import { orderByPeriod, slashDateOrder, spacedMonthDay } from './parse/date-order';
import { settleFirstRow } from './first-row';
import { unreadBreaks } from './accounting';
import { subtotalBreaks } from './page-subtotals';
import { decodeEitherWay } from './printed-order';
import { readDebitGroups } from './printed-totals';
import { dataQuality, reconcile } from './reconcile';
import { dateOrderBreak, firstRowBreak, rand, rowBreaks, toTransactions } from './statement-rows';
import type { BalanceBreak, Statement } from './types';

// English and Afrikaans (`1 Maart 2023 tot 31 Maart 2023`).
const PERIOD_WORDS = /period|from|statement date|\bto\b|–|\btot\b|\bvanaf\b|tydperk|staatdatum/i;
// The day the statement was drawn up, named as such: not a print time or the day the account was opened.
const ISSUED_WORDS = /\b(?:statement date|date of statement|staatdatum)\b/i;
// Summary boxes most banks print: free cross-checks of the rows whatever the layout calls them.
const SUMMARY_CREDITS = money(
  String.raw`^(?:Funds Received(?: \(Credits\))?|Total Credits|Total Money In)\s*:?\s*${COUNT}`,
);
const SUMMARY_DEBITS = money(String.raw`^(?:Funds Used(?: \(Debits\))?|Total Debits|Total Money Out)\s*:?\s*${COUNT}`);

interface Meta {
  opening: ParsedAmount | null;
  /** Where the opening line was printed. */
  openingAt: Line | null;
  closing: ParsedAmount | null;
  credits: number | null;
  debits: number | null;
  account: string | null;
  period: PartialDate[];
  /** The statement's own date where no period is printed: the rows' year lies nearest to it. */
  issued: PartialDate | null;
}

/**
 * A balance printed split and summed on one line (`Opening balance  614.04  2,628.91  3,242.95` under `Straight Budget
 * Total`): the figure the others add up to is the balance, not the first part.
 */
function totalOfSplit(l: Line): ParsedAmount | null {
  const figures = l.cells.map((c) => parseAmount(c.text)).filter((a): a is ParsedAmount => a !== null);
  const last = figures.at(-1);
  if (!last || figures.length < 3) return null;
  return figures.slice(0, -1).reduce((sum, a) => sum + a.cents, 0) === last.cents ? last : null;
}

/**
 * `Balance owing` alone may head a card's summary as what was owed before (`Balance owing | Purchases | … | Closing
 * balance`): a closing in other words, wherever printed, comes first, and the chain checks it as the opening.
 */
const WEAK_CLOSING = /^balance owing\b/i;

function readMeta(lines: Line[], p: LayoutProfile): Meta {
  const meta: Meta = {
    opening: null,
    openingAt: null,
    closing: null,
    credits: null,
    debits: null,
    account: null,
    period: [],
    issued: null,
  };
  const money = (re: RegExp | undefined, text: string): ParsedAmount | null => {
    const m = re?.exec(text);
    return m?.[1] ? parseAmount(m[1]) : null;
  };
  // Totals are compared by size only: their sign notation does not matter.
  const total = (re: RegExp | undefined, text: string): number | null => {
    const a = money(re, text);
    return a ? a.cents / 100 : null;
  };
  let weak: ParsedAmount | null = null;
  // Figures printed under their labels are read after every label printed beside its figure.
  for (const l of [...lines, ...labelsOverFigures(lines)]) {
    if (meta.opening === null) {
      const opening = money(p.opening, l.text);
      meta.opening = opening && (totalOfSplit(l) ?? opening);
      if (meta.opening) meta.openingAt = l;
    }
    const printed = money(p.closing, l.text);
    const closing = printed && (totalOfSplit(l) ?? printed);
    if (closing && WEAK_CLOSING.test(p.closing?.exec(l.text)?.[0] ?? '')) weak ??= closing;
    else meta.closing ??= closing;
    const cells = cellText(l);
    meta.credits ??= total(p.totalCredits, cells);
    meta.debits ??= total(p.totalDebits, cells);
    if (meta.account === null && p.account) meta.account = p.account.exec(l.text)?.[1] ?? null;
    if (meta.period.length === 0 && p.period?.test(l.text)) meta.period = findDates(l.text);
  }
  // Beside a closing in other words, `Balance owing` is what was owed before: the opening, if none is named.
  if (meta.closing !== null && meta.opening === null) meta.opening = weak;
  meta.closing ??= weak;
  // Printed in other words than the layout's (`Period 1 May 2025 to 31 May 2025`): the first line naming two dates as a
  // span.
  if (meta.period.length === 0) {
    const span = lines.find((l) => PERIOD_WORDS.test(l.text) && findDates(l.text).length === 2);
    meta.period = span ? findDates(span.text) : periodOverLines(lines);
  }
  if (meta.period.length === 0) {
    const issued = lines.map((l) => (ISSUED_WORDS.test(l.text) ? findDates(l.text) : [])).find((d) => d.length === 1);
    meta.issued = issued?.[0] ?? null;
  }
  for (const l of lines) {
    const cells = cellText(l);
    meta.credits ??= total(SUMMARY_CREDITS, cells);
    meta.debits ??= total(SUMMARY_DEBITS, cells);
  }
  return meta;
}

/**
 * Statements of one account read as one (two months in one PDF): the period runs from the first one's start to the
 * last one's end, the closing is the last one printed, and a summary's totals speak for one month only: not checked.
 */
function joined(meta: Meta, lines: Line[], p: LayoutProfile): Meta {
  const closings = lines.map((l) => p.closing?.exec(l.text)?.[1]).filter((c) => c !== undefined);
  const closing = closings.length > 0 ? parseAmount(closings.at(-1) as string) : null;
  return { ...meta, period: joinedPeriod(meta.period, lines, p), closing, credits: null, debits: null };
}

const dayOf = (d: PartialDate | undefined): number | null =>
  d?.year ? Date.parse(`${toIso(d.year, d.month, d.day)}T00:00:00Z`) / 86_400_000 : null;

/**
 * The period from the first statement's start to the end of the last one that goes on from it: each period line whose
 * start follows the end so far within a week (a fee notice's or a row's `from ... to` does not).
 */
function joinedPeriod(period: PartialDate[], lines: Line[], p: LayoutProfile): PartialDate[] {
  const start = period[0];
  let end = period[1];
  if (!start || !end) return period;
  for (const l of lines) {
    if (!(p.period?.test(l.text) || PERIOD_WORDS.test(l.text))) continue;
    const [from, to] = findDates(l.text);
    const [a, b, e] = [dayOf(from), dayOf(to), dayOf(end)];
    if (a !== null && b !== null && e !== null && a > e - 7 && a <= e + 7 && b > e) end = to as PartialDate;
  }
  return [start, end];
}

export interface Reading {
  statement: Statement;
  /** Whether the layout's header was found anywhere. */
  headerFound: boolean;
  chain: ChainReading;
  /** How the table's own evidence shows its rows set, where it shows one way only. */
  rowsSet?: Hypothesis | null;
}

export interface ReadOptions {
  userYear?: number;
  /** When the statement was uploaded: no year-less date is put after it. */
  uploadedAt?: Date;
  /** Running headers and footers found across the pages. */
  repeated?: Set<Line>;
  /**
   * Page one's lines as printed, with what repeats at one place on every page (taken out of the rows as a stamp): a
   * bank that prints its name only in a running header is named there.
   */
  firstPage?: Line[];
  /** The statement's period, for a part that prints none of its own (a later account's section). */
  period?: PartialDate[];
  /** How the statement's other tables show their rows set: where this one's lines leave two ways, that one. */
  rowsSet?: Hypothesis;
  /** Another account of the statement printed figures under both labels, money out and in: its columns are real. */
  bothLabelsShown?: boolean;
}

export const headerMatcher = (p: LayoutProfile): HeaderMatcher => {
  if (p.findHeader) return p.findHeader;
  const match = layoutHeaderMatcher(p.columns, p.headerMin ?? headerQuorum(p.columns.length));
  return (line) => {
    const cols = match(line);
    return cols && withAsideColumns(line, cols);
  };
};

type Table = ReturnType<typeof readTable>;

/** A balance brought forward below the first posting is a checkpoint of the chain, not the opening balance. */
function printedOpening(meta: Meta, table: Table, lines: Line[]): Meta['opening'] {
  const first = table.rows.find((r) => r.kind === 'posting');
  const at = meta.openingAt;
  if (!at || !first || at.page < first.page || (at.page === first.page && at.row <= first.row)) return meta.opening;
  // Lower, but in a panel printed beside the rows (`Summary`): right of every cell of the first posting's line.
  const line = lines.find((l) => l.page === first.page && l.row === first.row);
  const right = line ? Math.max(...line.cells.map((c) => c.x1)) + PANEL_CLEAR : Infinity;
  return at.page === first.page && at.cells.every((c) => c.x0 > right) ? meta.opening : null;
}

/** Where a balance printed within the table disagrees with the chain up to it. */
function checkpointBreaks(chain: ChainReading, tx: { date: string | null }[]): BalanceBreak[] {
  return chain.checkpointBreaks.map((c) => ({
    index: -1,
    page: c.row.page,
    row: c.row.row,
    date: tx[c.at - 1]?.date ?? null,
    kind: 'checkpoint',
    expected: c.expected / 100,
    actual: c.actual / 100,
  }));
}

/** Whether the statement printed both its opening and its closing balance (neither worked out from the rows). */
function bothEndsPrinted(chain: ChainReading, meta: Meta, table: Table): boolean {
  return (
    !chain.openingDerived &&
    chain.opening !== null &&
    (meta.closing !== null || table.rows.some((r) => r.kind === 'closing' && r.balance))
  );
}

/** The period the lines print; a later account's part prints none of its own, and the statement's is its. */
function periodFor(lines: Line[], profile: LayoutProfile, opts: ReadOptions): PartialDate[] {
  const own = readMeta(lines, profile).period;
  return own.length > 0 ? own : (opts.period ?? []);
}

/**
 * Day or month first: the profile's bank convention, or the statement's own dates where no convention is known. Rows
 * dated `MM DD` are read month first (`p`) while the letterhead's own dates keep the order they show (`metaProfile`).
 */
function dateOrderOf(lines: Line[], profile: LayoutProfile, opts: ReadOptions) {
  const found = profile.dateOrderFromEvidence ? slashDateOrder(lines) : null;
  const order = found && !found.decided ? orderByPeriod(found, lines, periodFor(lines, profile, opts)) : found;
  const spaced = profile.dateOrderFromEvidence === true && !order?.monthFirst && spacedMonthDay(lines);
  const p: LayoutProfile = order?.monthFirst || spaced ? { ...profile, monthFirst: true } : profile;
  return { p, metaProfile: spaced ? profile : p, undecided: !!order && !order.decided };
}

/** Reads the statement with one layout: rows from the table, their meaning from the balance chain. */
export function buildStatement(lines: Line[], pages: number, profile: LayoutProfile, opts: ReadOptions = {}): Reading {
  const { p, metaProfile, undecided } = dateOrderOf(lines, profile, opts);
  let meta = readMeta(lines, metaProfile);
  if (meta.period.length === 0 && opts.period) meta.period = opts.period;
  // A header read from its words may say its columns twice: two blocks of rows side by side.
  const source =
    p.sideBySide || p.findHeader === genericHeader
      ? unfoldSideBySide(lines, p.columns, p.sideBySide ? undefined : genericHeader)
      : lines;
  const table = readTable(source, p, headerMatcher(p), opts.repeated, opts.rowsSet);
  if (table.statements > 1) meta = joined(meta, lines, metaProfile);
  const input = { rows: table.rows, opening: printedOpening(meta, table, source), closing: meta.closing };
  const {
    reading: chain,
    unconfirmed: signUnconfirmed,
    againstLabel,
  } = orientReading(input, decodeEitherWay(input, p), p, opts.bothLabelsShown);
  const years = yearResolver({
    periodStart: meta.period[0] ?? null,
    periodEnd: meta.period[1] ?? meta.issued,
    userYear: opts.userYear,
    uploadedAt: opts.uploadedAt,
    dates: chain.postings.map(({ row }) => (row.dateText ? parseDate(row.dateText, p.monthFirst) : null)),
  });
  const read = toTransactions(chain, p.monthFirst, Boolean(p.splitFees), years);
  const checkpoints = checkpointBreaks(chain, read.tx);
  const endsPrinted = bothEndsPrinted(chain, meta, table);
  const totals = {
    credits: meta.credits,
    debits: meta.debits,
    debitGroups: table.statements > 1 ? [] : readDebitGroups(lines),
    endsPrinted,
  };
  const settled = settleFirstRow(read.tx, rand(chain.opening), totals, chain);
  const { opening, tx } = settled;
  checkpoints.unshift(...firstRowBreak(tx, settled.unconfirmed, signUnconfirmed));
  checkpoints.push(...rowBreaks(tx, read.filled, table), ...againstLabelBreaks(tx, againstLabel));
  checkpoints.push(...unreadBreaks(table.accounts), ...subtotalBreaks(table.rows, chain.postings, !!p.splitFees));
  if (undecided) checkpoints.push(...dateOrderBreak(tx, chain));
  const closing = rand(chain.closing);
  const { check, breaks } = reconcile(tx, opening, closing, totals, checkpoints);
  const [ps, pe] = meta.period;
  const statement: Statement = {
    bank: p.bank,
    layout: p.layout,
    pages,
    accountNumber: meta.account,
    periodStart: ps?.year ? toIso(ps.year, ps.month, ps.day) : null,
    periodEnd: pe?.year ? toIso(pe.year, pe.month, pe.day) : null,
    openingBalance: opening,
    closingBalance: closing,
    transactions: tx,
    dataQuality: dataQuality(tx, check, breaks, table.accounts.pending),
    yearSource: years.source,
    year: years.year,
  };
  return { statement, headerFound: table.headerFound, chain, rowsSet: table.rowsSet };
}
