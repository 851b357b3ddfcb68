/**
 * Continuity between the statements of one account: in period order, each statement's closing balance is the next
 * one's opening. A missing period (gap), days covered twice (overlap), the same statement uploaded twice (duplicate)
 * and another version of a period (reissue) are named before anything is exported.
 */
import type { ConvertedStatement, PlacedStatement } from './account-identity';
import { CONTINUITY_MESSAGES as M } from './continuity-messages';
import { addDays, daysFrom, statementPeriod, type Period } from './statement-period';

export type ContinuityFinding =
  | { kind: 'gap'; after: string; before: string; from: string; to: string; days: number; message: string }
  | { kind: 'overlap'; first: string; second: string; from: string; to: string; days: number; message: string }
  | { kind: 'duplicate'; id: string; of: string; message: string }
  | { kind: 'reissue'; id: string; of: string; message: string }
  | { kind: 'balance-mismatch'; from: string; to: string; closing: number; opening: number; message: string }
  | { kind: 'no-period'; id: string; message: string };

/** One step of the chain: the earlier statement's balance where the later one starts, against the later's opening. */
export interface ContinuityLink {
  from: string;
  to: string;
  /** The earlier statement's closing; with an overlap, its balance where the later one starts. */
  closing: number | null;
  opening: number | null;
  /** Null when either balance is unknown. */
  holds: boolean | null;
}

export interface ContinuityReport {
  /** The statements of the chain in period order: duplicates, reissues after the first and undated ones left out. */
  order: string[];
  periods: Record<string, Period>;
  links: ContinuityLink[];
  findings: ContinuityFinding[];
}

const cents = (n: number): number => Math.round(n * 100);

/** The included rows and balances, in cents: two uploads of one statement give the same text. */
function content(s: ConvertedStatement): string {
  const money = (n: number | null): number | null => (n === null ? null : cents(n));
  const rows = s.transactions
    .filter((t) => !t.excluded)
    .map((t) => [t.date, t.description, money(t.amount), money(t.balance), t.section ?? null]);
  return JSON.stringify([money(s.openingBalance), money(s.closingBalance), rows]);
}

/**
 * The balances `s` passes through from the start of `day` to its end: before it (the opening plus every row dated
 * earlier), then after each of its rows on that day. Null when the opening or an amount on the way is unknown.
 */
export function balancesOn(s: ConvertedStatement, day: string): number[] | null {
  if (s.openingBalance === null) return null;
  let run = cents(s.openingBalance);
  const on: number[] = [];
  for (const t of s.transactions) {
    if (t.excluded || t.date === null || t.date > day) continue;
    if (t.amount === null) return null;
    if (t.date === day && on.length === 0) on.push(run);
    run += cents(t.amount);
    if (t.date === day) on.push(run);
  }
  return (on.length > 0 ? on : [run]).map((c) => c / 100);
}

/** The balance at the start of `day` (the end of the day before). */
export const balanceBefore = (s: ConvertedStatement, day: string): number | null => balancesOn(s, day)?.[0] ?? null;

interface Dated<S> extends PlacedStatement<S> {
  period: Period;
  index: number;
}

/** Each period's first upload stands for it; later ones are named duplicates (same content) or reissues. */
function samePeriods<S extends ConvertedStatement>(dated: Dated<S>[], findings: ContinuityFinding[]): Dated<S>[] {
  const kept: Dated<S>[] = [];
  const seen = new Map<string, { first: Dated<S>; contents: Map<string, string> }>();
  for (const d of dated) {
    const key = `${d.period.start}|${d.period.end}`;
    const text = content(d.statement);
    const group = seen.get(key);
    if (!group) {
      seen.set(key, { first: d, contents: new Map([[text, d.id]]) });
      kept.push(d);
      continue;
    }
    const same = group.contents.get(text);
    if (same !== undefined) findings.push({ kind: 'duplicate', id: d.id, of: same, message: M.duplicate(d.period) });
    else {
      group.contents.set(text, d.id);
      findings.push({ kind: 'reissue', id: d.id, of: group.first.id, message: M.reissue(d.period) });
    }
  }
  return kept;
}

