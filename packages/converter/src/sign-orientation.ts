import type { LayoutProfile } from './banks/profile';
import type { ChainInput, ChainReading } from './chain';
import type { ParsedAmount } from './parse/amount';
import type { RawRow } from './layout/table';
import type { BalanceBreak, Transaction } from './types';
import {
  labelContradictions,
  labelVotes,
  markVotes,
  mirrorLines,
  mirrorReading,
  verdict,
  wordVotes,
  type Votes,
} from './sign-evidence';

// Which way round a chain goes when its balances cannot say: the sign marks of the amounts, then the columns they
// were printed in, then the descriptions. On a card statement the convention is the holder's side (purchases,
// fees and interest negative, payments and refunds positive, opening and closing minus what is owed), so a
// purchase must increase what is owed whatever side the card prints from.

export interface Orientation {
  reading: ChainReading;
  /** Nothing on the statement says which way round its amounts go: the reading is the chain's assumption. */
  unconfirmed: boolean;
  /** Rows whose amount, as read, has the sign their column's label denies (Money Out read as money in). */
  againstLabel: RawRow[];
}

/**
 * Whether a balance figure states its side of zero whatever the printer's point of view: on a bank account any
 * mark does; a card statement may print what is owed with a minus or bare, so only `Cr` and `Dr` do there.
 */
const decisive = (a: ParsedAmount | null, card: boolean): boolean =>
  a !== null && a.sign !== 0 && (!card || a.mark === 'cr' || a.mark === 'dr');

/** The chain and its mirror image reconcile alike: no balance figure it went by states its side of zero. */
function mirrorable(input: ChainInput, c: ChainReading, card: boolean): boolean {
  if (c.postings.every((p) => !p.amount)) return false;
  const lines = [input.opening, input.closing];
  const balances = input.rows.filter((r) => r.kind !== 'posting' || r.balance).map((r) => r.balance);
  if ([...lines, ...balances].some((a) => decisive(a, card))) return false;
  // Something to turn round: a running balance, or (a card) an opening or closing line.
  return balances.some((a) => a !== null) || (card && lines.some((a) => a !== null));
}

/** On a card, `Cr` and `Dr` beside an amount are the account's own words; a minus may be the bank's side. */
const wordMarks = (c: ChainReading): Votes => {
  const only = {
    ...c,
    postings: c.postings.filter((p) =>
      p.row.figures.every((f) => !f.amount || f.amount.sign === 0 || f.amount.mark === 'cr' || f.amount.mark === 'dr'),
    ),
  };
  return markVotes(only);
};

/** A card's opening and closing printed bare are what is owed: minus on the holder's side. */
function owedLines(input: ChainInput, c: ChainReading): Votes {
  const v = { agree: 0, against: 0 };
  for (const [a, value] of [
    [input.opening, c.opening],
    [input.closing, c.closing],
  ] as const) {
    if (!a || a.sign !== 0 || !value) continue;
    if (value < 0) v.agree++;
    else v.against++;
  }
  return v;
}

/** A deposit product is never overdrawn: its balances, all on one side of zero, say which way round they go. */
function inCreditVotes(c: ChainReading, p: LayoutProfile): Votes {
  if (!p.deposit) return { agree: 0, against: 0 };
  const balances = [c.opening, c.closing, ...c.postings.map((q) => q.balance)].filter((b): b is number => !!b);
  if (balances.length === 0) return { agree: 0, against: 0 };
  if (balances.every((b) => b > 0)) return { agree: 1, against: 0 };
  return balances.every((b) => b < 0) ? { agree: 0, against: 1 } : { agree: 0, against: 0 };
}

/** Turns the chosen reading round when the evidence says it goes the other way; flags it when nothing says. */
export function orientReading(input: ChainInput, c: ChainReading, p: LayoutProfile, bothShown = false): Orientation {
  const o = orient(input, c, p, bothShown);
  // Whichever way round the chain goes, a row read against its column's label is named, never passed as reconciled.
  return { ...o, againstLabel: labelContradictions(o.reading).map((q) => q.row) };
}

function orient(
  input: ChainInput,
  c: ChainReading,
  p: LayoutProfile,
  bothShown: boolean,
): Omit<Orientation, 'againstLabel'> {
  const card = p.card === true;
  if (!mirrorable(input, c, card)) return { reading: c, unconfirmed: false };
  if (card && c.links + c.repaired === 0) return orientApart(input, c, bothShown);
  // Each with the fewest rows it needs to decide: one word in one description is too easily misread, unless the
  // statement has only that one row to say anything.
  const words = Math.min(2, c.postings.filter((q) => q.amount).length);
  const evidence: [() => Votes, number][] = card
    ? [
        [() => wordMarks(c), 1],
        // What is owed, printed bare on the opening and closing lines, before words a merchant's name may not hold.
        [() => owedLines(input, c), 1],
        [() => wordVotes(c), words],
      ]
    : [
        [() => markVotes(c), 1],
        [() => labelVotes(c, bothShown), 1],
        // The product's own nature before words a description may hold (`Contribution - debit order`).
        [() => inCreditVotes(c, p), 1],
        [() => wordVotes(c), words],
      ];
  const say = firstSay(evidence);
  return { reading: say === -1 ? mirrorReading(c) : c, unconfirmed: say === 0 };
}

/** What the first evidence that votes says: 1 as read, -1 the other way round, 0 when nothing decides. */
function firstSay(evidence: [() => Votes, number][]): 1 | -1 | 0 {
  for (const [votes, min] of evidence) {
    const v = votes();
    const say = verdict(v, min);
    if (say !== 0) return say;
    // Votes both ways with no clear majority: later evidence may not overrule this.
    if (v.agree + v.against > 0) break;
  }
  return 0;
}

/**
 * A card whose opening and closing no row links to (no running balance, no previous balance read): what is owed,
 * printed bare, says which way round those lines go and nothing of the rows. The rows go by their own marks, the
 * labels of their columns (a card's Debit is a purchase from either side) and their words.
 */
function orientApart(input: ChainInput, c: ChainReading, bothShown: boolean): Omit<Orientation, 'againstLabel'> {
  const lines = verdict(owedLines(input, c), 1) === -1 ? mirrorLines(c) : c;
  const words = Math.min(2, c.postings.filter((q) => q.amount).length);
  const evidence: [() => Votes, number][] = [
    [() => wordMarks(c), 1],
    [() => labelVotes(c, bothShown), 1],
    [() => wordVotes(c), words],
  ];
  const say = firstSay(evidence);
  return { reading: say === -1 ? mirrorLines(mirrorReading(lines)) : lines, unconfirmed: say === 0 };
}

/** Each row read against its column's label, as a break on its row: the user says which is right. */
export function againstLabelBreaks(tx: Transaction[], rows: RawRow[]): BalanceBreak[] {
  return rows.flatMap((r) => {
    const index = tx.findIndex((t) => t.page === r.page && t.row === r.row);
    const t = tx[index];
    return t && t.amount !== null
      ? [
          {
            index,
            page: t.page,
            row: t.row,
            date: t.date,
            kind: 'sign-against-label' as const,
            expected: t.amount,
            actual: t.balance ?? 0,
          },
        ]
      : [];
  });
}
