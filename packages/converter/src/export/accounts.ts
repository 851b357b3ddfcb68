import type { AccountSection, Statement } from '../types';

// A statement of several accounts is exported account by account: one account's rows never go into another's file
// or chain. A statement of one account is one group, the statement itself.

/** An account's name in a file or column: its number as printed, or its place in the statement. */
export const accountLabel = (a: Pick<AccountSection, 'accountNumber'>, k: number): string =>
  a.accountNumber ?? `Account ${k + 1}`;

/** The statement as one statement per account (its rows, number, opening and closing); itself when it has one. */
export function byAccount(s: Statement): Statement[] {
  if (!s.sections || s.sections.length < 2) return [s];
  return s.sections.map((a, k) => ({
    ...s,
    accountNumber: a.accountNumber,
    periodStart: a.periodStart ?? s.periodStart,
    periodEnd: a.periodEnd ?? s.periodEnd,
    openingBalance: a.openingBalance,
    closingBalance: a.closingBalance,
    transactions: s.transactions.filter((t) => t.section === k),
    sections: undefined,
  }));
}
