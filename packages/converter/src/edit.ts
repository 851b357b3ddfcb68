import { checkSections, standingUnread, type ReviewTransaction, type YearSource } from '@bankcsv/domain';
import { dataQuality } from './reconcile';
import type { AccountSection, BalanceBreak, DataQuality, Statement, Transaction } from './types';

/**
 * A statement as kept for review: every row, the ones the user left out flagged `excluded`. The extraction keeps the
 * converter's own quality: what it could not read (lines, figures, sections) is named again after every save.
 */
export type ReviewStatement = Omit<Statement, 'transactions' | 'dataQuality'> & {
  transactions: ReviewTransaction[];
  dataQuality?: Pick<DataQuality, 'breaks'>;
};

/**
 * The statement the exports are made from after a review: the included rows only, checked again against the printed
 * opening, running and closing balances, account by account on a statement of several. Added rows carry page and
 * row 0, and the account of the row above them.
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
    ...(t.descriptionFromImage ? { descriptionFromImage: true as const } : {}),
    page: t.page ?? 0,
    row: t.row ?? 0,
    ...(t.section !== undefined ? { section: t.section } : {}),
  }));
  // The statement's own opening is the first account's (a saved review may have moved it with a guessed sign).
  const sections = s.sections?.map((a, k) => (k === 0 ? { ...a, openingBalance: s.openingBalance } : a));
  const checked = checkSections(included, s.openingBalance, s.closingBalance, sections);
  const rowBreaks: BalanceBreak[] = checked.breaks.map(({ date: _date, ...b }) => b);
  // What the conversion assumed and the user has not looked at yet stays named: the balances agree by construction.
  included.forEach((t, index) => {
    if (t.assumed && t.amount !== null && t.balance !== null)
      rowBreaks.push({ index, page: t.page, row: t.row, kind: t.assumed, expected: t.amount, actual: t.balance });
  });
  // Nor does any edit of the rows read explain a line no row was read from.
  rowBreaks.push(...standingUnread(s.dataQuality?.breaks ?? [], s.transactions).map(({ date: _date, ...b }) => b));
  const check = rowBreaks.length > checked.breaks.length ? 'failed' : checked.check;
  return {
    ...s,
    transactions,
    ...(sections ? { sections: sections.map((a, k) => sectionAfter(a, checked.sections[k])) } : {}),
    dataQuality: dataQuality(transactions, check, rowBreaks),
    yearSource: year?.source ?? s.yearSource,
    year: year ? year.year : s.year,
  };
}

/** An account's count and check after the review; an account none of whose rows could be read stays failed. */
function sectionAfter(
  a: AccountSection,
  c: { count: number; check: AccountSection['balanceCheck'] } | undefined,
): AccountSection {
  if (!c) return a;
  return {
    ...a,
    transactions: c.count,
    balanceCheck: c.count === 0 && a.balanceCheck === 'failed' ? 'failed' : c.check,
  };
}
