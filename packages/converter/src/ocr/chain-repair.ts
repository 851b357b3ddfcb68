/**
 * The balance chain as the judge of an OCR reading. Among the readings of every amount and balance a few OCR slips
 * away (ocr-figures.ts), it picks the whole-statement reading with the fewest edits in which every balance is the one
 * before it plus the row's amount, from the opening to the closing. Fewest edits over the whole chain, not row by
 * row: greedy repair fails where misreads cluster. A link no reading explains is a break, never a "correction".
 * Each row then gets a verdict: verified as read, corrected (the only cheapest reading changed it), or needs review
 * (a break, no opening to check it against, or two readings equally cheap).
 */
import { digitPattern, figureReadings, signMarked, slipTo, type FigureReading, type Slip } from './ocr-figures';

export interface OcrChainRow {
  /** The amount as read; null where none was read. */
  amount: string | null;
  /** Money in (1) or out (-1) by the column it sits in; 0 in a single signed column. */
  direction: 1 | -1 | 0;
  /** Printed bare in the one column money in and out share (Nedbank): the balances alone give it its side. */
  signFree?: true;
  /** The running balance as read; null where the row prints none. */
  balance: string | null;
  /** The balance is what OCR left of a figure, not one the engine took: where no reading of it fits, it is unread. */
  balanceLoose?: true;
  /** The amount and the balance as read, a digit OCR was unsure of shown as `?`, one text for each such digit. */
  amountDoubts?: readonly string[];
  balanceDoubts?: readonly string[];
}

export interface OcrChain {
  opening: string | null;
  closing: string | null;
  rows: readonly OcrChainRow[];
  /** What a balance printed without a sign means: 1 in credit (most banks), -1 where only `Cr` marks a credit. */
  bareBalanceSign: 1 | -1;
  /** What an amount printed without a sign means in a single signed column. */
  bareAmountSign: 1 | -1;
}

export type RowVerdict = 'verified' | 'corrected' | 'needs-review';

export interface RepairedRow {
  /** Signed cents, as chosen; null where nothing could be read or derived. */
  amount: number | null;
  balance: number | null;
  verdict: RowVerdict;
  /** Another reading of the row costs as little: the chain cannot choose. */
  ambiguous?: true;
  amountEdits: string[];
  balanceEdits: string[];
}

export interface ChainRepair {
  rows: RepairedRow[];
  opening: number | null;
  closing: number | null;
  /** Rows whose link to the balance before them no reading explains (and `rows.length` for the closing). */
  breaks: number[];
  /** Edits over the whole chosen reading, breaks counted at `BREAK_COST`. */
  cost: number;
}

/** A link no reading explains costs more than two edits in one figure and one in the next. */
export const BREAK_COST = 3;
/**
 * The same slip again on the next balance (same digit taken for the same look-alike at the same place): a scan
 * misreads a column the same way row after row, so a run of them costs little more than one.
 */
const REPEATED_SLIP_COST = 0.25;
/** An amount not read at all, taken from the balances around it. */
const DERIVED_AMOUNT_COST = 2;
/**
 * A figure whose digits OCR lost one of (`3777.40` for `32 777.40`, `655.92` for `5 655.92`) or read one of as no
 * digit (`£57.01`), taken from the chain around it.
 */
const SLIP_COST = 2;

type Link = 'chain' | 'break' | 'free';

/** One row as the chain sees it: its amount readings by signed value, its balance readings by signed value. */
interface RowReadings {
  amounts: Map<number, FigureReading>;
  balances: Map<number, FigureReading>;
  /** The row prints a balance (readable or not). */
  printed: boolean;
  /** No reading of its balance is needed: unreadable where none fits. */
  loose: boolean;
  /**
   * The digits the amount and the balance show as read (ocr-figures' `digitPattern`), then with each digit OCR was
   * unsure of unclear: the balances around a figure may take any digit there, as they take one it could not read.
   */
  amountDigits: string[];
  balanceDigits: string[];
  /** The sign of the balance as read: its own marks', or the bare sign. */
  balanceSign: 1 | -1;
  direction: 1 | -1 | 0;
}

/** One way from a balance before the row to a balance after it, and what it costs at this row. */
interface Step {
  b0: number;
  b: number;
  cost: number;
  amount: number | null;
  link: Link;
  amountEdits: string[];
  balanceEdits: string[];
  balanceKeys: string[];
}

