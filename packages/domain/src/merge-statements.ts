/**
 * One export for an account over a chosen period, made of its statements. Where statements overlap, a row is kept
 * once: a row is the same row when it sits at the same point of the balance chain (same date, amount and balance
 * after it), so two genuine identical purchases on one day, with different balances after them, stay two.
 */
import type { ConvertedStatement, PlacedStatement } from './account-identity';
import { balanceBefore, checkContinuity, type ContinuityReport } from './continuity';
import { mergeBreaks, type MergeBreak } from './merge-breaks';
import type { BalanceCheck, QualityBreak } from './quality';
import { checkRows, type ReviewTransaction } from './review';
import { statementPeriod, type Period } from './statement-period';

/** The days to export, both included; either end open means "as far as the statements go". */
export interface MergePeriod {
  from?: string;
  to?: string;
}

/** The merged statement, in the shape the converter's exporters take; `sections` is gone (one account). */
export type MergedStatement<S extends ConvertedStatement> = S & {
  sections: undefined;
};

export interface MergedExport<S extends ConvertedStatement> {
  statement: MergedStatement<S>;
  /** The statements whose rows were used, in period order. */
  used: string[];
  /** Left out: duplicates, reissues after the first, statements without a period or outside the chosen one. */
  leftOut: string[];
  continuity: ContinuityReport;
  /** How the merged rows reconcile from the opening to the closing, and where they do not. */
  check: BalanceCheck;
  breaks: MergeBreak[];
}

const cents = (n: number | null): string => (n === null ? '?' : String(Math.round(n * 100)));

interface Kept<R> {
  row: R;
  /** The balance after the row: printed, else run from the statement's opening. */
  after: number | null;
  order: number;
}

/** A statement's included rows with the balance after each, and each row's place in the chain. */
function chainRows<R extends ReviewTransaction>(
  s: ConvertedStatement<R>,
): { row: R; after: number | null; key: string }[] {
  let run = s.openingBalance === null ? null : Math.round(s.openingBalance * 100);
  return s.transactions
    .filter((t) => !t.excluded)
    .map((row) => {
      const printed = row.balance === null ? null : Math.round(row.balance * 100);
      run = printed ?? (run === null || row.amount === null ? null : run + Math.round(row.amount * 100));
      const after = run === null ? null : run / 100;
      return { row, after, key: `${row.date}|${cents(row.amount)}|${cents(after)}` };
    });
}

/**
 * The union of the statements' rows: a row already given by an earlier statement at the same point of the chain is
 * not given again; a statement's own repeats (two rows at one point) are kept as often as it prints them.
 */
function unionRows<R extends ReviewTransaction>(statements: ConvertedStatement<R>[]): Kept<R>[] {
  const given = new Map<string, number>();
  const kept: Kept<R>[] = [];
  for (const s of statements) {
    const seen = new Map<string, number>();
    for (const { row, after, key } of chainRows(s)) {
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n > (given.get(key) ?? 0)) kept.push({ row, after, order: kept.length });
    }
    for (const [key, n] of seen) given.set(key, Math.max(n, given.get(key) ?? 0));
  }
  return kept;
}

/** Rows in date order; a row without a date stays after the row before it. */
function byDate<R extends ReviewTransaction>(rows: Kept<R>[]): Kept<R>[] {
  let last = '';
  const dated = rows.map((k) => ({ k, day: (last = k.row.date ?? last) }));
  return dated.sort((a, b) => a.day.localeCompare(b.day) || a.k.order - b.k.order).map((d) => d.k);
}

const within = (p: Period, range: MergePeriod): boolean =>
  (range.from === undefined || p.end >= range.from) && (range.to === undefined || p.start <= range.to);

const inRange = (date: string | null, range: MergePeriod): boolean =>
  date === null || ((range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to));

const later = (a: string | undefined, b: string | undefined): string | null =>
  a && b ? (a > b ? a : b) : (a ?? b ?? null);
const earlier = (a: string | undefined, b: string | undefined): string | null =>
  a && b ? (a < b ? a : b) : (a ?? b ?? null);

