import type { LayoutProfile } from './banks/profile';
import { buildStatement, headerMatcher, type ReadOptions, type Reading } from './build-statement';
import type { ChainReading } from './chain';
import type { Hypothesis } from './layout/row-shapes';
import type { Line } from './layout/lines';
import { headerBand, underHeader } from './section-header';
import type { PartialDate } from './parse/date';
import { isAmount } from './parse/amount';
import { dataQuality } from './reconcile';
import { showsBothLabels } from './sign-evidence';
import {
  balanceUnderNoRows,
  endingBalance,
  isRow,
  NO_ROWS,
  OPENING,
  splitSections,
  type SectionPart,
} from './sections';
import type { AccountSection, BalanceBreak, BalanceCheck, Transaction } from './types';

interface PartReading {
  part: SectionPart;
  reading: Reading;
}

/** Passed when every account's chain passed, failed when any failed. */
function overall(checks: BalanceCheck[]): BalanceCheck {
  if (checks.includes('failed')) return 'failed';
  return checks.every((c) => c === 'passed') ? 'passed' : 'unavailable';
}

const partial = (iso: string | null): PartialDate[] =>
  iso ? [{ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) }] : [];
const periodOf = (r: Reading): PartialDate[] | undefined => {
  const dates = [...partial(r.statement.periodStart), ...partial(r.statement.periodEnd)];
  return dates.length === 2 ? dates : undefined;
};

const pendingOf = (readings: PartReading[]): number =>
  readings.reduce((n, r) => n + (r.reading.statement.dataQuality.pendingLeftOut ?? 0), 0);
const sum = (readings: PartReading[], f: (c: ChainReading) => number): number =>
  readings.reduce((n, r) => n + f(r.reading.chain), 0);

/** A credit product's heading: its balance is what the holder owes (`Personal Loan : 6042…`, `Kredietkaart`). */
const OWED = /\b(?:loan|credit card|bond|vehicle finance|\w*lening|kredietkaart|verband|voertuigfinansiering)\b/i;

/**
 * A later section that heads itself as a loan or a card: read from the holder's side, as a card statement is (what is
 * owed is a negative balance, interest a negative amount). Its heading is what stands before its first row.
 */
function owed(part: SectionPart, p: LayoutProfile): boolean {
  const first = part.lines.findIndex((l) => isRow(l, p));
  return headsOwed(first < 0 ? part.lines : part.lines.slice(0, first));
}

/**
 * The first of several accounts heads itself as a loan or a card just over its rows: its letterhead stands above,
 * and a summary's rows (their figures printed beside them) name every account.
 */
function firstOwed(parts: SectionPart[], p: LayoutProfile): boolean {
  const lines = parts[0]?.lines ?? [];
  const first = lines.findIndex((l) => isRow(l, p));
  const heading = lines.slice(Math.max(0, first - 4), first).filter((l) => !l.cells.some((c) => isAmount(c.text)));
  return parts.length > 1 && first > 0 && headsOwed(heading);
}
const headsOwed = (lines: Line[]): boolean => lines.slice(0, 4).some((l) => OWED.test(l.text));

/** A statement's title (`Absa Home Loan Statement`, `Fixed Deposit Statement`): an advert says `statement` nowhere. */
const OWED_TITLE = /\bstatement\b|\bstaat\b/i;

/** A title stands among the first lines of the first page. */
const TITLE_LINES = 6;

/** A product that holds the customer's money and is never overdrawn (`Fixed Deposit`, `Tax-Free Savings Account`). */
const DEPOSIT = new RegExp(
  String.raw`\b(?:fixed deposit|fixed term|depositor|notice deposit|\d+ day notice|tax[- ]free|money market|` +
    String.raw`vaste deposito|belastingvry)\b`,
  'i',
);

/** The lines over the first row: a statement's title stands among the first of them. */
function titleLines(lines: Line[], p: LayoutProfile): Line[] {
  const first = lines.findIndex((l) => isRow(l, p));
  return lines.slice(0, first < 0 ? TITLE_LINES : Math.min(first, TITLE_LINES));
}