interface State {
  cost: number;
  step: Step;
}

type Layer = Map<number, State>;

function readingsByValue(readings: FigureReading[], value: (r: FigureReading) => number): Map<number, FigureReading> {
  const out = new Map<number, FigureReading>();
  for (const r of readings) {
    const v = value(r);
    if (!out.has(v)) out.set(v, r);
  }
  return out;
}

function rowReadings(row: OcrChainRow, chain: OcrChain): RowReadings {
  const direction = row.signFree ? 0 : row.direction;
  const amountSign = (r: FigureReading) =>
    direction === 0 ? (r.sign === 0 ? chain.bareAmountSign : r.sign) : direction;
  const amounts = figureReadings(row.amount, direction === 0);
  // Either side for a bare figure in a column that prints both alike: its mirror is one more reading for the chain.
  const mirror = -chain.bareAmountSign as 1 | -1;
  const sides = (r: FigureReading) => (row.signFree && r.sign === 0 ? [r, { ...r, sign: mirror }] : [r]);
  return {
    amounts: readingsByValue(amounts.flatMap(sides), (r) => r.cents * amountSign(r)),
    balances: balanceValues(row.balance, chain.bareBalanceSign),
    printed: row.balance !== null,
    loose: row.balanceLoose === true,
    amountDigits: patterns(row.amount, row.amountDoubts),
    balanceDigits: patterns(row.balance, row.balanceDoubts),
    balanceSign: signMarked(row.balance ?? '') || chain.bareBalanceSign,
    direction,
  };
}

function patterns(text: string | null, doubts: readonly string[] = []): string[] {
  return [text, ...doubts].map(digitPattern).filter((p): p is string => p !== null);
}

/** The slip that makes a figure OCR read as one of `patterns` (as read first) `cents`. */
function slipToAny(patterns: readonly string[], cents: number): Slip | null {
  for (const p of patterns) {
    const slip = slipTo(p, cents);
    if (slip) return slip;
  }
  return null;
}

function balanceValues(text: string | null, bare: 1 | -1): Map<number, FigureReading> {
  return readingsByValue(figureReadings(text, true), (r) => r.cents * (r.sign === 0 ? bare : r.sign));
}

function balanceCost(br: FigureReading, prevKeys: readonly string[]): number {
  const repeated = br.keys.length > 0 && br.keys.every((k) => prevKeys.includes(k));
  return repeated ? REPEATED_SLIP_COST * br.keys.length : br.cost;
}

/** The chain steps out of `b0` (whose balance took `prevKeys`): through a read amount, or through the balances. */
function* chainSteps(b0: number, row: RowReadings, prevKeys: readonly string[]): Generator<Step> {
  const unread = row.printed && (row.balances.size === 0 || row.loose);
  for (const [a, ar] of row.amounts) {
    const b = b0 + a;
    const br = row.balances.get(b);
    const slip = row.printed && !br ? balanceSlip(row, b) : null;
    if (row.printed && !br && !unread && !slip) continue;
    // The same digits lost again where the balance before lost them (a column's leading `7 ` lost down the page).
    const slipKey = slip === 'lost digits' ? [`lost:${row.balanceDigits[0]?.length}`] : [];
    const slipCost = slipKey.length > 0 && prevKeys.includes(slipKey[0] as string) ? REPEATED_SLIP_COST : SLIP_COST;
    const cost = ar.cost + (br ? balanceCost(br, prevKeys) : slip ? slipCost : unread ? DERIVED_AMOUNT_COST : 0);
    const balanceEdits = br ? br.edits : slip ? [slip] : unread ? ['unreadable'] : [];
    const balanceKeys = br ? br.keys : slipKey;
    yield { b0, b, cost, amount: a, link: 'chain', amountEdits: ar.edits, balanceEdits, balanceKeys };
  }
  // The amount from the balances: read with a digit lost or unclear, or not read at all.
  const sides = new Set(row.direction !== 0 ? [row.direction] : [...row.amounts.keys()].map(Math.sign));
  for (const [b, br] of row.balances) {
    const a = b - b0;
    const slip = sides.size === 0 || sides.has(Math.sign(a)) ? slipToAny(row.amountDigits, Math.abs(a)) : null;
    if (!slip && row.amounts.size > 0) continue;
    const cost = (slip ? SLIP_COST : DERIVED_AMOUNT_COST) + balanceCost(br, prevKeys);
    const amountEdits = [slip ?? 'unreadable'];
    yield { b0, b, cost, amount: a, link: 'chain', amountEdits, balanceEdits: br.edits, balanceKeys: br.keys };
  }
}

