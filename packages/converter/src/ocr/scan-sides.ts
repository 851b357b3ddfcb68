/**
 * What a scan's print says of its signs, beside the figures OCR read: the side of zero a bare balance stands on,
 * whether money in and out share one column, and whether a balance next to a row states its side.
 */
import { isCardStatement } from '../card';
import { medianOf } from '../parse/sorted-numbers';
import type { Statement, Transaction } from '../types';
import { signMarked } from './ocr-figures';
import { figureCell, type RowTexts } from './scan-texts';

/**
 * What a balance printed without a mark means, by the print: the opposite of the only mark the statement uses (FNB
 * marks credit balances `Cr`, so bare is overdrawn); with no marks at all, in credit on a bank account and owed on a
 * card. Never the reading's own signs alone: a scan read through the wrong columns turns every sign round and still
 * reconciles, and only the print can say it did.
 */
export function bareBalanceSign(s: Statement, texts: readonly RowTexts[]): 1 | -1 {
  const printed = texts.flatMap((t) => (t.balance === null ? [] : [t.balance]));
  const credit = printed.some((b) => /(?:cr|kt)\.?$/i.test(b));
  const debit = printed.some((b) => /[-(]|(?:dr|dt)\.?$/i.test(b));
  if (credit !== debit) return credit ? -1 : 1;
  if (!credit) return isCardStatement(s) ? -1 : 1;
  // Both marks printed: the few bare balances are the reading's.
  let vote = 0;
  s.transactions.forEach((t, i) => {
    const b = texts[i]?.balance;
    if (t.balance !== null && b && !/[-()]|cr|dr|kt|dt/i.test(b)) vote += Math.sign(t.balance);
  });
  return vote < 0 ? -1 : 1;
}

/** Columns of money in and out further apart than this (pt) are two columns, not one. */
const SAME_COLUMN_PT = 12;

/** The right edge of the row's amount where its line prints it. */
const amountEdge = (own: RowTexts): number | undefined => figureCell(own.line, own.amount)?.x1;

/**
 * Whether money in and out print bare in one column (Nedbank's debits and credits share theirs): their amounts end at
 * the same place, so no column says which a row is, and the balances alone give it its side.
 */
export function sharedAmountColumn(tx: readonly Transaction[], texts: readonly RowTexts[]): boolean {
  const edges: Record<'in' | 'out', number[]> = { in: [], out: [] };
  tx.forEach((t, i) => {
    const own = texts[i];
    if (!own?.amount || !t.amount || signMarked(own.amount) !== 0) return;
    const x = amountEdge(own);
    if (x !== undefined) edges[t.amount > 0 ? 'in' : 'out'].push(x);
  });
  if (edges.in.length < 2 || edges.out.length < 2) return false;
  return Math.abs((medianOf(edges.in) as number) - (medianOf(edges.out) as number)) < SAME_COLUMN_PT;
}

/**
 * Whether a balance printed next to row `i` (before or after it) states its side of zero (`13,247.12-`, `Cr`): the
 * chain is then held to the print, and its mirror image no longer reconciles as well.
 */
export function signAnchored(texts: readonly RowTexts[], i: number): boolean {
  const marked = (k: number) => signMarked(texts[k]?.balance ?? '') !== 0;
  let [b, a] = [i - 1, i + 1];
  while (b >= 0 && texts[b]?.balance == null) b--;
  while (a < texts.length && texts[a]?.balance == null) a++;
  return marked(b) || marked(a);
}
