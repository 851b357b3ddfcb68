import { headerQuorum, type LayoutProfile } from './banks/profile';
import type { ChainReading } from './chain';
import { orientReading } from './sign-orientation';
import { layoutHeaderMatcher } from './layout/columns';
import type { HeaderMatcher } from './layout/header';
import type { Line } from './layout/lines';
import { unfoldSideBySide } from './layout/side-by-side';
import { readTable } from './layout/table';
import { parseAmount, type ParsedAmount } from './parse/amount';
import { money } from './banks/patterns';
import { findDates, parseDate, toIso, type PartialDate } from './parse/date';
import { yearResolver } from './parse/years';
import { ambiguousDate, slashDateOrder } from './parse/date-order';
import { descriptionNotInText } from './description-evidence';
import { settleFirstRow } from './first-row';
import { unreadBreaks } from './accounting';
import { subtotalBreaks } from './page-subtotals';
import { decodeEitherWay } from './printed-order';
import { readDebitGroups } from './printed-totals';
import { dataQuality, reconcile } from './reconcile';
import type { BalanceBreak, Statement, Transaction } from './types';

const PERIOD_WORDS = /period|from|statement date|\bto\b|–/i;
// Summary boxes most banks print: free cross-checks of the rows whatever the layout calls them.
const SUMMARY_CREDITS = money(String.raw`^(?:Funds Received(?: \(Credits\))?|Total Credits|Total Money In)\s*:?\s*(?:\d+\s+)?`);
const SUMMARY_DEBITS = money(String.raw`^(?:Funds Used(?: \(Debits\))?|Total Debits|Total Money Out)\s*:?\s*(?:\d+\s+)?`);

interface Meta {
  opening: ParsedAmount | null;
  /** Where the opening line was printed. */
  openingAt: Line | null;
  closing: ParsedAmount | null;
  credits: number | null;
  debits: number | null;
  account: string | null;
  period: PartialDate[];
}

function readMeta(lines: Line[], p: LayoutProfile): Meta {
  const meta: Meta = { opening: null, openingAt: null, closing: null, credits: null, debits: null, account: null, period: [] };
  const money = (re: RegExp | undefined, text: string): ParsedAmount | null => {
    const m = re?.exec(text);
    return m?.[1] ? parseAmount(m[1]) : null;
  };
  // Totals are compared by size only: their sign notation does not matter.
  const total = (re: RegExp | undefined, text: string): number | null => {
    const a = money(re, text);
    return a ? a.cents / 100 : null;
  };
  for (const l of lines) {
    if (meta.opening === null) {
      meta.opening = money(p.opening, l.text);
      if (meta.opening) meta.openingAt = l;
    }
    meta.closing ??= money(p.closing, l.text);
    meta.credits ??= total(p.totalCredits, l.text);
    meta.debits ??= total(p.totalDebits, l.text);
    if (meta.account === null && p.account) meta.account = p.account.exec(l.text)?.[1] ?? null;
    if (meta.period.length === 0 && p.period?.test(l.text)) meta.period = findDates(l.text);
  }
  // Printed in other words than the layout's (`Period 1 May 2025 to 31 May 2025`): the first line naming two dates as a span.
  if (meta.period.length === 0) {
    const span = lines.find((l) => PERIOD_WORDS.test(l.text) && findDates(l.text).length === 2);
    if (span) meta.period = findDates(span.text);
  }
  for (const l of lines) {
    meta.credits ??= total(SUMMARY_CREDITS, l.text);
    meta.debits ??= total(SUMMARY_DEBITS, l.text);
  }
  return meta;
}

/** Suffix of the transaction split off a row for its fee; bookkeepers book bank charges separately. */
const FEE_SUFFIX = ' (fee)';

/**
 * The description as printed: every `#` kept (fee rows begin with one or two), and a soft hyphen (U+00AD) inside or
 * between words is the hyphen it prints as; one before a figure is a minus, but figures are cells of their own.
 */
function cleanDescription(parts: string[]): string {
  return parts.join(' ').replaceAll('\u00ad', '-').replace(/\s+/g, ' ').trim();
}

export interface Reading {
  statement: Statement;
  /** Whether the layout's header was found anywhere. */
  headerFound: boolean;
  chain: ChainReading;
}

export interface ReadOptions {
  userYear?: number;
  /** When the statement was uploaded: no year-less date is put after it. */
  uploadedAt?: Date;
  /** Running headers and footers found across the pages. */
  repeated?: Set<Line>;
  /** The statement's period, for a part that prints none of its own (a later account's section). */
  period?: PartialDate[];
}

export const headerMatcher = (p: LayoutProfile): HeaderMatcher => {
  if (p.findHeader) return p.findHeader;
  const quorum = p.headerMin ?? headerQuorum(p.columns.length);
  return layoutHeaderMatcher(p.columns, quorum);
};

