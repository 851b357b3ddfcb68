import { checkRows, type ReviewTransaction, type YearSource } from '@bankcsv/domain';
import { dataQuality } from './reconcile';
import type { BalanceBreak, Statement, Transaction } from './types';

/** A statement as kept for review: every row, the ones the user left out flagged `excluded`. */
export type ReviewStatement = Omit<Statement, 'transactions' | 'dataQuality'> & { transactions: ReviewTransaction[] };

/**
 * The statement the exports are made from after a review: the included rows only, checked again
 * against the printed opening, running and closing balances. Added rows carry page and row 0.
 */
export function restate(s: ReviewStatement, year?: { source: YearSource; year: number | null }): Statement {
  const included = s.transactions.filter((t) => !t.excluded);
  const transactions: Transaction[] = included.map((t) => ({
    date: t.date,
    description: t.description,
    amount: t.amount,
    balance: t.balance,
    ...(t.reference ? { reference: t.reference } : {}),
    ...(t.descriptionAsImage ? { descriptionAsImage: true as const } : {}),
    page: t.page ?? 0,
    row: t.row ?? 0,
  }));
  const checked = checkRows(included, s.openingBalance, s.closingBalance);
  const rowBreaks: BalanceBreak[] = checked.breaks.map(({ date: _date, ...b }) => b);
  // What the conversion assumed and the user has not looked at yet stays named: the balances agree by construction.
  included.forEach((t, index) => {
    if (t.assumed && t.amount !== null && t.balance !== null) rowBreaks.push({ index, page: t.page, row: t.row, kind: t.assumed, expected: t.amount, actual: t.balance });
  });
  const check = rowBreaks.length > checked.breaks.length ? 'failed' : checked.check;
  return {
    ...s,
    transactions,
    dataQuality: dataQuality(transactions, check, rowBreaks),
    yearSource: year?.source ?? s.yearSource,
    year: year ? year.year : s.year,
  };
}