/** The slip that makes the balance as read `b`, of the sign it reads as. */
function balanceSlip(row: RowReadings, b: number): string | null {
  if (b !== 0 && Math.sign(b) !== row.balanceSign) return null;
  return slipToAny(row.balanceDigits, Math.abs(b));
}

/** A break lands on any printed balance reading; on a row without one, it keeps the amount as read. */
function* breakSteps(b0: number, row: RowReadings): Generator<Step> {
  const base = { b0, amount: null, link: 'break' as const, amountEdits: [] };
  for (const [b, br] of row.balances) {
    yield { ...base, b, cost: BREAK_COST + br.cost, balanceEdits: br.edits, balanceKeys: br.keys };
  }
}

function cheapest(layer: Layer): [number, State] | undefined {
  let out: [number, State] | undefined;
  for (const entry of layer) if (!out || entry[1].cost < out[1].cost) out = entry;
  return out;
}

/** A state costing more than the cheapest plus a break can never be chosen: a break from the cheapest ties it. */
function prune(layer: Layer): Layer {
  const best = cheapest(layer)?.[1].cost ?? 0;
  for (const [b, s] of layer) if (s.cost > best + BREAK_COST) layer.delete(b);
  return layer;
}

/** Keeps the cheaper of two ways to a balance; a tie keeps the first found (readings as read sort first). */
function offer(layer: Layer, cost: number, step: Step): void {
  const had = layer.get(step.b);
  if (!had || cost < had.cost) layer.set(step.b, { cost, step });
}

function nextLayer(prev: Layer, row: RowReadings): Layer {
  const layer: Layer = new Map();
  for (const [b0, s0] of prev) {
    for (const step of chainSteps(b0, row, s0.step.balanceKeys)) offer(layer, s0.cost + step.cost, step);
  }
  const best = cheapest(prev);
  if (best) for (const step of breakSteps(best[0], row)) offer(layer, best[1].cost + step.cost, step);
  return prune(layer);
}

/** Where the chain starts: the opening's readings, or (none read, or the chain lost) a row's own balance. */
function startLayer(balances: Map<number, FigureReading>, base: number, amount: number | null = null): Layer {
  const layer: Layer = new Map();
  for (const [b, br] of balances) {
    const step: Step = {
      b0: Number.NaN,
      b,
      cost: br.cost,
      amount,
      link: 'free',
      amountEdits: [],
      balanceEdits: br.edits,
      balanceKeys: br.keys,
    };
    offer(layer, base + br.cost, step);
  }
  return layer;
}

/** What ending on balance `b` costs: the closing's reading of it, a break where the closing says otherwise. */
function closingCost(closing: Map<number, FigureReading>, printed: boolean, b: number): number {
  const r = closing.get(b);
  return r ? r.cost : printed ? BREAK_COST : 0;
}

interface Forward {
  readings: RowReadings[];
  opening: Layer;
  layers: Layer[];
}

function forward(chain: OcrChain): Forward {
  const readings = chain.rows.map((r) => rowReadings(r, chain));
  const opening = startLayer(balanceValues(chain.opening, chain.bareBalanceSign), 0);
  const layers: Layer[] = [];
  let prev = opening;
  let lost = 0;
  for (const row of readings) {
    const cheapestAmount = row.amounts.keys().next().value ?? null;
    const layer = prev.size > 0 ? nextLayer(prev, row) : startLayer(row.balances, lost, cheapestAmount);
    if (prev.size > 0) lost = (cheapest(prev)?.[1].cost ?? lost) + BREAK_COST;
    layers.push(layer);
    prev = layer;
  }
  return { readings, opening, layers };
}