const rand = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** Reads the statement with one layout: rows from the table, their meaning from the balance chain. */
export function buildStatement(lines: Line[], pages: number, profile: LayoutProfile, opts: ReadOptions = {}): Reading {
  // Day or month first: the profile's bank convention, or the statement's own dates where no convention is known.
  const order = profile.dateOrderFromEvidence ? slashDateOrder(lines) : null;
  const p = order?.monthFirst ? { ...profile, monthFirst: true } : profile;
  const meta = readMeta(lines, p);
  if (meta.period.length === 0 && opts.period) meta.period = opts.period;
  const source = p.sideBySide ? unfoldSideBySide(lines, p.columns) : lines;
  const table = readTable(source, p, headerMatcher(p), opts.repeated);
  // A balance brought forward below the first posting is a checkpoint of the chain, not the opening balance.
  const first = table.rows.find((r) => r.kind === 'posting');
  const at = meta.openingAt;
  const printedOpening = at && first && (at.page > first.page || (at.page === first.page && at.row > first.row)) ? null : meta.opening;
  const input = { rows: table.rows, opening: printedOpening, closing: meta.closing };
  const { reading: chain, unconfirmed: signUnconfirmed } = orientReading(input, decodeEitherWay(input, p), p);
  const years = yearResolver({
    periodStart: meta.period[0] ?? null,
    periodEnd: meta.period[1] ?? null,
    userYear: opts.userYear,
    uploadedAt: opts.uploadedAt,
    dates: chain.postings.map(({ row }) => (row.dateText ? parseDate(row.dateText, p.monthFirst) : null)),
  });
  let lastDate: string | null = null;
  let tx: Transaction[] = [];
  // Rows whose amount is the balance's move: the chain holds there by construction, so it cannot vouch for them.
  const filled = new Set<Transaction>();
  for (const { row: r, amount, fee, balance, filled: fromBalance } of chain.postings) {
    const parsed = r.dateText ? parseDate(r.dateText, p.monthFirst) : null;
    const date: string | null = parsed ? years.resolve(parsed) : lastDate;
    lastDate = date;
    const description = cleanDescription(r.desc);
    // Text the layer does not hold is never made up: the row keeps what is there and says so.
    const image = descriptionNotInText(r, description) ? { descriptionAsImage: true as const } : {};
    const reference = r.ref.join(' ').replace(/\s+/g, ' ').trim();
    const own = { ...(reference ? { reference } : {}), ...image };
    if (p.splitFees && fee !== 0 && amount !== null && amount !== fee) {
      // The balance is printed after both: the first of the pair has none, so the running check stays exact.
      tx.push({ date, description, amount: (amount - fee) / 100, balance: null, ...own, page: r.page, row: r.row });
      tx.push({ date, description: description + FEE_SUFFIX, amount: fee / 100, balance: rand(balance), ...own, page: r.page, row: r.row });
      continue;
    }
    const t: Transaction = { date, description, amount: rand(amount), balance: rand(balance), ...own, page: r.page, row: r.row };
    if (fromBalance) filled.add(t);
    tx.push(t);
  }
  const checkpoints: BalanceBreak[] = chain.checkpointBreaks.map((c) => ({
    index: -1, page: c.row.page, row: c.row.row, date: tx[c.at - 1]?.date ?? null, kind: 'checkpoint', expected: c.expected / 100, actual: c.actual / 100,
  }));
  const endsPrinted = !chain.openingDerived && chain.opening !== null && (meta.closing !== null || table.rows.some((r) => r.kind === 'closing' && r.balance));
  const totals = { credits: meta.credits, debits: meta.debits, debitGroups: readDebitGroups(lines), endsPrinted };
  const settled = settleFirstRow(tx, rand(chain.opening), totals, chain);
  const { opening } = settled;
  tx = settled.tx;
  if (settled.unconfirmed) checkpoints.unshift(settled.unconfirmed);
  else if (signUnconfirmed) {
    // Nothing says which way round the whole chain goes: named on its first row, never called reconciled.
    const i = tx.findIndex((t) => t.amount !== null && t.amount !== 0);
    const t = tx[i];
    if (t) checkpoints.unshift({ index: i, page: t.page, row: t.row, date: t.date, kind: 'unconfirmed-sign', expected: t.amount as number, actual: t.balance ?? 0 });
  }
  if (filled.size > 0) {
    tx.forEach((t, index) => {
      if (filled.has(t)) checkpoints.push({ index, page: t.page, row: t.row, date: t.date, kind: 'amount-from-balance', expected: t.amount as number, actual: t.balance as number });
    });
  }
  // Rows whose wrapped lines the page could give to a neighbour: the balances say nothing about descriptions.
  const unsure = new Set(table.rows.filter((r) => r.unsure).map((r) => `${r.page}:${r.row}`));
  if (unsure.size > 0) {
    tx.forEach((t, index) => {
      if (unsure.delete(`${t.page}:${t.row}`)) checkpoints.push({ index, page: t.page, row: t.row, date: t.date, kind: 'description-placement', expected: t.amount ?? 0, actual: t.balance ?? 0 });
    });
  }
  checkpoints.push(...unreadBreaks(table.accounts), ...subtotalBreaks(table.rows, chain.postings));
  if (order && !order.decided) {
    // Read day first, but nothing on the statement shows it: named on the first row it changes, never reconciled.
    const at = chain.postings.find(({ row }) => row.dateText && ambiguousDate(row.dateText))?.row;
    const i = at ? tx.findIndex((t) => t.page === at.page && t.row === at.row) : -1;
    const t = tx[i];
    if (t) checkpoints.push({ index: i, page: t.page, row: t.row, date: t.date, kind: 'date-order', expected: t.amount ?? 0, actual: t.balance ?? 0 });
  }
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
    dataQuality: dataQuality(tx, check, breaks),
    yearSource: years.source,
    year: years.year,
  };
  return { statement, headerFound: table.headerFound, chain };
}
