import type { LayoutProfile } from './banks/profile';
import { walkChain, type ChainInput, type ChainReading, type SignPlan } from './chain';
import { FEE_LIKE } from './chain-figures';
import type { ParsedAmount } from './parse/amount';

// Which reading of the figures the balance chain supports best: the sign conventions of each column, the fee
// columns that move the balance, minus signs the text layer dropped. Each is a hypothesis the chain tries.

/** How well a reading's chain holds: links, half a point for a repair, minus breaks. */
export const score = (r: ChainReading): number => r.links + 0.5 * r.repaired - r.fails;

/** The sign a bare figure has, from the notation the other figures of the column use; null when they do not say. */
export function bareSign(figures: (ParsedAmount | null)[]): 1 | -1 | null {
  let cr = 0;
  let dr = 0;
  let minus = 0;
  for (const a of figures) {
    if (!a) continue;
    if (a.mark === 'cr' || a.mark === 'plus') cr++;
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
  for (const p of [...prefs, 1, -1] as (1 | -1 | null | undefined)[])
    if ((p === 1 || p === -1) && !out.includes(p)) out.push(p);
  return out;
};

/**
 * Every choice of which fee-like columns move the balance, and with which sign a bare figure of each does: a fee or
 * charge column's bare figure is a debit; an unlabelled column's, as its own notation says, or either when it says
 * nothing. The columns' prior (labelled fees move) comes first.
 */
function movingPlans(cols: { col: number; prior: boolean; bare: (1 | -1)[] }[]): Map<number, 1 | -1>[] {
  let out: Map<number, 1 | -1>[] = [new Map()];
  for (const c of cols) {
    const next: Map<number, 1 | -1>[] = [];
    for (const m of out) {
      const moved = c.bare.map((s) => new Map(m).set(c.col, s));
      next.push(...(c.prior ? [...moved, m] : [m, ...moved]));
    }
    out = next;
  }
  return out;
}

const restored = (a: ParsedAmount | null): ParsedAmount | null =>
  a?.lost ? { cents: a.cents, sign: -1, mark: 'minus' } : a;

/** The rows with every lost minus put back. */
function restoreLost(input: ChainInput): ChainInput {
  const rows = input.rows.map((r) => ({
    ...r,
    balance: restored(r.balance),
    figures: r.figures.map((f) => (f.amount?.lost ? { ...f, amount: restored(f.amount) } : f)),
  }));
  return { ...input, rows };
}

type Figure = ChainInput['rows'][number]['figures'][number];

/** The balance column's bare sign, or both to try; `running` are the running balances printed on postings. */
function balanceOptions(
  input: ChainInput,
  p: LayoutProfile,
  running: unknown[],
  notation: 1 | -1 | null,
  amountsSigned: boolean,
): (1 | -1)[] {
  const overdrawnLine = [input.opening, input.closing].some((a) => a && a.sign === -1);
  // A card statement's balance lines are what is owed: the layout's convention first, the chain checks it.
  if (running.length === 0) return options(notation, p.balanceUnsigned ?? p.unsigned);
  // Amounts whose signs are known (marked, or in money-in and money-out columns) tell an overdrawn account's bare
  // balances from their mirror image: only one of the two goes on by them.
  return notation !== null ? [notation] : overdrawnLine || amountsSigned ? [1, -1] : [1];
}

/** Up to three fee-like columns, each with its bare sign (or both) and whether the header called it a fee. */
function feeColumns(figures: Figure[]) {
  return [...new Set(figures.filter((f) => FEE_LIKE.has(f.role)).map((f) => f.col))].slice(0, 3).map((col) => {
    const own = figures.filter((f) => f.col === col);
    const notation = own.some((f) => f.role !== 'unknown') ? -1 : bareSign(own.map((f) => f.amount));
    const bare: (1 | -1)[] = notation !== null ? [notation] : [-1, 1];
    return { col, prior: own.some((f) => f.role === 'fee'), bare };
  });
}

/** A debit or credit column printing marked and bare figures holds both signs: its notation tells a bare one's. */
function mixedColumns(figures: Figure[]): Map<number, 1 | -1> {
  const mixed = new Map<number, 1 | -1>();
  for (const col of new Set(figures.filter((f) => f.role === 'debit' || f.role === 'credit').map((f) => f.col))) {
    const own = figures
      .filter((f) => f.col === col && f.amount && f.amount.cents > 0)
      .map((f) => f.amount as ParsedAmount);
    const notation = bareSign(own);
    if (notation !== null && own.some((a) => a.sign === 0)) mixed.set(col, notation);
  }
  return mixed;
}

/**
 * Money in and out collapsed into one column under one of the two labels, printed bare: the label does not say
 * what a figure is, so the column is read either way and the chain decides.
 */
function columnOptions(
  figures: Figure[],
  mixed: Map<number, 1 | -1>,
  signedApart: boolean,
): Pick<SignPlan, 'mixed' | 'reversals'>[] {
  const collapsed = signedApart
    ? []
    : [
        ...new Set(
          figures.filter((f) => (f.role === 'debit' || f.role === 'credit') && !mixed.has(f.col)).map((f) => f.col),
        ),
      ]
        .filter((col) => figures.every((f) => f.col !== col || !f.amount || f.amount.sign === 0))
        .slice(0, 1);
  const plans =
    collapsed.length === 0
      ? [mixed]
      : [mixed, ...([-1, 1] as const).map((s) => new Map(mixed).set(collapsed[0] as number, s))];
  return [...plans.map((m) => ({ mixed: m })), ...reversalOptions(figures, mixed)];
}

/**
 * A debit column whose bare figures are debits and whose few marked ones (`-1,485.47`) are reversals, money back:
 * tried after the column is read as holding both signs by its notation, so the chain decides.
 */
function reversalOptions(figures: Figure[], mixed: Map<number, 1 | -1>): Pick<SignPlan, 'mixed' | 'reversals'>[] {
  const debits = [...mixed.keys()].filter((col) => figures.some((f) => f.col === col && f.role === 'debit'));
  if (debits.length === 0) return [];
  const rest = new Map([...mixed].filter(([col]) => !debits.includes(col)));
  return [{ mixed: rest, reversals: new Set(debits) }];
}

/** The reading of one set of rows the chain supports best, among every sign convention and fee column choice. */
function bestReading(input: ChainInput, p: LayoutProfile): ChainReading {
  const figures = input.rows.flatMap((r) => r.figures);
  const hasAmount = figures.some((f) => f.role === 'amount');
  const amountNotation = bareSign(figures.filter((f) => f.role === 'amount').map((f) => f.amount));
  // Running balances state their own notation. Printed with none at all, they are in credit (the chain cannot tell a
  // reading from its mirror image) unless the opening or closing line is explicitly overdrawn: then the chain decides.
  const running = input.rows.filter((r) => r.kind === 'posting' && r.balance).map((r) => r.balance);
  // With no running balance (card statements), the opening and closing lines are the balance column.
  const balanceNotation = running.length > 0 ? bareSign(running) : bareSign([input.opening, input.closing]);
  const amountOpts = hasAmount ? options(amountNotation, p.unsigned) : [1 as const];
  const feeCols = feeColumns(figures);
  const mixed = mixedColumns(figures);
  // Signs that do not depend on the chain: a notation, or money in and money out printed in columns of their own.
  const split = ['debit', 'credit'].every((role) =>
    figures.some((f) => f.role === role && f.amount && f.amount.cents > 0),
  );
  // Every amount printed with its mark (`+` and `-`, `CR` and `DR`) has its sign whatever a bare one would mean.
  const marked = figures.filter((f) => f.role === 'amount' && f.amount && f.amount.cents > 0);
  const allMarked = marked.length > 0 && marked.every((f) => (f.amount as ParsedAmount).sign !== 0);
  const amountsSigned = hasAmount ? amountNotation !== null || allMarked : split;
  const balanceOpts = balanceOptions(input, p, running, balanceNotation, amountsSigned);
  let best: ChainReading | null = null;
  for (const columns of columnOptions(figures, mixed, split || hasAmount)) {
    for (const moving of movingPlans(feeCols)) {
      for (const balanceBare of balanceOpts) {
        for (const amountBare of amountOpts) {
          const reading = walkChain(input, {
            amountBare,
            balanceBare,
            moving,
            ...columns,
            balanceUnmarked: running.length > 0 && balanceNotation === null,
            amountsSigned,
          });
          if (!best || score(reading) > score(best)) best = reading;
          // Every row a link and nothing repaired: a later reading could at best tie, and ties keep the first.
          if (reading.fails === 0 && reading.repaired === 0 && reading.links >= reading.postings.length) return reading;
        }
      }
    }
  }
  const mirror = (best as ChainReading).fails > 0 && amountNotation !== null;
  const read = mirror
    ? mirroredReading(input, best as ChainReading, balanceOpts, amountNotation)
    : (best as ChainReading);
  return read.fails > 0 || read.repaired > 0 ? chargedAlone(input, read, feeCols) : read;
}

/**
 * A fee column whose figures move the balance only where a row has no other amount (charges accrued beside each row,
 * debited in total at the period's end): tried only where no reading holds, taken only where it holds better.
 */
function chargedAlone(input: ChainInput, best: ChainReading, feeCols: { col: number; prior: boolean }[]): ChainReading {
  let out = best;
  for (const { col } of feeCols.filter((c) => c.prior)) {
    const moving = new Map([...best.plan.moving].filter(([c]) => c !== col));
    const reading = walkChain(input, { ...best.plan, moving, aloneMoving: new Set([col]) });
    if (score(reading) > score(out)) out = reading;
  }
  return out;
}

/**
 * Amounts printed from the other side to the balances (a card's payments with the bank's minus, its balances `Dr`):
 * every amount turned round. Tried only where no reading holds, taken only where it holds better.
 */
function mirroredReading(input: ChainInput, best: ChainReading, balances: (1 | -1)[], bare: 1 | -1): ChainReading {
  let out = best;
  for (const balanceBare of balances) {
    const plan = { ...best.plan, amountBare: bare, balanceBare, mixed: undefined, reversals: undefined };
    const reading = walkChain(input, { ...plan, mirrored: true });
    if (score(reading) > score(out)) out = reading;
  }
  return out;
}

/**
 * Chooses the reading the statement's own balance chain supports best, among every sign convention and every
 * choice of which extra figure columns move the balance. Evidence from the notation orders the candidates,
 * so it decides only between readings the chain cannot tell apart. Minus signs the text layer dropped (seen from
 * where the figures stand) are believed first, and the chain checks them too.
 */
export function decodeChain(input: ChainInput, p: LayoutProfile): ChainReading {
  const lost = input.rows.some((r) => r.balance?.lost || r.figures.some((f) => f.amount?.lost));
  const restoredReading = lost ? bestReading(restoreLost(input), p) : null;
  const plain = bestReading(input, p);
  return restoredReading && score(restoredReading) >= score(plain) ? restoredReading : plain;
}