/** For each layer, the cheapest cost of everything after it, from each of its balances to the closing. */
function backward(fw: Forward, closing: Map<number, FigureReading>, closingPrinted: boolean): Map<number, number>[] {
  const n = fw.layers.length;
  const after: Map<number, number>[] = new Array(n);
  const last = new Map<number, number>();
  for (const b of fw.layers[n - 1]?.keys() ?? []) last.set(b, closingCost(closing, closingPrinted, b));
  after[n - 1] = last;
  for (let i = n - 1; i > 0; i--) {
    const next = after[i] as Map<number, number>;
    const row = fw.readings[i] as RowReadings;
    let viaBreak = Number.POSITIVE_INFINITY;
    for (const step of breakSteps(Number.NaN, row))
      viaBreak = Math.min(viaBreak, step.cost + (next.get(step.b) ?? Infinity));
    const here = new Map<number, number>();
    for (const [b0, s0] of fw.layers[i - 1] as Layer) {
      let best = viaBreak;
      for (const step of chainSteps(b0, row, s0.step.balanceKeys))
        best = Math.min(best, step.cost + (next.get(step.b) ?? Infinity));
      here.set(b0, best);
    }
    after[i - 1] = here;
  }
  return after;
}

/** The chosen state of every row, walking back from the cheapest ending. */
function choosePath(fw: Forward, after: Map<number, number>[]): { states: (State | undefined)[]; cost: number } {
  const n = fw.layers.length;
  const states: (State | undefined)[] = new Array(n);
  let best: [number, number] | undefined;
  for (const [b, s] of fw.layers[n - 1] ?? []) {
    const total = s.cost + ((after[n - 1] as Map<number, number>).get(b) ?? 0);
    if (!best || total < best[1]) best = [b, total];
  }
  let b = best?.[0];
  for (let i = n - 1; i >= 0; i--) {
    const layer = fw.layers[i] as Layer;
    const state = b === undefined ? undefined : layer.get(b);
    states[i] = state ?? cheapest(layer)?.[1];
    const step = states[i]?.step;
    b = step && step.link !== 'free' ? step.b0 : cheapest((fw.layers[i - 1] ?? fw.opening) as Layer)?.[0];
  }
  return { states, cost: best?.[1] ?? 0 };
}

/** Whether another reading of row `i`, other amount or other balance, costs no more than the one chosen. */
function tied(fw: Forward, after: Map<number, number>[], i: number, chosen: State, total: number): boolean {
  const prev = (i === 0 ? fw.opening : fw.layers[i - 1]) as Layer;
  const next = after[i] as Map<number, number>;
  const row = fw.readings[i] as RowReadings;
  const other = (s: Step) => s.amount !== chosen.step.amount || s.b !== chosen.step.b;
  for (const [b0, s0] of prev) {
    for (const step of chainSteps(b0, row, s0.step.balanceKeys)) {
      if (other(step) && s0.cost + step.cost + (next.get(step.b) ?? Infinity) <= total) return true;
    }
  }
  const best = cheapest(prev);
  if (!best) return false;
  for (const step of breakSteps(best[0], row)) {
    if (other(step) && best[1].cost + step.cost + (next.get(step.b) ?? Infinity) <= total) return true;
  }
  return false;
}

function verdictOf(state: State | undefined, ambiguous: boolean): RowVerdict {
  if (!state || state.step.link !== 'chain' || ambiguous) return 'needs-review';
  return state.step.amountEdits.length > 0 || state.step.balanceEdits.length > 0 ? 'corrected' : 'verified';
}

/**
 * Edits that leave a figure no choice of value: its digits as read, the last two the cents (`1495382`, `7.81487`). A
 * reading so mended is as firm as one read whole; only a changed digit could have been another.
 */
const firm = (edits: readonly string[]): boolean => edits.every((e) => e === 'decimal point');

/** Its balance was read, so the row's link checks it alone: none printed, or none readable, leaves the link shared. */
const balanceHeld = (rows: readonly RepairedRow[], chain: OcrChain, i: number): boolean =>
  chain.rows[i]?.balance != null && rows[i]?.balanceEdits.includes('unreadable') === false;

/**
 * A break shows that a link does not hold, not which row since the last printed balance holds the misread: every
 * row back to that balance needs review.
 */
function spreadBreaks(rows: RepairedRow[], chain: OcrChain, breaks: number[]): void {
  for (const at of breaks) {
    if (at < rows.length) (rows[at] as RepairedRow).verdict = 'needs-review';
    for (let i = at - 1; i >= 0 && !balanceHeld(rows, chain, i); i--) (rows[i] as RepairedRow).verdict = 'needs-review';
  }
}

/**
 * A balance the repair changed is proven by its two links holding with the amounts as read: its own (from the printed
 * balance before it) and the next (to the next printed balance, or the closing as read). Where one of those amounts
 * was changed too, two edits that cancel out (`8→9` in a balance's thousands, `6→5` in the next amount's) would
 * reconcile as well as the truth: every row they touch needs review.
 */
