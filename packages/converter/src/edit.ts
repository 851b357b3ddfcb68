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
    page: t.page ?? 0,
    row: t.row ?? 0,
  }));
  const { check, breaks } = checkRows(included, s.openingBalance, s.closingBalance);
  const rowBreaks: BalanceBreak[] = breaks.map(({ date: _date, ...b }) => b);
  return {
    ...s,
    transactions,
    dataQuality: dataQuality(transactions, check, rowBreaks),
    yearSource: year?.source ?? s.yearSource,
    year: year ? year.year : s.year,
  };
}