/** The balance before a kept row: the one after it, less its amount. */
const balanceAhead = (k: Kept<ReviewTransaction> | undefined): number | null =>
  k?.after === null || k?.after === undefined || k.row.amount === null
    ? null
    : (Math.round(k.after * 100) - Math.round(k.row.amount * 100)) / 100;

/**
 * The period the merged rows cover, and its opening and closing: the first statement's opening when the range starts
 * at or before it, else the balance before the first row in the range; the closing likewise at the other end.
 */
function bounds(chosen: ConvertedStatement[], rows: Kept<ReviewTransaction>[], range: MergePeriod) {
  const first = chosen[0];
  const last = chosen.at(-1);
  const firstPeriod = first ? statementPeriod(first) : null;
  const lastPeriod = last ? statementPeriod(last) : null;
  const fromStart = range.from === undefined || (firstPeriod !== null && range.from <= firstPeriod.start);
  const toEnd = range.to === undefined || (lastPeriod !== null && range.to >= lastPeriod.end);
  const opening = fromStart
    ? (first?.openingBalance ?? null)
    : (balanceAhead(rows[0]) ?? (first && range.from ? balanceBefore(first, range.from) : null));
  return {
    periodStart: later(range.from, firstPeriod?.start),
    periodEnd: earlier(range.to, lastPeriod?.end),
    openingBalance: opening,
    closingBalance: toEnd ? (last?.closingBalance ?? null) : (rows.at(-1)?.after ?? opening),
  };
}

/**
 * One account's statements (each of one account: see `accountParts`) merged for `range`: the rows in date order,
 * each kept once, from the period's opening to its closing, then checked from the one to the other. Statements
 * named duplicates or later reissues by the continuity check are left out whole.
 */
export function mergeStatements<S extends ConvertedStatement>(
  statements: readonly PlacedStatement<S>[],
  range: MergePeriod = {},
): MergedExport<S> {
  const continuity = checkContinuity(statements);
  const byId = new Map(statements.map((p) => [p.id, p.statement]));
  const used = continuity.order.filter((id) => within(continuity.periods[id] as Period, range));
  const chosen = used.map((id) => byId.get(id) as S);
  const rows = byDate(unionRows(chosen)).filter((k) => inRange(k.row.date, range));
  const period = bounds(chosen, rows, range);
  const transactions = rows.map((k) => k.row);
  const checked = checkRows(transactions, period.openingBalance, period.closingBalance);
  const base = (chosen[0] ?? statements[0]?.statement) as S;
  const statement = {
    ...base,
    ...period,
    transactions,
    sections: undefined,
    ...mergedQuality(base, checked.check, checked.breaks, transactions),
  } as MergedStatement<S>;
  return {
    statement,
    used,
    leftOut: statements.map((p) => p.id).filter((id) => !used.includes(id)),
    continuity,
    check: checked.check,
    breaks: mergeBreaks(transactions, checked.breaks),
  };
}

/**
 * The quality the exporters read, for the merged rows: the statements' own breaks point at their own rows, so the
 * merged statement carries the merge's check instead, and its counts.
 */
function mergedQuality<R extends ReviewTransaction>(
  base: ConvertedStatement<R> & { dataQuality?: unknown },
  check: BalanceCheck,
  breaks: QualityBreak[],
  rows: R[],
): { dataQuality?: unknown } {
  if (!base.dataQuality || typeof base.dataQuality !== 'object') return {};
  const unknownDates = rows.filter((t) => t.date === null).length;
  const unknownDescriptions = rows.filter((t) => t.description.trim() === '').length;
  const unknownAmounts = rows.filter((t) => t.amount === null).length;
  const complete = check !== 'failed' && unknownDates + unknownDescriptions + unknownAmounts === 0;
  return {
    dataQuality: {
      ...base.dataQuality,
      balanceCheck: check,
      breaks: breaks.map(({ date: _date, ...b }) => b),
      totalTransactions: rows.length,
      unknownDates,
      unknownDescriptions,
      unknownAmounts,
      isComplete: complete,
    },
  };
}
