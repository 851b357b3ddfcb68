import { placesTotal } from './printed-totals';
import type { BalanceBreak, BalanceCheck, DataQuality, Transaction } from './types';

export interface Totals {
  credits: number | null;
  debits: number | null;
  /** Debits the summary prints in groups of their own (bank charges), cents: inside the debits total or beside it. */
  debitGroups?: number[];
  /** The opening and closing were printed, not worked out: with every link holding, the chain proves every amount. */
  endsPrinted?: boolean;
}

const cents = (n: number): number => Math.round(n * 100);

/** The balance after `from` rows, if the next row with a balance goes on from `start`. */
function continuesFrom(tx: Transaction[], from: number, start: number): boolean {
  let run = start;
  for (let k = from; k < tx.length; k++) {
    const t = tx[k] as Transaction;
    if (t.amount === null) return false;
    run += cents(t.amount);
    if (t.balance !== null) return run === cents(t.balance);
  }
  return false;
}

/** Each row's running balance; pushes a break per misprinted balance and answers the balances checked. */
function checkRowBalances(tx: Transaction[], opening: number | null, breaks: BalanceBreak[]): number {
  let checks = 0;
  let run = opening === null ? null : cents(opening);
  tx.forEach((t, index) => {
    const amt = t.amount === null ? null : cents(t.amount);
    const expected = run === null || amt === null ? null : run + amt;
    if (t.balance !== null) {
      const actual = cents(t.balance);
      if (expected !== null) {
        checks++;
        if (expected !== actual) {
          breaks.push({
            index,
            page: t.page,
            row: t.row,
            date: t.date,
            kind: 'row-balance',
            expected: expected / 100,
            actual: t.balance,
          });
          run = continuesFrom(tx, index + 1, expected) ? expected : actual;
          return;
        }
      }
      run = actual;
    } else run = expected;
  });
  return checks;
}

/** Opening + sum = closing, when both are known; answers the checks made (0 or 1). */
function checkClosing(tx: Transaction[], opening: number | null, closing: number | null, breaks: BalanceBreak[]) {
  if (opening === null || closing === null) return 0;
  const expected = cents(opening) + tx.reduce((s, t) => s + cents(t.amount ?? 0), 0);
  if (expected !== cents(closing))
    breaks.push({
      index: -1,
      page: null,
      row: null,
      date: null,
      kind: 'closing-balance',
      expected: expected / 100,
      actual: closing,
    });
  return 1;
}

/** The printed money-in and money-out totals against the rows'; answers the checks made. */
function checkTotals(tx: Transaction[], totals: Totals, breaks: BalanceBreak[]): number {
  let checks = 0;
  const credit = tx.reduce((s, t) => s + Math.max(0, cents(t.amount ?? 0)), 0);
  const debit = tx.reduce((s, t) => s - Math.min(0, cents(t.amount ?? 0)), 0);
  // Every amount proven by the chain between a printed opening and closing: a total the rows do not add up to is
  // one this reading cannot place (it counts something else), not a wrong row.
  const proven =
    totals.endsPrinted === true && breaks.length === 0 && tx.every((t) => t.balance !== null || t.amount !== null);
  for (const [kind, printed, groups, got] of [
    ['total-credits', totals.credits, [], credit],
    ['total-debits', totals.debits, totals.debitGroups ?? [], debit],
  ] as const) {
    if (printed === null && groups.length === 0) continue;
    if (placesTotal(got, printed, groups)) {
      checks++;
      continue;
    }
    if (printed === null || proven) continue;
    checks++;
    breaks.push({ index: -1, page: null, row: null, date: null, kind, expected: got / 100, actual: Math.abs(printed) });
  }
  return checks;
}

/**
 * Checks opening + sum = closing, each row's running balance, balance lines inside the table and a first row whose
 * sign nothing confirms (`checkpoints`, already found by the chain) and printed totals. One misprinted balance is one
 * break: the chain goes on from the balance the row should have had when the next row does.
 */
export function reconcile(
  tx: Transaction[],
  opening: number | null,
  closing: number | null,
  totals: Totals,
  checkpoints: BalanceBreak[] = [],
): { check: BalanceCheck; breaks: BalanceBreak[] } {
  const breaks: BalanceBreak[] = [...checkpoints];
  let checks = checkpoints.length;
  checks += checkRowBalances(tx, opening, breaks);
  checks += checkClosing(tx, opening, closing, breaks);
  checks += checkTotals(tx, totals, breaks);
  const check: BalanceCheck = checks === 0 ? 'unavailable' : breaks.length === 0 ? 'passed' : 'failed';
  return { check, breaks };
}

/** `pending`: rows printed after the statement's end as not yet processed, left out and counted for the user. */
export function dataQuality(tx: Transaction[], check: BalanceCheck, breaks: BalanceBreak[], pending = 0): DataQuality {
  const unknownDates = tx.filter((t) => t.date === null).length;
  const unknownDescriptions = tx.filter((t) => t.description.trim() === '' || t.descriptionAsImage).length;
  const unknownAmounts = tx.filter((t) => t.amount === null).length;
  const flagged = new Set(breaks.filter((b) => b.index >= 0).map((b) => b.index));
  tx.forEach((t, i) => {
    if (t.date === null || t.amount === null || t.description.trim() === '' || t.descriptionAsImage) flagged.add(i);
  });
  const total = tx.length;
  const qualityScore = total === 0 ? 0 : Math.floor(((total - flagged.size) / total) * 100);
  const isComplete = total > 0 && flagged.size === 0 && check !== 'failed';
  return {
    isComplete,
    qualityScore: isComplete ? 100 : Math.min(qualityScore, check === 'failed' ? 99 : 100),
    unknownDates,
    unknownDescriptions,
    unknownAmounts,
    totalTransactions: total,
    balanceCheck: check,
    breaks,
    ...(pending > 0 ? { pendingLeftOut: pending } : {}),
  };
}
