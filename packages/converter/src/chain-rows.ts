import type { Posting } from './chain';
import { rowParts, stands, unmarked } from './chain-figures';
import { balanceOf, goesOnFrom, lineValue, type Walk } from './chain-walk';
import type { RawRow } from './layout/table';

/** A closing balance line in the table: the chain must be where it says. */
export function closingLine(w: Walk, r: RawRow): void {
  const c = lineValue(w, r.balance, w.prev);
  w.out.closing ??= c;
  if (w.prev !== null && c !== null) {
    if (c === w.prev) w.out.links++;
    else w.out.fails++;
  }
}

/** A balance brought or carried forward: a checkpoint the chain must reach (before any posting, the opening). */
export function forwardLine(w: Walk, r: RawRow): void {
  if (!r.balance) return;
  const { out } = w;
  const b = lineValue(w, r.balance, w.prev) as number;
  if (w.prev === null) {
    if (out.postings.length === 0) out.opening ??= b;
  } else if (b !== w.prev) {
    out.fails++;
    out.checkpointBreaks.push({ row: r, expected: w.prev, actual: b, at: out.postings.length });
  } else out.links++;
  w.prev = b;
}

/** A posting row as the plan reads it. */
interface Row {
  r: RawRow;
  i: number;
  /** Its running balance, if printed. */
  b: number | null;
  /** Its amount (fee included), null when it prints none the plan reads. */
  amount: number | null;
  fee: number;
  /** Its fee may be booked apart: it is printed beside a non-zero amount. */
  splittable: boolean;
}

function post(w: Walk, row: Row, amount: number | null, split: boolean, balance = row.b): Posting {
  const p: Posting = { row: row.r, amount, fee: split ? row.fee : 0, balance };
  w.out.postings.push(p);
  return p;
}

/** A fee booked apart, where the row prints one: VAT charged on top of the row's figure is the row's own. */
const feeAlone = (r: RawRow, fee: number): boolean => fee !== 0 && !r.figures.some((f) => f.amount && f.role === 'vat');

/** A posting row: with no balance, with the first balance, or linked to the balance before it. */
export function postingRow(w: Walk, r: RawRow, i: number): void {
  const { main, fee } = rowParts(r, w.plan);
  const amount = main === null && fee === 0 ? null : (main ?? 0) + fee;
  const row: Row = {
    r,
    i,
    b: balanceOf(w, r),
    amount,
    fee,
    splittable: main !== null && main !== 0 && feeAlone(r, fee),
  };
  if (row.b === null) unbalancedRow(w, row);
  else if (w.prev === null) firstBalancedRow(w, row, row.b);
  else chainedRow(w, row, row.b, w.prev);
}

/** No balance printed beside it: a notice when it moves nothing, else a posting the chain is carried over. */
function unbalancedRow(w: Walk, row: Row): void {
  const { amount } = row;
  if (amount === 0 || amount === null) {
    w.out.notices++;
    return;
  }
  post(w, row, amount, row.splittable);
  if (w.prev !== null) w.prev += amount;
}

/**
 * The first balance of the chain: a restated opening, a placeholder, or the first posting (which gives the opening).
 */
function firstBalancedRow(w: Walk, row: Row, printed: number): void {
  const { out, plan } = w;
  const { r, i, amount } = row;
  if (amount === 0) {
    out.notices++;
    return;
  }
  if (openingNotice(w, row, printed)) return;
  // Nothing before it says which side of zero a bare first balance is on: the rows after it do, when their
  // amounts' signs are known (with none known, the chain and its mirror image read alike).
  const flip =
    plan.amountsSigned &&
    r.balance?.sign === 0 &&
    goesOnFrom(w, printed, i, false) === false &&
    goesOnFrom(w, -printed, i, false) === true;
  const b = flip ? -printed : printed;
  if (amount !== null && out.postings.length === 0) {
    out.opening = b - amount;
    out.openingDerived = true;
  }
  post(w, row, amount, row.splittable, b);
  w.prev = b;
}

/**
 * A balance with no figure printed before any posting: a notice when the rows after it go on from it (it restates the
 * opening), or a placeholder 0.00 that says nothing. A figure this plan leaves out (a fee column it does not move
 * by) is no such row: the plan is wrong about it, not the row.
 */
function openingNotice(w: Walk, row: Row, b: number): boolean {
  const bareLine = row.r.figures.every((f) => !f.amount || f.amount.cents === 0);
  const restates = bareLine && goesOnFrom(w, b, row.i, false) === true;
  if (!restates && !(bareLine && b === 0)) return false;
  w.out.notices++;
  if (restates && w.out.postings.length === 0) {
    w.out.opening = b;
    w.prev = b;
  }
  return true;
}

/**
 * A balance after the chain's last: the link holds, the row is a notice, a lost sign is repaired, or the link breaks.
 */
function chainedRow(w: Walk, row: Row, b: number, prev: number): void {
  const { amount } = row;
  if (amount !== null && prev + amount === b) {
    if (amount === 0)
      w.out.notices++; // a zero-value notice: the balance stands
    else {
      w.out.links++;
      post(w, row, amount, row.splittable);
    }
    w.prev = b;
    return;
  }
  if (standingNotice(w, row, b, prev) || repairedLink(w, row, b, prev)) return;
  w.out.fails++;
  post(w, row, amount, row.splittable);
  // A misprinted balance: the rows after it go on from what this one should have been.
  const expected = amount === null ? null : prev + amount;
  w.prev = expected !== null && goesOnFrom(w, expected, row.i, false) === true ? expected : b;
}

/** The balance did not move (a notice, a declined collection attempt, a zero-value line), or it is a placeholder. */
function standingNotice(w: Walk, row: Row, b: number, prev: number): boolean {
  const { r, amount } = row;
  // (A bare balance that is the mirror of the last one may also be a move across zero by exactly the row's figure.)
  const stood =
    b === prev || (stands(r.balance, b, prev) && (amount === null || Math.abs(b - prev) !== Math.abs(amount)));
  // A placeholder balance (notice, refused debit order): the rows after it go on from before it.
  if (stood || (goesOnFrom(w, prev, row.i, true) === true && goesOnFrom(w, b, row.i, true) !== true)) {
    w.out.notices++;
    return true;
  }
  return false;
}

/** A sign lost from the balance or from the figure, or a figure not printed: the chain says what it was. */
function repairedLink(w: Walk, row: Row, b: number, prev: number): boolean {
  const { out } = w;
  const { r, amount } = row;
  const bare = r.balance?.sign === 0;
  if (bare && amount !== null && prev + amount === -b) {
    // The balance lost its sign mark (or the table prints none): the chain says which side of zero it is on. With
    // no mark anywhere in the column that is a plain reading, not a repair.
    if (w.plan.balanceUnmarked) out.links++;
    else out.repaired++;
    post(w, row, amount, row.splittable, -b);
    w.prev = -b;
    return true;
  }
  // Only a figure printed without a mark can have lost it: `Cr`, a minus or brackets are the statement's word.
  const to =
    amount === null || !unmarked(r)
      ? null
      : Math.abs(b - prev) === Math.abs(amount)
        ? b
        : bare && Math.abs(-b - prev) === Math.abs(amount)
          ? -b
          : null;
  if (to === null && !(amount === null && goesOnFrom(w, b, row.i, true) === true)) return false;
  // The figure lost its sign (its size is exactly the balance's move), or was not printed and the rows after it
  // confirm the balance it would have led to.
  const dest = to ?? b;
  out.repaired++;
  const p = post(w, row, dest - prev, false, dest);
  if (to === null) p.filled = true;
  w.prev = dest;
  return true;
}
