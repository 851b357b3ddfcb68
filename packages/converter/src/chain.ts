import type { RawRow } from './layout/table';
import type { ParsedAmount } from './parse/amount';

/** One reading of what the statement's figures mean: the sign of a bare figure, and which extra columns move the balance. */
export interface SignPlan {
  /** A bare figure in a signed amount column. */
  amountBare: 1 | -1;
  /** A bare running balance (and a card statement's opening or closing line). */
  balanceBare: 1 | -1;
  /** Fee, charge or unlabelled figure columns whose figures move the balance, each with the sign of its bare figures. */
  moving: ReadonlyMap<number, 1 | -1>;
  /** Debit or credit columns that print both signs (columns collapsed into one), each with the sign of its bare figures. */
  mixed?: ReadonlyMap<number, 1 | -1>;
  /** The running balances carry no sign mark at all: which side of zero each is on is the chain's to say. */
  balanceUnmarked?: boolean;
  /** A bare amount's sign is known (its column's notation says, or debit and credit columns do). */
  amountsSigned?: boolean;
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

export const FEE_LIKE: ReadonlySet<string> = new Set(['fee', 'ignoreAmount', 'unknown', 'vat']);
/** Rows looked at ahead of a row to see which balance the chain goes on from. */
const LOOKAHEAD = 8;

const signed = (a: ParsedAmount, bare: 1 | -1): number => a.cents * (a.sign === 0 ? bare : a.sign);

function rowParts(r: RawRow, plan: SignPlan): { main: number | null; fee: number } {
  let main: number | null = null;
  let fee = 0;
  for (const f of r.figures) {
    const a = f.amount;
    if (!a) continue;
    if (FEE_LIKE.has(f.role)) {
      const bare = plan.moving.get(f.col);
      if (bare !== undefined) fee += signed(a, bare);
      continue;
    }
    const own = plan.mixed?.get(f.col);
    const v = own !== undefined ? signed(a, own)
      : f.role === 'debit' ? (a.sign === 1 ? a.cents : -a.cents)
      : f.role === 'credit' ? (a.sign === -1 ? -a.cents : a.cents)
        : signed(a, plan.amountBare);
    main = (main ?? 0) + v;
  }
  return { main, fee };
}

const amountOf = (r: RawRow, plan: SignPlan): number | null => {
  const { main, fee } = rowParts(r, plan);
  return main === null && fee === 0 ? null : (main ?? 0) + fee;
};

/** The row's figures print no sign mark of their own. */
const unmarked = (r: RawRow): boolean => r.figures.every((f) => !f.amount || f.amount.sign === 0);

/** Whether a balance figure may stand for `value`: as read, or, printed with no sign mark at all, as its mirror (a mark lost in the text layer, or a summary line in another notation). */
const stands = (a: ParsedAmount | null, read: number | null, value: number): boolean =>
  read !== null && (read === value || (a !== null && a.sign === 0 && -read === value));

/**
 * With no running balance to place a sign, the closing balance still can: when it is off by twice one figure printed
 * bare (or twice two of them), and by no other such choice, those figures lost their marks. Empty when no unique
 * choice explains the difference.
 */
function lostSigns(postings: Posting[], diff: number): Posting[] {
  if (diff === 0 || diff % 2 !== 0) return [];
  const bare = postings.filter((q) => q.amount !== null && q.amount !== 0 && q.row.figures.every((f) => f.amount?.sign === 0));
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

/** Walks the rows once under a plan: which rows are postings, notices or checkpoints, and how well the chain holds. */
export function walkChain(input: ChainInput, plan: SignPlan): ChainReading {
  const { rows } = input;
  const bal = (r: RawRow): number | null => (r.balance ? signed(r.balance, plan.balanceBare) : null);
  const hasRunning = rows.some((r) => r.kind === 'posting' && r.balance);
  // Summary lines often use another notation than the table: a bare one takes the sign the chain goes on from.
  const lineValue = (a: ParsedAmount | null, near: number | null): number | null => {
    if (!a) return null;
    const v = signed(a, plan.balanceBare);
    return hasRunning && near !== null && stands(a, v, near) ? near : v;
  };
  /**
   * Does the chain go on from balance `from` after row `i`? Rows that restate `from` (notices) and rows that look
   * like placeholders (balance 0.00, no amount) are stepped over; null when nothing ahead says either way.
   */
  const goesOnFrom = (from: number, i: number, loose: boolean): boolean | null => {
    let run = from;
    let skipped = 0;
    for (let k = i + 1; k < rows.length && k <= i + LOOKAHEAD; k++) {
      const r = rows[k] as RawRow;
      const b = bal(r);
      if (r.kind === 'closing') return b === null ? null : stands(r.balance, b, run);
      if (b === null) {
        const a = r.kind === 'posting' ? amountOf(r, plan) : null;
        if (a !== null) run += a;
        continue;
      }
      if (r.kind === 'checkpoint') return stands(r.balance, b, run);
      const a = amountOf(r, plan);
      const mirrored = loose && unmarked(r) && a !== null && (Math.abs(b - run) === Math.abs(a) || (r.balance?.sign === 0 && Math.abs(-b - run) === Math.abs(a)));
      if (a !== null && (stands(r.balance, b, run + a) || mirrored)) return true;
      if (stands(r.balance, b, run)) continue; // a notice: the balance stands
      if ((b === 0 || a === null || a === 0) && skipped++ < 2) continue; // another placeholder
      return false;
    }
    if (input.closing && rows.length - i <= LOOKAHEAD) return stands(input.closing, signed(input.closing, plan.balanceBare), run);
    return null;
  };
  // The opening line, if printed, in the sign the first rows go on from.
  let opening: number | null = null;
  if (input.opening) {
    const c = input.opening.cents * (input.opening.sign === 0 ? plan.balanceBare : input.opening.sign);
    // As read unless the first rows cannot go on from it under either sign of their figures, and go on from its mirror;
    // when the figures' signs are known (their notation says), under the signs they have.
    const mirrors = (loose: boolean): boolean => goesOnFrom(c, -1, loose) === false && goesOnFrom(-c, -1, loose) === true;
    opening = input.opening.sign === 0 && hasRunning && (mirrors(true) || (plan.amountsSigned === true && mirrors(false))) ? -c : c;
  }
  let closing: number | null = null;
  let prev = opening;
  const out: ChainReading = { plan, postings: [], checkpointBreaks: [], opening, openingDerived: false, closing, links: 0, repaired: 0, fails: 0, notices: 0 };
  rows.forEach((r, i) => {
    if (r.kind === 'closing') {
      const c = lineValue(r.balance, prev);
      closing ??= c;
      if (prev !== null && c !== null) {
        if (c === prev) out.links++;
        else out.fails++;
      }
      return;
    }
    if (r.kind === 'checkpoint') {
      if (!r.balance) return;
      const b = lineValue(r.balance, prev) as number;
      if (prev === null) {
        if (out.postings.length === 0) opening ??= b;
      } else if (b !== prev) {
        out.fails++;
        out.checkpointBreaks.push({ row: r, expected: prev, actual: b, at: out.postings.length });
      } else out.links++;
      prev = b;
      return;
    }
    let b = bal(r);
    const { main, fee } = rowParts(r, plan);
    const amount = main === null && fee === 0 ? null : (main ?? 0) + fee;
    const post = (a: number | null, split: boolean, balance = b): Posting => {
      const p: Posting = { row: r, amount: a, fee: split ? fee : 0, balance };
      out.postings.push(p);
      return p;
    };
    const splittable = main !== null && main !== 0 && fee !== 0;
    if (b === null) {
      if (amount === 0 || amount === null) { out.notices++; return; }
      post(amount, splittable);
      if (prev !== null) prev += amount;
      return;
    }
    if (prev === null) {
      if (amount === 0) { out.notices++; return; }
      // A balance with no figure printed before any posting: a notice when the rows after it go on from it (it
      // restates the opening), or a placeholder 0.00 that says nothing. A figure this plan leaves out (a fee column it
      // does not move by) is no such row: the plan is wrong about it, not the row.
      const bareLine = r.figures.every((f) => !f.amount || f.amount.cents === 0);
      const restates = bareLine && goesOnFrom(b, i, false) === true;
      if (restates || (bareLine && b === 0)) {
        out.notices++;
        if (restates && out.postings.length === 0) {
          opening = b;
          prev = b;
        }
        return;
      }
      // Nothing before it says which side of zero a bare first balance is on: the rows after it do, when their
      // amounts' signs are known (with none known, the chain and its mirror image read alike).
      if (plan.amountsSigned && r.balance?.sign === 0 && goesOnFrom(b, i, false) === false && goesOnFrom(-b, i, false) === true) b = -b;
      if (amount !== null && out.postings.length === 0) {
        opening = b - amount;
        out.openingDerived = true;
      }
      post(amount, splittable);
      prev = b;
      return;
    }
    const bare = r.balance?.sign === 0;
    if (amount !== null && prev + amount === b) {
      if (amount === 0) out.notices++; // a zero-value notice: the balance stands
      else { out.links++; post(amount, splittable); }
      prev = b;
      return;
    }
    // The balance did not move: a notice, a declined collection attempt, a zero-value line.
    // (A bare balance that is the mirror of the last one may also be a move across zero by exactly the row's figure.)
    if (b === prev || (stands(r.balance, b, prev) && (amount === null || Math.abs(b - prev) !== Math.abs(amount)))) { out.notices++; return; }
    const confirmsB = (): boolean => goesOnFrom(b, i, true) === true;
    if (goesOnFrom(prev, i, true) === true && !confirmsB()) {
      out.notices++; // a placeholder balance (notice, refused debit order): the rows after it go on from before it
      return;
    }
    if (bare && amount !== null && prev + amount === -b) {
      // The balance lost its sign mark (or the table prints none): the chain says which side of zero it is on. With
      // no mark anywhere in the column that is a plain reading, not a repair.
      if (plan.balanceUnmarked) out.links++;
      else out.repaired++;
      post(amount, splittable, -b);
      prev = -b;
      return;
    }
    // Only a figure printed without a mark can have lost it: `Cr`, a minus or brackets are the statement's word.
    const to = amount === null || !unmarked(r) ? null : Math.abs(b - prev) === Math.abs(amount) ? b : bare && Math.abs(-b - prev) === Math.abs(amount) ? -b : null;
    if (to !== null || (amount === null && confirmsB())) {
      // The figure lost its sign (its size is exactly the balance's move), or was not printed and the rows after it
      // confirm the balance it would have led to.
      const dest = to ?? b;
      out.repaired++;
      const p = post(dest - prev, false, dest);
      if (to === null) p.filled = true;
      prev = dest;
      return;
    }
    out.fails++;
    post(amount, splittable);
    // A misprinted balance: the rows after it go on from what this one should have been.
    const expected = amount === null ? null : prev + amount;
    prev = expected !== null && goesOnFrom(expected, i, false) === true ? expected : b;
  });
  // A printed closing balance (outside the table) must be where the chain ends.
  if (input.closing && prev !== null) {
    const c = lineValue(input.closing, prev) as number;
    closing ??= c;
    if (prev !== c && !hasRunning) {
      const flip = lostSigns(out.postings, c - prev);
      for (const q of flip) q.amount = -(q.amount as number);
      if (flip.length > 0) {
        out.repaired += flip.length;
        prev = c;
      }
    }
    if (prev === c) out.links++;
    else out.fails++;
  }
  if (closing === null && prev !== null && out.postings.some((p) => p.balance !== null)) closing = prev;
  out.opening = opening;
  out.closing = closing;
  return out;
}
