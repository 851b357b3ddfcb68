import type { ChainReading, Posting } from './chain';
import { FEE_LIKE } from './chain-figures';
import type { ClassifiedCell } from './layout/classify-line';
import type { ParsedAmount } from './parse/amount';
import { placesTotal } from './printed-totals';
import { bareSign } from './sign-plans';
import type { BalanceBreak, Transaction } from './types';

// With no opening balance printed, the chain starts at the first row's balance: nothing before it confirms whether
// that row moved the balance, or which way. The rest of the document may (printed totals, the column's notation);
// when nothing does, the statement says so.

export interface PrintedTotals {
  credits: number | null;
  debits: number | null;
  /** Debits printed in groups of their own, cents (see printed-totals). */
  debitGroups?: number[];
}

const sumCents = (tx: Transaction[], sign: 1 | -1): number =>
  tx.reduce((s, t) => s + Math.max(0, sign * Math.round((t.amount ?? 0) * 100)), 0);

/** Every printed total of money in and out agrees with the rows; false when none is printed. */
function totalsAgree(tx: Transaction[], totals: PrintedTotals): boolean {
  const credits = totals.credits === null || placesTotal(sumCents(tx, 1), totals.credits);
  const debits = totals.debits === null || placesTotal(sumCents(tx, -1), totals.debits, totals.debitGroups);
  return (totals.credits !== null || totals.debits !== null) && credits && debits;
}

/**
 * Whether the first posting's sign is the statement's word rather than the chain's guess: every figure on it is
 * marked, or bare in a column whose other bare figures all took that sign (in a column of bare figures only, its
 * label or notation says). A column whose bare figures the chain read both ways leaves it to the balance before the
 * row, and there is none.
 */
export function firstSignKnown(c: ChainReading): boolean {
  const [first, ...rest] = c.postings;
  if (!first?.amount) return true;
  const sign = Math.sign(first.amount);
  // Fee and charge columns are left out: a fee is a debit by its label, and one that does not move the balance has no
  // sign to confirm.
  const counted = (r: Posting): ClassifiedCell[] =>
    r.row.figures.filter((g) => !FEE_LIKE.has(g.role) && g.amount && g.amount.cents > 0);
  return counted(first).every((f) => {
    const a = f.amount as ParsedAmount;
    if (a.sign !== 0) return true;
    const signs = new Set<number>();
    const column: ParsedAmount[] = [];
    for (const q of rest) {
      const own = counted(q);
      for (const g of own) if (g.col === f.col) column.push(g.amount as ParsedAmount);
      const g = own[0];
      if (own.length === 1 && g?.col === f.col && g.amount?.sign === 0 && q.amount) signs.add(Math.sign(q.amount));
    }
    if (signs.size > 0) return signs.size === 1 && signs.has(sign);
    return f.role === 'debit' || f.role === 'credit' || bareSign(column) !== null;
  });
}

export interface FirstRow {
  tx: Transaction[];
  opening: number | null;
  /** The first row, when its sign stays a guess. */
  unconfirmed: BalanceBreak | null;
}

/**
 * Settles the first row of a chain that starts without an opening balance. Printed totals choose between the row as
 * read, its mirror image, and a notice (a declined collection whose balance stands): the one reading they agree with.
 * With no totals to say, a sign the notation does not give is named as unconfirmed.
 */
export function settleFirstRow(
  tx: Transaction[],
  opening: number | null,
  totals: PrintedTotals,
  chain: ChainReading,
): FirstRow {
  const first = tx[0];
  const second = tx[1];
  const own = (t: Transaction | undefined): boolean =>
    t !== undefined && first !== undefined && t.page === first.page && t.row === first.row;
  if (
    !chain.openingDerived ||
    !first ||
    first.amount === null ||
    first.amount === 0 ||
    first.balance === null ||
    own(second)
  ) {
    return { tx, opening, unconfirmed: null };
  }
  const round = (n: number): number => Math.round(n * 100) / 100;
  if (!totalsAgree(tx, totals)) {
    const mirror = { ...first, amount: -first.amount };
    const readings = [
      { tx: [mirror, ...tx.slice(1)], opening: round(first.balance + first.amount) },
      { tx: tx.slice(1), opening: first.balance },
    ].filter((r) => r.tx.length > 0 && totalsAgree(r.tx, totals));
    if (readings.length === 1) return { ...(readings[0] as { tx: Transaction[]; opening: number }), unconfirmed: null };
  } else return { tx, opening, unconfirmed: null };
  if (firstSignKnown(chain)) return { tx, opening, unconfirmed: null };
  const unconfirmed: BalanceBreak = {
    index: 0,
    page: first.page,
    row: first.row,
    date: first.date,
    kind: 'unconfirmed-sign',
    expected: first.amount,
    actual: first.balance,
  };
  return { tx, opening, unconfirmed };
}
