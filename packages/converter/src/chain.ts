import { closingLine, forwardLine, postingRow } from './chain-rows';
import { goesOnFrom, lineValue, type Walk } from './chain-walk';
import type { RawRow } from './layout/table';
import type { ParsedAmount } from './parse/amount';

/**
 * One reading of what the statement's figures mean: the sign of a bare figure, and which extra columns move the
 * balance.
 */
export interface SignPlan {
  /** A bare figure in a signed amount column. */
  amountBare: 1 | -1;
  /** A bare running balance (and a card statement's opening or closing line). */
  balanceBare: 1 | -1;
  /**
   * Fee, charge or unlabelled figure columns whose figures move the balance, each with the sign of its bare figures.
   */
  moving: ReadonlyMap<number, 1 | -1>;
  /**
   * Debit or credit columns that print both signs (columns collapsed into one), each with the sign of its bare figures.
   */
  mixed?: ReadonlyMap<number, 1 | -1>;
  /** Debit columns whose marked figures (a minus, brackets, `Cr`) are reversals: money back, not money out. */
  reversals?: ReadonlySet<number>;
  /** The running balances carry no sign mark at all: which side of zero each is on is the chain's to say. */
  balanceUnmarked?: boolean;
  /** A bare amount's sign is known (its column's notation says, or debit and credit columns do). */
  amountsSigned?: boolean;
  /**
   * The amount column is printed from the other side to the balances: every amount turned round, bare or with a minus
   * or brackets (never one marked `Cr` or `Dr`).
   */
  mirrored?: boolean;
  /**
   * Fee columns whose figure moves the balance only on a row with no other amount: the period's charges debited in
   * total (`SERVICE FEES FOR PERIOD`), beside each row's own charge accrued but not yet taken.
   */
  aloneMoving?: ReadonlySet<number>;
}

export interface Posting {
  row: RawRow;
  /** Cents, money in positive; null when it could not be read. */
  amount: number | null;
  /** The fee booked as its own transaction (a fee printed beside money in or out), cents. */
  fee: number;
  balance: number | null;
  /** No amount was read: it is the balance's move, which the rows after it confirm. An assumption to show. */
  filled?: boolean;
}

export interface Checkpoint {
  row: RawRow;
  expected: number;
  actual: number;
  /** Postings before it. */
  at: number;
}

export interface ChainReading {
  plan: SignPlan;
  postings: Posting[];
  /** Balance lines (brought/carried forward) whose figure the chain did not reach. */
  checkpointBreaks: Checkpoint[];
  opening: number | null;
  /** The opening was worked out from the first row (none was printed): that row's sign is unconfirmed. */
  openingDerived: boolean;
  closing: number | null;
  /** Links that held, links repaired from the balance change, links broken. */
  links: number;
  repaired: number;
  fails: number;
  notices: number;
  /** The rows were printed newest first and are read (and output) oldest first. */
  newestFirst?: boolean;
}

export interface ChainInput {
  rows: RawRow[];
  /** Opening and closing balances printed outside the table (summary lines). */
  opening: ParsedAmount | null;
  closing: ParsedAmount | null;
}

/**
 * With no running balance to place a sign, the closing balance still can: when it is off by twice one figure printed
 * bare (or twice two of them), and by no other such choice, those figures lost their marks. Empty when no unique
 * choice explains the difference.
 */
function lostSigns(postings: Posting[], diff: number): Posting[] {
  if (diff === 0 || diff % 2 !== 0) return [];
  const bare = postings.filter(
    (q) => q.amount !== null && q.amount !== 0 && q.row.figures.every((f) => f.amount?.sign === 0),
  );
  const target = diff / 2;
  const one = bare.filter((q) => -(q.amount as number) === target);
  if (one.length > 0) return one.length === 1 ? one : [];
  if (bare.length > 400) return [];
  let found: Posting[] = [];
  for (let i = 0; i < bare.length; i++) {
    for (let k = i + 1; k < bare.length; k++) {
      if (-((bare[i] as Posting).amount as number) - ((bare[k] as Posting).amount as number) !== target) continue;
      if (found.length > 0) return [];
      found = [bare[i] as Posting, bare[k] as Posting];
    }
  }
  return found;
}

/** The opening line, if printed, in the sign the first rows go on from. */
function readOpening(w: Walk): number | null {
  const { opening } = w.input;
  if (!opening) return null;
  const c = opening.cents * (opening.sign === 0 ? w.plan.balanceBare : opening.sign);
  // As read unless the first rows cannot go on from it under either sign of their figures, and go on from its mirror;
  // when the figures' signs are known (their notation says), under the signs they have.
  const mirrors = (loose: boolean): boolean =>
    goesOnFrom(w, c, -1, loose) === false && goesOnFrom(w, -c, -1, loose) === true;
  return opening.sign === 0 && w.hasRunning && (mirrors(true) || (w.plan.amountsSigned === true && mirrors(false)))
    ? -c
    : c;
}

/** A printed closing balance (outside the table) must be where the chain ends. */
function closeChain(w: Walk): void {
  const { out, input } = w;
  if (input.closing && w.prev !== null) {
    const c = lineValue(w, input.closing, w.prev) as number;
    out.closing ??= c;
    if (w.prev !== c && !w.hasRunning) {
      const flip = lostSigns(out.postings, c - w.prev);
      for (const q of flip) q.amount = -(q.amount as number);
      if (flip.length > 0) {
        out.repaired += flip.length;
        w.prev = c;
      }
    }
    if (w.prev === c) out.links++;
    else out.fails++;
  }
  if (out.closing === null && w.prev !== null && out.postings.some((p) => p.balance !== null)) out.closing = w.prev;
  // An account with no rows and no opening printed: its closing as printed (sections.ts tells it is one).
  if (input.closing && w.prev === null && out.postings.length === 0)
    out.closing = input.closing.cents * (input.closing.sign === 0 ? w.plan.balanceBare : input.closing.sign);
}

/** Walks the rows once under a plan: which rows are postings, notices or checkpoints, and how well the chain holds. */
export function walkChain(input: ChainInput, plan: SignPlan): ChainReading {
  const out: ChainReading = {
    plan,
    postings: [],
    checkpointBreaks: [],
    opening: null,
    openingDerived: false,
    closing: null,
    links: 0,
    repaired: 0,
    fails: 0,
    notices: 0,
  };
  const w: Walk = {
    input,
    plan,
    hasRunning: input.rows.some((r) => r.kind === 'posting' && r.balance),
    out,
    prev: null,
  };
  out.opening = readOpening(w);
  w.prev = out.opening;
  input.rows.forEach((r, i) => {
    if (r.kind === 'closing') closingLine(w, r);
    else if (r.kind === 'checkpoint') forwardLine(w, r);
    else postingRow(w, r, i);
  });
  closeChain(w);
  return out;
}
