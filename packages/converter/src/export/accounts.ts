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

/**
 * The statement with the numbers the user gave for accounts that print none (`given[k]` for the k-th account, the
 * statement itself being account 0): a printed number is never replaced.
 */
export function withAccountNumbers(s: Statement, given: readonly (string | undefined)[]): Statement {
  const sections = s.sections?.map((a, k) => ({ ...a, accountNumber: a.accountNumber ?? given[k] ?? null }));
  const first = sections?.[0]?.accountNumber ?? s.accountNumber ?? given[0] ?? null;
  return { ...s, accountNumber: first, ...(sections ? { sections } : {}) };
}
