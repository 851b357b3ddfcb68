import type { LayoutProfile } from './banks/profile';
import type { RawRow } from './layout/table';
import type { ParsedAmount } from './parse/amount';

/** One reading of what the statement's figures mean: the sign of a bare figure, and which extra columns move the balance. */
export interface SignPlan {
  /** A bare figure in a signed amount column. */
  amountBare: 1 | -1;
  /** A bare running balance (and opening or closing line). */
  balanceBare: 1 | -1;
  /** Fee, charge or unlabelled figure columns whose figures are debits that move the balance. */
  moving: ReadonlySet<number>;
}

export interface Posting {
  row: RawRow;
  /** Cents, money in positive; null when it could not be read. */
  amount: number | null;
  /** The fee booked as its own transaction (a fee printed beside money in or out), cents. */
  fee: number;
  balance: number | null;
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
}

export interface ChainInput {
  rows: RawRow[];
  /** Opening and closing balances printed outside the table (summary lines). */
  opening: ParsedAmount | null;
  closing: ParsedAmount | null;
}

const FEE_LIKE = new Set(['fee', 'ignoreAmount', 'unknown']);

const signed = (a: ParsedAmount, bare: 1 | -1): number => a.cents * (a.sign === 0 ? bare : a.sign);

function rowParts(r: RawRow, plan: SignPlan): { main: number | null; fee: number } {
  let main: number | null = null;
  let fee = 0;
  for (const f of r.figures) {
    const a = f.amount;
    if (!a) continue;
    if (FEE_LIKE.has(f.role)) {
      if (plan.moving.has(f.col)) fee += a.sign === 1 ? a.cents : -a.cents;
      continue;
    }
    const v = f.role === 'debit' ? (a.sign === 1 ? a.cents : -a.cents)
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

/** Walks the rows once under a plan: which rows are postings, notices or checkpoints, and how well the chain holds. */
export function walkChain(input: ChainInput, plan: SignPlan): ChainReading {
  const { rows } = input;
  const bal = (r: RawRow): number | null => (r.balance ? signed(r.balance, plan.balanceBare) : null);
  let opening = input.opening ? signed(input.opening, plan.balanceBare) : null;
  let closing = input.closing ? signed(input.closing, plan.balanceBare) : null;
  let prev = opening;
  const out: ChainReading = { plan, postings: [], checkpointBreaks: [], opening, openingDerived: false, closing, links: 0, repaired: 0, fails: 0, notices: 0 };
  const nextWithBalance = (i: number): RawRow | undefined => {
    for (let k = i + 1; k < Math.min(rows.length, i + 6); k++) if ((rows[k] as RawRow).balance) return rows[k];
    return undefined;
  };
  // Does a row reach `to` from the balance `from`? Checkpoints restate the balance; postings add their amount.
  const reaches = (from: number, r: RawRow, loose: boolean): boolean => {
    const b = bal(r);
    if (b === null) return false;
    if (r.kind !== 'posting') return b === from;
    const a = amountOf(r, plan);
    if (a === null) return false;
    return from + a === b || (loose && Math.abs(b - from) === Math.abs(a));
  };
  rows.forEach((r, i) => {
    const b = bal(r);
    if (r.kind === 'closing') {
      if (closing === null) closing = b;
      return;
    }
    if (r.kind === 'checkpoint') {
      if (b === null) return;
      if (prev === null) {
        if (out.postings.length === 0) opening ??= b;
      } else if (b !== prev) {
        out.fails++;
        out.checkpointBreaks.push({ row: r, expected: prev, actual: b, at: out.postings.length });
      } else out.links++;
      prev = b;
      return;
    }
    const { main, fee } = rowParts(r, plan);
    const amount = main === null && fee === 0 ? null : (main ?? 0) + fee;
    const post = (a: number | null, split: boolean): void => {
      out.postings.push({ row: r, amount: a, fee: split ? fee : 0, balance: b });
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
      if (amount !== null && out.postings.length === 0) {
        opening = b - amount;
        out.openingDerived = true;
      }
      post(amount, splittable);
      prev = b;
      return;
    }
    if (amount !== null && prev + amount === b) {
      if (amount === 0) out.notices++; // a zero-value notice: the balance stands
      else { out.links++; post(amount, splittable); }
      prev = b;
      return;
    }
    // The balance did not move: a notice, a declined collection attempt, a zero-value line.
    if (b === prev) { out.notices++; return; }
    const next = nextWithBalance(i);
    const continuesPrev = next !== undefined && reaches(prev, next, false);
    const confirmsB = next !== undefined ? reaches(b, next, true) : closing !== null && closing === b;
    if (continuesPrev && !confirmsB && (b === 0 || amount === 0 || amount === null)) {
      out.notices++; // a placeholder balance (notice, refused debit order): the next row goes on from before it
      return;
    }
    const mirrored = amount !== null && Math.abs(b - prev) === Math.abs(amount);
    if (mirrored || (confirmsB && amount === null)) {
      // The figure lost its sign (its size is exactly the balance's move), or was not printed and the next row
      // confirms the balance it would have led to.
      out.repaired++;
      post(b - prev, false);
      prev = b;
      return;
    }
    out.fails++;
    post(amount, splittable);
    // A misprinted balance: the next row goes on from what this one should have been.
    const expected = amount === null ? null : prev + amount;
    prev = expected !== null && next !== undefined && reaches(expected, next, false) ? expected : b;
  });
  // A printed closing balance (outside the table) must be where the chain ends.
  if (input.closing && prev !== null) {
    if (prev === closing) out.links++;
    else out.fails++;
  }
  if (closing === null && prev !== null && out.postings.some((p) => p.balance !== null)) closing = prev;
  out.opening = opening;
  out.closing = closing;
  return out;
}

const score = (r: ChainReading): number => r.links + 0.5 * r.repaired - r.fails;

/** The sign a bare figure has, from the notation the other figures of the column use; null when they do not say. */
export function bareSign(figures: (ParsedAmount | null)[]): 1 | -1 | null {
  let cr = 0;
  let dr = 0;
  let minus = 0;
  for (const a of figures) {
    if (!a) continue;
    if (a.mark === 'cr') cr++;
    else if (a.mark === 'dr') dr++;
    else if (a.mark === 'minus' || a.mark === 'paren') minus++;
  }
  if (cr > 0 && dr === 0 && minus === 0) return -1; // only credits are marked: a bare figure is a debit
  if (dr > 0 && cr === 0) return 1; // only debits are marked (Dr or minus): a bare figure is a credit
  if (minus > 0 && cr === 0) return 1;
  return null;
}

const options = (...prefs: (1 | -1 | null | undefined)[]): (1 | -1)[] => {
  const out: (1 | -1)[] = [];
  for (const p of [...prefs, 1, -1] as (1 | -1 | null | undefined)[]) if ((p === 1 || p === -1) && !out.includes(p)) out.push(p);
  return out;
};

function subsets(cols: number[], prior: Set<number>): Set<number>[] {
  const out: Set<number>[] = [];
  for (let mask = 0; mask < 1 << cols.length; mask++) {
    const s = new Set<number>();
    cols.forEach((c, k) => {
      const flip = (mask >> k) & 1;
      if (prior.has(c) !== Boolean(flip)) s.add(c);
    });
    out.push(s);
  }
  return out;
}

/**
 * Chooses the reading the statement's own balance chain supports best, among every sign convention and every
 * choice of which extra figure columns move the balance. Evidence from the notation orders the candidates,
 * so it decides only between readings the chain cannot tell apart.
 */
export function decodeChain(input: ChainInput, p: LayoutProfile): ChainReading {
  const figures = input.rows.flatMap((r) => r.figures);
  const hasAmount = figures.some((f) => f.role === 'amount');
  const amountNotation = bareSign(figures.filter((f) => f.role === 'amount').map((f) => f.amount));
  // Running balances state their own notation. Printed with none at all, they are in credit (the chain cannot tell a
  // reading from its mirror image) unless the opening or closing line is explicitly overdrawn: then the chain decides.
  const running = input.rows.filter((r) => r.kind === 'posting' && r.balance).map((r) => r.balance);
  // With no running balance (card statements), the opening and closing lines are the balance column.
  const balanceNotation = running.length > 0 ? bareSign(running) : bareSign([input.opening, input.closing]);
  const amountOpts = hasAmount ? options(amountNotation, p.unsigned) : [1 as const];
  const overdrawnLine = [input.opening, input.closing].some((a) => a && a.sign === -1);
  // A card statement's balance lines are what is owed: the layout's convention first, the chain checks it.
  const balanceOpts: (1 | -1)[] = running.length === 0 ? options(balanceNotation, p.balanceUnsigned ?? p.unsigned)
    : balanceNotation !== null ? [balanceNotation] : overdrawnLine ? [1, -1] : [1];
  const feeCols = [...new Set(figures.filter((f) => FEE_LIKE.has(f.role)).map((f) => f.col))].slice(0, 3);
  const prior = new Set(feeCols.filter((c) => figures.some((f) => f.col === c && f.role === 'fee')));
  let best: ChainReading | null = null;
  for (const moving of subsets(feeCols, prior)) {
    for (const balanceBare of balanceOpts) {
      for (const amountBare of amountOpts) {
        const reading = walkChain(input, { amountBare, balanceBare, moving });
        if (!best || score(reading) > score(best)) best = reading;
      }
    }
  }
  return best as ChainReading;
}