/**
 * One account's profile as its title says: a loan or a card is read from the holder's side, as a loan among several
 * accounts is; a deposit product's balance is never below zero, which settles a chain nothing else turns round.
 */
function titled(lines: Line[], p: LayoutProfile): LayoutProfile {
  const title = titleLines(lines, p).filter((l) => OWED_TITLE.test(l.text));
  if (title.some((l) => OWED.test(l.text))) return { ...p, card: true };
  return title.some((l) => DEPOSIT.test(l.text)) ? { ...p, deposit: true } : p;
}

/**
 * A loan or a card with no rows whose balance says neither `Cr` nor `Dr`: owed or in credit, no row's amount can tell
 * (a bank prints a loan's balance bare, as another prints an account's).
 */
function sideUnknown(part: SectionPart): boolean {
  if (part.rows > 0 || !headsOwed(part.lines)) return false;
  const line = part.lines.find((l) => OPENING.test(l.text)) ?? balanceUnderNoRows(part.lines);
  const balance = line ? endingBalance(line) : null;
  return balance !== null && balance.cents !== 0 && balance.mark !== 'cr' && balance.mark !== 'dr';
}

/** The header band the parts before printed first, where `part` prints a row before any header of its own. */
function earlierBand(part: SectionPart, before: SectionPart[], p: LayoutProfile): Line[] | null {
  const match = headerMatcher(p);
  const own = headerBand(part.lines, match);
  const firstRow = part.lines.findIndex((l) => isRow(l, p));
  if (firstRow < 0 || (own && part.lines.indexOf(own[0] as Line) < firstRow)) return null;
  return before.reduce<Line[] | null>((b, x) => b ?? headerBand(x.lines, match), null);
}

/**
 * Each part read on its own. A later section's heading is its own start: the layout's start phrase may be printed
 * once, before the first. Its period too: a section that prints none of its own is the statement's. A later part
 * with no rows and no account number of its own is read with the part before it.
 */
function readParts(parts: SectionPart[], pages: number, p: LayoutProfile, opts: ReadOptions): PartReading[] {
  let period: PartialDate[] | undefined;
  const later = (part: SectionPart): LayoutProfile => ({ ...p, start: undefined, card: p.card || owed(part, p) });
  const first = firstOwed(parts, p) ? { ...p, card: true } : p;
  const read = (part: SectionPart, k: number): Reading =>
    buildStatement(part.lines, pages, k === 0 ? first : later(part), k === 0 ? opts : { ...opts, period });
  const readings: PartReading[] = [];
  parts.forEach((given, k) => {
    // An account printed on under the table before it, its rows before any header of its own (the header printed
    // once, or again only at the next page's top): read under that header.
    const prevEnd = parts[k - 1]?.lines.at(-1);
    const band = k > 0 && prevEnd?.page === given.lines[0]?.page ? earlierBand(given, parts.slice(0, k), p) : null;
    const part = band ? underHeader(given, band, p) : given;
    const reading = read(part, k);
    if (k === 0) period = periodOf(reading);
    const prev = readings[readings.length - 1];
    if (prev && reading.statement.transactions.length === 0 && part.account === null) {
      prev.part = { ...prev.part, lines: [...prev.part.lines, ...part.lines] };
      prev.reading = read(prev.part, readings.length - 1);
      return;
    }
    const joined = prev && nextStatement(prev, { part, reading });
    if (prev && joined) Object.assign(prev, joined);
    else readings.push({ part, reading });
  });
  return readings;
}

/**
 * Where some parts' tables show how the print sets its rows (beside their first line, their middle, their last) and
 * they agree, that way; null where none shows it or they disagree.
 */
function sharedRowsSet(readings: PartReading[]): Hypothesis | null {
  const shown = new Set(readings.flatMap((r) => (r.reading.rowsSet ? [r.reading.rowsSet] : [])));
  return shown.size === 1 ? ([...shown][0] as Hypothesis) : null;
}

const open = (readings: PartReading[], kind: BalanceBreak['kind']): boolean =>
  readings.some((r) => r.reading.statement.dataQuality.breaks.some((b) => b.kind === kind));