function doubtLeanBalances(rows: RepairedRow[], states: (State | undefined)[], chain: OcrChain, closedAsRead: boolean) {
  const asRead = (k: number) => firm((rows[k] as RepairedRow).amountEdits) && states[k]?.step.link === 'chain';
  rows.forEach((row, i) => {
    if (firm(row.balanceEdits) || row.balanceEdits.includes('unreadable')) return;
    let from = i;
    while (from > 0 && !balanceHeld(rows, chain, from - 1)) from--;
    let to = i + 1;
    while (to < rows.length && !balanceHeld(rows, chain, to)) to++;
    const span = Array.from({ length: Math.min(to, rows.length - 1) - from + 1 }, (_, k) => from + k);
    const ok = span.every(asRead) && (to < rows.length || closedAsRead);
    if (!ok) for (const k of span) (rows[k] as RepairedRow).verdict = 'needs-review';
  });
}

/**
 * An amount the repair changed (a look-alike digit, its leading group or a digit lost) stands only between two
 * balances printed and held as read, each also held by its other link with the amount read as printed: a misread
 * balance (`288.32` for `6,288.32`, its own leading group lost) would explain it as well.
 */
function doubtUnheldAmounts(
  rows: RepairedRow[],
  states: (State | undefined)[],
  chain: OcrChain,
  closedAsRead: boolean,
) {
  const plain = (k: number) =>
    chain.rows[k]?.balance !== null &&
    states[k]?.step.link === 'chain' &&
    firm((rows[k] as RepairedRow).balanceEdits) &&
    firm((rows[k] as RepairedRow).amountEdits);
  rows.forEach((row, i) => {
    if (firm(row.amountEdits)) return;
    const before = i === 0 ? states[0]?.step.link !== 'free' : plain(i - 1);
    const after = i === rows.length - 1 ? closedAsRead : plain(i + 1);
    if (!before || !after || !firm(row.balanceEdits)) row.verdict = 'needs-review';
  });
}

/**
 * Rows that print no balance share one link with the next row that does: the chain checks only their sum. An amount
 * changed there might as well have been its neighbour's, so none of them is taken as corrected.
 */
function doubtSharedLinks(rows: RepairedRow[], chain: OcrChain): void {
  let from = 0;
  rows.forEach((_, i) => {
    if (!balanceHeld(rows, chain, i) && i < rows.length - 1) return;
    const run = rows.slice(from, i + 1);
    from = i + 1;
    if (run.length < 2 || run.every((x) => firm(x.amountEdits))) return;
    for (const x of run) Object.assign(x, { verdict: 'needs-review', ambiguous: true });
  });
}

/** The fewest-edit reading of the whole chain, and a verdict on every row. */
export function repairChain(chain: OcrChain): ChainRepair {
  if (chain.rows.length === 0) return { rows: [], opening: null, closing: null, breaks: [], cost: 0 };
  const fw = forward(chain);
  const closing = balanceValues(chain.closing, chain.bareBalanceSign);
  const closingPrinted = closing.size > 0;
  const after = backward(fw, closing, closingPrinted);
  const { states, cost } = choosePath(fw, after);
  const breaks: number[] = [];
  const rows = states.map((state, i): RepairedRow => {
    if (state?.step.link === 'break') breaks.push(i);
    const ambiguous = state !== undefined && tied(fw, after, i, state, cost);
    return {
      amount: state?.step.amount ?? null,
      balance: state ? state.step.b : null,
      verdict: verdictOf(state, ambiguous),
      ...(ambiguous ? { ambiguous: true as const } : {}),
      amountEdits: state?.step.amountEdits ?? [],
      balanceEdits: state?.step.balanceEdits ?? [],
    };
  });
  const end = rows.at(-1)?.balance ?? null;
  const closed = closingPrinted && end !== null && closing.has(end);
  if (closingPrinted && !closed) breaks.push(rows.length);
  spreadBreaks(rows, chain, breaks);
  doubtSharedLinks(rows, chain);
  const closedAsRead = closed && closing.get(end as number)?.cost === 0;
  doubtLeanBalances(rows, states, chain, closedAsRead);
  doubtUnheldAmounts(rows, states, chain, closedAsRead);
  const first = states[0]?.step;
  const opening = first && first.link !== 'free' ? first.b0 : null;
  return { rows, opening, closing: end !== null && closing.has(end) ? end : null, breaks, cost };
}
