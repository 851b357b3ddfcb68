import type { ChainInput, ChainReading, SignPlan } from './chain';
import { amountOf, signed, stands, unmarked } from './chain-figures';
import type { RawRow } from './layout/table';
import type { ParsedAmount } from './parse/amount';

/** Rows looked at ahead of a row to see which balance the chain goes on from. */
const LOOKAHEAD = 8;

/** One walk of the rows under a plan: what it has read so far. */
export interface Walk {
  input: ChainInput;
  plan: SignPlan;
  /** Some posting prints a running balance. */
  hasRunning: boolean;
  /** The reading so far; its opening and closing are settled as the rows go. */
  out: ChainReading;
  /** The balance the chain stands at after the rows so far; null until one is known. */
  prev: number | null;
}

/** A row's running balance under the plan. */
export const balanceOf = (w: Walk, r: RawRow): number | null =>
  r.balance ? signed(r.balance, w.plan.balanceBare) : null;

/** Summary lines often use another notation than the table: a bare one takes the sign the chain goes on from. */
export function lineValue(w: Walk, a: ParsedAmount | null, near: number | null): number | null {
  if (!a) return null;
  const v = signed(a, w.plan.balanceBare);
  return w.hasRunning && near !== null && stands(a, v, near) ? near : v;
}

/**
 * Does the chain go on from balance `from` after row `i`? Rows that restate `from` (notices) and rows that look
 * like placeholders (balance 0.00, no amount) are stepped over; null when nothing ahead says either way.
 */
export function goesOnFrom(w: Walk, from: number, i: number, loose: boolean): boolean | null {
  const { rows } = w.input;
  let run = from;
  let skipped = 0;
  for (let k = i + 1; k < rows.length && k <= i + LOOKAHEAD; k++) {
    const r = rows[k] as RawRow;
    const b = balanceOf(w, r);
    if (r.kind === 'closing') return b === null ? null : stands(r.balance, b, run);
    if (b === null) {
      const a = r.kind === 'posting' ? amountOf(r, w.plan) : null;
      if (a !== null) run += a;
      continue;
    }
    if (r.kind === 'checkpoint') return stands(r.balance, b, run);
    const a = amountOf(r, w.plan);
    const mirrored =
      loose &&
      unmarked(r) &&
      a !== null &&
      (Math.abs(b - run) === Math.abs(a) || (r.balance?.sign === 0 && Math.abs(-b - run) === Math.abs(a)));
    if (a !== null && (stands(r.balance, b, run + a) || mirrored)) return true;
    if (stands(r.balance, b, run)) continue; // a notice: the balance stands
    if ((b === 0 || a === null || a === 0) && skipped++ < 2) continue; // another placeholder
    return false;
  }
  const { closing } = w.input;
  if (closing && rows.length - i <= LOOKAHEAD) return stands(closing, signed(closing, w.plan.balanceBare), run);
  return null;
}