/**
 * Each part read on its own; then read again with what the other parts show of the print, where a part leaves it
 * open: how rows are set (a part's lines leave two ways to place them; one print sets all its rows alike), and that
 * the money-out and money-in labels stand over columns of their own (a part printed figures under one label only,
 * and its signs reconcile both ways; another part printed under both).
 */
function readAllParts(parts: SectionPart[], pages: number, p: LayoutProfile, opts: ReadOptions): PartReading[] {
  const readings = readParts(parts, pages, p, opts);
  const rowsSet = open(readings, 'description-placement') ? sharedRowsSet(readings) : null;
  const bothLabelsShown = open(readings, 'unconfirmed-sign') && readings.some((r) => showsBothLabels(r.reading.chain));
  if (!rowsSet && !bothLabelsShown) return readings;
  return readParts(parts, pages, p, { ...opts, ...(rowsSet ? { rowsSet } : {}), bothLabelsShown });
}

/** A part's breaks as rows of the whole: its row indices moved on past the rows before it. */
const shifted = (breaks: BalanceBreak[], offset: number): BalanceBreak[] =>
  breaks.map((b) => (b.index >= 0 ? { ...b, index: b.index + offset } : b));

const cents = (rand: number | null): number | null => (rand === null ? null : Math.round(rand * 100));
const accountOf = (r: PartReading): string | null => r.reading.statement.accountNumber ?? r.part.account;

/**
 * A part of the same account (or of none printed) that opens on the balance the one before closed on: the account's
 * next statement printed after it (two months in one PDF), not another account. The two are one statement.
 */
function nextStatement(prev: PartReading, next: PartReading): PartReading | null {
  const [a, b] = [prev.reading.statement, next.reading.statement];
  // A zero balance proves nothing (an account emptied, another opened), nor does a second part dated before the first.
  if (accountOf(prev) !== accountOf(next) || !cents(a.closingBalance)) return null;
  if (cents(a.closingBalance) !== cents(b.openingBalance) || b.transactions.length === 0) return null;
  const [last, first] = [a.transactions.at(-1)?.date, b.transactions[0]?.date];
  if (!last || !first || first < last) return null;
  const tx = [...a.transactions, ...b.transactions];
  const breaks = [...a.dataQuality.breaks, ...shifted(b.dataQuality.breaks, a.transactions.length)];
  const check = overall([a.dataQuality.balanceCheck, b.dataQuality.balanceCheck]);
  const statement = {
    ...a,
    periodEnd: b.periodEnd ?? a.periodEnd,
    closingBalance: b.closingBalance,
    transactions: tx,
    dataQuality: { ...a.dataQuality, ...dataQuality(tx, check, breaks, pendingOf([prev, next])) },
  };
  const part = { ...prev.part, lines: [...prev.part.lines, ...next.part.lines] };
  const headerFound = prev.reading.headerFound && next.reading.headerFound;
  return { part, reading: { statement, headerFound, chain: joinChains([prev, next]) } };
}

/**
 * An account with no row in the period: no line of its part is a row, and it opens and closes on the same balance
 * (zero included), as an empty statement does, or prints only its closing and says it had no transactions.
 */
function emptyAccount(part: SectionPart, s: PartReading['reading']['statement']): boolean {
  const [opening, closing] = [cents(s.openingBalance), cents(closingOf(part, s))];
  if (part.rows > 0 || closing === null) return false;
  return opening === closing || (opening === null && part.lines.some((l) => NO_ROWS.test(l.text)));
}

/** The part's closing, or for an account with no rows, the balance it prints under `No transactions`. */
function closingOf(part: SectionPart, s: PartReading['reading']['statement']): number | null {
  if (s.closingBalance !== null || part.rows > 0) return s.closingBalance;
  const line = balanceUnderNoRows(part.lines);
  const amount = line ? endingBalance(line) : null;
  return amount ? (amount.sign === -1 ? -amount.cents : amount.cents) / 100 : null;
}

/** A break named on an account's first line (its heading), of no row and no figure. */
const headingBreak = (at: Line | undefined, kind: BalanceBreak['kind']): BalanceBreak => ({
  index: -1,
  page: at?.page ?? null,
  row: at?.row ?? null,
  date: null,
  kind,
  expected: 0,
  actual: 0,
});