/** A gap or an overlap between `a` (of the earlier statements, the one reaching furthest) and `b`, if any. */
function coverage<S>(a: Dated<S>, b: Dated<S>): ContinuityFinding | null {
  const next = addDays(a.period.end, 1);
  if (b.period.start > next) {
    const to = addDays(b.period.start, -1);
    const days = daysFrom(next, b.period.start);
    const message = M.gap(a.period, b.period, next, to, days);
    return { kind: 'gap', after: a.id, before: b.id, from: next, to, days, message };
  }
  if (b.period.start === next) return null;
  const to = b.period.end < a.period.end ? b.period.end : a.period.end;
  const days = daysFrom(b.period.start, to) + 1;
  const message = M.overlap(a.period, b.period, b.period.start, to, days);
  return { kind: 'overlap', first: a.id, second: b.id, from: b.period.start, to, days, message };
}

/**
 * The balance `a` carries into `b`: its closing when `b` starts after it; with an overlap, its balance where `b`
 * starts. A statement may be cut during the day the next one starts, so any balance of that day may be `b`'s opening.
 */
function carried(a: Dated<ConvertedStatement>, b: Dated<ConvertedStatement>): number | null {
  if (b.period.start > a.period.end) return a.statement.closingBalance;
  const during = balancesOn(a.statement, b.period.start);
  const opening = b.statement.openingBalance;
  if (!during) return null;
  return during.find((c) => opening !== null && cents(c) === cents(opening)) ?? (during[0] as number);
}

/** The link from `a` to `b`, and what is wrong between them: a gap, an overlap, balances that do not carry. */
function step<S extends ConvertedStatement>(a: Dated<S>, b: Dated<S>, findings: ContinuityFinding[]): ContinuityLink {
  const covered = coverage(a, b);
  const closing = carried(a, b);
  const opening = b.statement.openingBalance;
  const holds = closing === null || opening === null ? null : cents(closing) === cents(opening);
  // Row dates stand in for a period not printed, so they leave days around it uncovered: when the balances carry
  // over, nothing is missing there.
  const fromRows = a.period.fromRows || b.period.fromRows;
  if (covered && !(covered.kind === 'gap' && fromRows && holds === true)) findings.push(covered);
  if (holds === false && closing !== null && opening !== null) {
    const day = addDays(b.period.start, -1);
    const message = M.balanceMismatch(a.period, b.period, day, closing, opening);
    findings.push({ kind: 'balance-mismatch', from: a.id, to: b.id, closing, opening, message });
  }
  return { from: a.id, to: b.id, closing, opening, holds };
}

/** Continuity of one account's statements (each of one account: see `accountParts`), given in any order. */
export function checkContinuity<S extends ConvertedStatement>(
  statements: readonly PlacedStatement<S>[],
): ContinuityReport {
  const findings: ContinuityFinding[] = [];
  const dated: Dated<S>[] = [];
  statements.forEach((p, index) => {
    const period = statementPeriod(p.statement);
    if (period) dated.push({ ...p, period, index });
    else findings.push({ kind: 'no-period', id: p.id, message: M.noPeriod });
  });
  dated.sort(
    (a, b) =>
      a.period.start.localeCompare(b.period.start) || a.period.end.localeCompare(b.period.end) || a.index - b.index,
  );
  const chain = samePeriods(dated, findings);
  // Each statement links from the one reaching furthest before it, so one inside another breaks nothing after.
  const links: ContinuityLink[] = [];
  let reach = chain[0];
  for (const d of chain.slice(1)) {
    if (!reach) break;
    links.push(step(reach, d, findings));
    if (d.period.end > reach.period.end) reach = d;
  }
  return {
    order: chain.map((d) => d.id),
    periods: Object.fromEntries(dated.map((d) => [d.id, d.period])),
    links,
    findings,
  };
}
