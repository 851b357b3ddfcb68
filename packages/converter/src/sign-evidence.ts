import type { ChainReading, Posting } from './chain';
import { FEE_LIKE } from './chain-figures';

// A chain whose every balance prints without a sign reconciles as read and as its mirror image (every amount and
// balance negated): the chain cannot tell an overdrawn account from one in credit, nor a card statement from the
// holder's side from one from the bank's. What can: the sign marks of the figures, the column a figure was printed
// in (Money Out, Debit, Dr, Dt…), and what the rows say they are (a salary against a purchase).

/** Votes for the reading as it stands: rows the evidence agrees with, rows it contradicts. */
export interface Votes {
  agree: number;
  against: number;
}

const tally = (postings: Posting[], vote: (p: Posting, sign: number) => number): Votes => {
  const v = { agree: 0, against: 0 };
  for (const p of postings) {
    if (!p.amount) continue;
    const s = vote(p, Math.sign(p.amount));
    if (s > 0) v.agree++;
    else if (s < 0) v.against++;
  }
  return v;
};

/** The figures that make a row's amount: fee-like columns left out (whether they move is the plan's choice). */
const mainFigures = (p: Posting) =>
  p.row.figures.filter((f) => !FEE_LIKE.has(f.role) && f.amount && f.amount.cents > 0);

/** A figure's own sign mark (`-`, brackets, `Dr`, `Cr`) against the amount's sign. */
export function markVotes(c: ChainReading): Votes {
  return tally(c.postings, (p, sign) => {
    const marked = mainFigures(p).filter((f) => f.amount?.sign !== 0);
    const [f] = marked;
    if (!f || marked.length !== 1 || mainFigures(p).length !== 1) return 0;
    // In a debit column read as holding reversals, any mark says money back.
    const stated = c.plan.reversals?.has(f.col) ? 1 : (f.amount?.sign as number);
    return stated === sign ? 1 : -1;
  });
}

/**
 * The column a figure was printed in: one labelled money out (debit) or money in (credit) says its sign, unless the
 * chain found both signs in it or nothing is printed under the other label (money in and out collapsed into one
 * column under either label) while `bothShown` does not say another account of the statement printed under both.
 */
export function labelVotes(c: ChainReading, bothShown = false): Votes {
  const vote = labelVote(c, true, bothShown);
  return vote ? tally(c.postings, vote) : { agree: 0, against: 0 };
}

/** Whether the rows print figures under both labels, money out and money in: the columns did not collapse. */
export function showsBothLabels(c: ChainReading): boolean {
  const roles = new Set(c.postings.flatMap((p) => mainFigures(p).map((f) => f.role)));
  return roles.has('debit') && roles.has('credit');
}

/**
 * How a posting's column label votes on its sign (1 agrees, -1 contradicts, 0 says nothing); null when labels say
 * nothing. `skipMixed`: a column printing marked and bare figures says nothing (its notation reads a bare one).
 */
function labelVote(
  c: ChainReading,
  skipMixed: boolean,
  bothShown = false,
): ((p: Posting, sign: number) => number) | null {
  // Figures under one of the two labels only: the columns may have collapsed into one (both labels over it), unless
  // another account of the same statement, under the same labels, printed figures under both.
  if (!bothShown && !showsBothLabels(c)) return null;
  return (p, sign) => {
    const own = mainFigures(p);
    const f = own[0];
    if (own.length !== 1 || !f || f.amount?.sign !== 0 || (skipMixed && c.plan.mixed?.has(f.col))) return 0;
    if (f.role === 'debit') return sign < 0 ? 1 : -1;
    if (f.role === 'credit') return sign > 0 ? 1 : -1;
    return 0;
  };
}

/**
 * Postings whose amount, as the chain reads it, has the sign its column's label denies: a bare figure under Money Out
 * (Debit, Dt) read as money in, or under Money In read as money out. The balances may prove the amount; the statement
 * still says otherwise on that row, so it is never called reconciled unnamed.
 */
export function labelContradictions(c: ChainReading): Posting[] {
  // A bare figure the column's notation reads against its label (a credit among a Debit column's minus figures) is
  // one too: the label still says otherwise.
  const vote = labelVote(c, false);
  if (!vote) return [];
  // A fee printed beside the figure moves the row's amount too: only a row of one figure is its figure's sign.
  const alone = (p: Posting): boolean =>
    p.row.figures.every((f) => !FEE_LIKE.has(f.role) || !f.amount || f.amount.cents === 0);
  return c.postings.filter((p) => p.amount !== null && p.amount !== 0 && alone(p) && vote(p, Math.sign(p.amount)) < 0);
}

/** Whole words from alternations given in parts, so each list reads in lines of the source. */
const wordsPattern = (...parts: string[]): RegExp => new RegExp(String.raw`\b(?:${parts.join('|')})\b`, 'i');

// What a row says it is. Money in: pay, deposits, refunds, interest earned, transfers and payments received.
const MONEY_IN = wordsPattern(
  'salary|salaris|wages?|deposit|refund|reversal|interest (?:received|earned)|rente ontvang|received',
  'credit transfer|payment received|transfer from|cr from|cashback|inbetaling',
);
// Money out: purchases, fees and charges, debit orders, withdrawals, interest charged, payments made.
const MONEY_OUT = wordsPattern(
  'purchases?|pos|aankoop|fees?|fooi|charges?|debit order|debiet order|withdrawal|atm|cash advance',
  'interest charged|finance charge|rente gehef|payment to|levy|airtime|subscription',
);

/** What the descriptions say against the amounts: a purchase or a fee is money out, a salary or refund money in. */
export function wordVotes(c: ChainReading): Votes {
  return tally(c.postings, (p, sign) => {
    const text = p.row.desc.join(' ');
    const into = MONEY_IN.test(text);
    const out = MONEY_OUT.test(text);
    if (into === out) return 0;
    return (into ? 1 : -1) === sign ? 1 : -1;
  });
}

/**
 * Which way the votes go: 1 for the reading as it stands, -1 for its mirror, 0 when they do not decide (too few,
 * or no clear majority: a few misread words must not turn a statement round).
 */
export function verdict(v: Votes, min = 1): 1 | -1 | 0 {
  const n = v.agree + v.against;
  if (n < min) return 0;
  if (v.agree >= 0.8 * n) return 1;
  if (v.against >= 0.8 * n) return -1;
  return 0;
}

const neg = (n: number | null): number | null => (n === null || n === 0 ? n : -n);

/** The reading with its opening and closing turned round, its rows as they are. */
export const mirrorLines = (c: ChainReading): ChainReading => ({
  ...c,
  opening: neg(c.opening),
  closing: neg(c.closing),
});

/** The reading with every amount and balance negated: it reconciles exactly when the reading does. */
export function mirrorReading(c: ChainReading): ChainReading {
  return {
    ...c,
    postings: c.postings.map((p) => ({
      ...p,
      amount: neg(p.amount),
      fee: neg(p.fee) as number,
      balance: neg(p.balance),
    })),
    checkpointBreaks: c.checkpointBreaks.map((k) => ({ ...k, expected: -k.expected, actual: -k.actual })),
    opening: neg(c.opening),
    closing: neg(c.closing),
  };
}