/**
 * The accounts' rows one after the other (each marked with its account), their breaks renumbered, and each account's
 * summary; an account whose rows cannot be read is named as a break on its page.
 */
function joinAccounts(readings: PartReading[]) {
  const tx: Transaction[] = [];
  const breaks: BalanceBreak[] = [];
  const sections: AccountSection[] = readings.map(({ part, reading }, k) => {
    const s = reading.statement;
    const offset = tx.length;
    for (const t of s.transactions) tx.push({ ...t, section: k });
    breaks.push(...shifted(s.dataQuality.breaks, offset));
    const at = part.lines[0];
    const empty = s.transactions.length === 0 && emptyAccount(part, s);
    const unread = s.transactions.length === 0 && !empty;
    if (k > 0 && empty && sideUnknown(part)) breaks.push(headingBreak(at, 'unconfirmed-sign'));
    if (unread) breaks.push(headingBreak(at, 'unread-section'));
    return {
      accountNumber: s.accountNumber ?? part.account,
      periodStart: s.periodStart,
      periodEnd: s.periodEnd,
      // No opening printed for an account without rows: it opened where it closed.
      openingBalance: s.openingBalance ?? (empty ? closingOf(part, s) : null),
      closingBalance: closingOf(part, s),
      transactions: s.transactions.length,
      // An account with no rows passes unless a line of its own says otherwise (another account's opening under it).
      balanceCheck:
        unread || (s.transactions.length === 0 && s.dataQuality.breaks.length > 0)
          ? 'failed'
          : s.transactions.length === 0
            ? 'passed'
            : s.dataQuality.balanceCheck,
      page: at?.page ?? 1,
    };
  });
  return { tx, breaks, sections };
}

/** The accounts' chains as one, for choosing between layouts: their postings and counts added up. */
function joinChains(readings: [PartReading, ...PartReading[]]): ChainReading {
  const chains = readings.map((r) => r.reading.chain);
  return {
    ...readings[0].reading.chain,
    postings: chains.flatMap((c) => c.postings),
    checkpointBreaks: chains.flatMap((c) => c.checkpointBreaks),
    links: sum(readings, (c) => c.links),
    repaired: sum(readings, (c) => c.repaired),
    fails: sum(readings, (c) => c.fails),
    notices: sum(readings, (c) => c.notices),
  };
}

/**
 * Reads the statement with one layout, each account's section as a chain of its own (see sections). A later part
 * with no rows and no account number of its own was no section (a summary after the last one): it is read with the
 * part before it. One with an account number of its own whose rows cannot be read is named as a break on its page,
 * never dropped silently.
 */
export function readSections(
  lines: Parameters<typeof buildStatement>[0],
  pages: number,
  p: LayoutProfile,
  opts: ReadOptions,
): Reading {
  const parts = splitSections(lines, p, headerMatcher(p));
  if (parts.length === 1) return buildStatement(lines, pages, titled(lines, p), opts);
  const readings = readAllParts(parts, pages, p, opts) as [PartReading, ...PartReading[]];
  const [first] = readings;
  if (readings.length === 1) return first.reading;
  const { tx, breaks, sections } = joinAccounts(readings);
  const check = overall(sections.map((s) => s.balanceCheck));
  const base = first.reading.statement;
  return {
    statement: {
      ...base,
      periodStart: base.periodStart ?? sections.find((s) => s.periodStart)?.periodStart ?? null,
      periodEnd: base.periodEnd ?? sections.find((s) => s.periodEnd)?.periodEnd ?? null,
      accountNumber: sections[0]?.accountNumber ?? null,
      openingBalance: sections[0]?.openingBalance ?? base.openingBalance,
      closingBalance: sections[0]?.closingBalance ?? base.closingBalance,
      transactions: tx,
      sections,
      dataQuality: { ...base.dataQuality, ...dataQuality(tx, check, breaks, pendingOf(readings)) },
    },
    headerFound: readings.every((r) => r.reading.headerFound),
    chain: joinChains(readings),
  };
}
