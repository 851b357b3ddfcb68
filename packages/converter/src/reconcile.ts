import type { BalanceBreak, BalanceCheck, DataQuality, Transaction } from './types';

export interface Totals {
  credits: number | null;
  debits: number | null;
}

const cents = (n: number): number => Math.round(n * 100);

/** Checks opening + sum = closing, each row's running balance, and printed totals. */
export function reconcile(tx: Transaction[], opening: number | null, closing: number | null, totals: Totals): { check: BalanceCheck; breaks: BalanceBreak[] } {
  const breaks: BalanceBreak[] = [];
  let checks = 0;
  let run = opening === null ? null : cents(opening);
  tx.forEach((t, index) => {
    const amt = t.amount === null ? null : cents(t.amount);
    const expected = run === null || amt === null ? null : run + amt;
    if (t.balance !== null) {
      const actual = cents(t.balance);
      if (expected !== null) {
        checks++;
        if (expected !== actual) breaks.push({ index, page: t.page, row: t.row, kind: 'row-balance', expected: expected / 100, actual: t.balance });
      }
      run = actual;
    } else run = expected;
  });
  const sum = tx.reduce((s, t) => s + cents(t.amount ?? 0), 0);
  if (opening !== null && closing !== null) {
    checks++;
    const expected = cents(opening) + sum;
    if (expected !== cents(closing)) breaks.push({ index: -1, page: null, row: null, kind: 'closing-balance', expected: expected / 100, actual: closing });
  }
  const credit = tx.reduce((s, t) => s + Math.max(0, cents(t.amount ?? 0)), 0);
  const debit = tx.reduce((s, t) => s - Math.min(0, cents(t.amount ?? 0)), 0);
  for (const [kind, printed, got] of [['total-credits', totals.credits, credit], ['total-debits', totals.debits, debit]] as const) {
    if (printed === null) continue;
    checks++;
    if (cents(Math.abs(printed)) !== got) breaks.push({ index: -1, page: null, row: null, kind, expected: got / 100, actual: Math.abs(printed) });
  }
  const check: BalanceCheck = checks === 0 ? 'unavailable' : breaks.length === 0 ? 'passed' : 'failed';
  return { check, breaks };
}

export function dataQuality(tx: Transaction[], check: BalanceCheck, breaks: BalanceBreak[]): DataQuality {
  const unknownDates = tx.filter((t) => t.date === null).length;
  const unknownDescriptions = tx.filter((t) => t.description.trim() === '').length;
  const unknownAmounts = tx.filter((t) => t.amount === null).length;
  const flagged = new Set(breaks.filter((b) => b.index >= 0).map((b) => b.index));
  tx.forEach((t, i) => {
    if (t.date === null || t.amount === null || t.description.trim() === '') flagged.add(i);
  });
  const total = tx.length;
  const qualityScore = total === 0 ? 0 : Math.floor(((total - flagged.size) / total) * 100);
  const isComplete = total > 0 && flagged.size === 0 && check !== 'failed';
  return { isComplete, qualityScore: isComplete ? 100 : Math.min(qualityScore, check === 'failed' ? 99 : 100), unknownDates, unknownDescriptions, unknownAmounts, totalTransactions: total, balanceCheck: check, breaks };
}
