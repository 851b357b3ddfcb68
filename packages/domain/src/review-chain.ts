/** The running balance through a review's rows, resumable at the first row an edit changed. */
import type { BalanceCheck, QualityBreak } from './quality';
import type { ReviewTransaction, RowCheck } from './review';

const cents = (n: number): number => Math.round(n * 100);

/** The chain's state before a row: in cents; `run` null while no balance is known. */
interface ChainState {
  run: number | null;
  inCents: number;
  outCents: number;
  count: number;
  sum: number;
  checks: number;
  breaks: number;
}

/** A check of rows that a later check of the same rows, edited, resumes from. */
export interface ResumableCheck extends RowCheck {
  rows: readonly ReviewTransaction[];
  opening: number | null;
  closing: number | null;
  /** The first row this check worked out (those above it were taken from the check it resumed). */
  from: number;
  /** The state before each row and after the last, `FIELDS` numbers a row (one block: no object per row to collect). */
  states: Float64Array;
}

const FIELDS = 7;
function save(states: Float64Array, at: number, s: ChainState, breaks: number): void {
  const o = at * FIELDS;
  states[o] = s.run ?? Number.NaN;
  states[o + 1] = s.inCents;
  states[o + 2] = s.outCents;
  states[o + 3] = s.count;
  states[o + 4] = s.sum;
  states[o + 5] = s.checks;
  states[o + 6] = breaks;
}
function load(states: Float64Array, at: number): ChainState {
  const [run, inCents, outCents, count, sum, checks, breaks] = states.subarray(at * FIELDS, (at + 1) * FIELDS);
  return {
    run: Number.isNaN(run) ? null : (run as number),
    inCents: inCents as number,
    outCents: outCents as number,
    count: count as number,
    sum: sum as number,
    checks: checks as number,
    breaks: breaks as number,
  };
}

/** The first row that is not the same object in both, or the shorter length. */
function firstChanged(a: readonly ReviewTransaction[], b: readonly ReviewTransaction[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * `checkRows`, starting again where `previous` (a check of the same opening and closing) first differs: its rows
 * before that are the same objects, so their running balances and breaks stand. An edit to row i of 10,000 is
 * worked out from row i on.
 */
export function checkRowsFrom(
  rows: readonly ReviewTransaction[],
  opening: number | null,
  closing: number | null,
  previous?: ResumableCheck,
): ResumableCheck {
  const same = previous !== undefined && previous.opening === opening && previous.closing === closing;
  const from = same ? firstChanged(previous.rows, rows) : 0;
  const s: ChainState = same
    ? load(previous.states, from)
    : {
        run: opening === null ? null : cents(opening),
        inCents: 0,
        outCents: 0,
        count: 0,
        sum: 0,
        checks: 0,
        breaks: 0,
      };
  const states = new Float64Array((rows.length + 1) * FIELDS);
  if (same) states.set(previous.states.subarray(0, from * FIELDS));
  const running = same ? previous.running.slice(0, from) : [];
  const breaks: QualityBreak[] = same ? previous.breaks.slice(0, s.breaks) : [];
  for (let index = from; index < rows.length; index++) {
    const t = rows[index] as ReviewTransaction;
    save(states, index, s, breaks.length);
    if (t.excluded) {
      running.push(null);
      continue;
    }
    s.count++;
    const amt = t.amount === null ? null : cents(t.amount);
    if (amt !== null) {
      s.sum += amt;
      if (amt > 0) s.inCents += amt;
      else s.outCents -= amt;
    }
    const expected = s.run === null || amt === null ? null : s.run + amt;
    if (t.balance !== null && expected !== null) {
      s.checks++;
      const actual = cents(t.balance);
      if (actual !== expected) {
        const { page, row, date } = t;
        breaks.push({ index, page, row, kind: 'row-balance', expected: expected / 100, actual: t.balance, date });
      }
    }
    running.push(expected === null ? null : expected / 100);
    // The run carries on from each printed balance, so a wrong amount breaks at its own row only.
    s.run = t.balance !== null ? cents(t.balance) : expected;
  }
  // The state after the last row, for an edit that adds rows at the end.
  save(states, rows.length, s, breaks.length);
  return { ...withClosing(s, breaks, opening, closing), running, rows, opening, closing, from, states };
}

/** The closing check after the last row, and the totals. */
function withClosing(
  s: ChainState,
  rowBreaks: QualityBreak[],
  opening: number | null,
  closing: number | null,
): Omit<RowCheck, 'running'> {
  const breaks = [...rowBreaks];
  let checks = s.checks;
  if (opening !== null && closing !== null) {
    checks++;
    const expected = cents(opening) + s.sum;
    if (expected !== cents(closing)) {
      breaks.push({
        index: -1,
        page: null,
        row: null,
        kind: 'closing-balance',
        expected: expected / 100,
        actual: closing,
      });
    }
  }
  const check: BalanceCheck = checks === 0 ? 'unavailable' : breaks.length === 0 ? 'passed' : 'failed';
  return { breaks, check, moneyIn: s.inCents / 100, moneyOut: s.outCents / 100, count: s.count };
}
