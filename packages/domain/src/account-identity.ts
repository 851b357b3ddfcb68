/**
 * The account a statement belongs to: its bank and its printed account number. A statement of several accounts is
 * one part per account. A statement that prints no number belongs to no account until the user assigns it.
 */
import { accountLast4, knownBank } from './file-names';
import type { ReviewTransaction } from './review';

/** One account's heading facts: the converter's `AccountSection` and `Statement` both carry them. */
export interface AccountFacts {
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
}

/**
 * What continuity and merging read of a conversion result: the converter's `Statement` (and a stored review's
 * statement) has these fields. The domain cannot import the converter (it depends on the domain), so the rules take
 * any statement of this shape and hand the same shape back, ready for the converter's exporters.
 */
export interface ConvertedStatement<R extends ReviewTransaction = ReviewTransaction> extends AccountFacts {
  bank: string;
  /** Every row, of every account, in print order (`section` says whose on a statement of several). */
  transactions: R[];
  /** Present when the statement prints several accounts, in print order. */
  sections?: AccountFacts[];
}

/** A statement with the id it is known by (its conversion's). */
export interface PlacedStatement<S> {
  id: string;
  statement: S;
}

/** Bank and printed number, digits only; null number: the statement prints none. */
export interface AccountIdentity {
  bank: string | null;
  number: string | null;
}

/** One account's part of a statement: the whole statement, or one account section of a statement of several. */
// Its `id` is the conversion's, with `#k` for section k of a statement of several (what an assignment names).
export interface StatementPart<S> extends PlacedStatement<S> {
  /** The conversion the part comes from. */
  conversionId: string;
  /** The section's index on a statement of several; null for a statement of one account. */
  section: number | null;
  identity: AccountIdentity;
}

/**
 * The digits of a printed account number (spaces, dashes and masks dropped), or null when it prints none.
 * @example accountDigits('62-8123 4567 8') // '62812345678'
 */
export function accountDigits(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/**
 * Bank (null when the converter could not name it) and the number's digits.
 * @example accountIdentity({ bank: 'FNB', accountNumber: '6281 234 5678' }) // { bank: 'FNB', number: '62812345678' }
 */
export function accountIdentity(s: { bank: string; accountNumber: string | null }): AccountIdentity {
  return { bank: knownBank(s.bank), number: accountDigits(s.accountNumber) };
}

/**
 * The key that groups statements of one account, or null when no number is printed (only the user can place it).
 * @example accountKey({ bank: 'FNB', number: '62812345678' }) // 'FNB:62812345678'
 */
export function accountKey(identity: AccountIdentity): string | null {
  return identity.number === null ? null : `${identity.bank ?? 'Unknown bank'}:${identity.number}`;
}

/**
 * The number as the product shows it: its last 4 digits only.
 * @example maskedNumber('62812345678') // '····5678'
 */
export function maskedNumber(number: string | null): string | null {
  const last4 = accountLast4(number);
  return last4 === null ? null : `····${last4}`;
}

/**
 * The account's name: the user's own, else bank and masked number.
 * @example accountTitle({ bank: 'FNB', number: '62812345678' }) // 'FNB ····5678'
 * @example accountTitle({ bank: null, number: null }, 'Client A — FNB cheque') // 'Client A — FNB cheque'
 */
export function accountTitle(identity: AccountIdentity, name?: string | null): string {
  const own = name?.trim();
  if (own) return own;
  const parts = [identity.bank, maskedNumber(identity.number)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : 'Account without a number';
}

/** The part id of section `k` of a conversion (the conversion's own id for a statement of one account). */
export const partId = (conversionId: string, section: number | null): string =>
  section === null ? conversionId : `${conversionId}#${section}`;

/**
 * A statement as one part per account: itself when it prints one account, else each section with its own number,
 * period, opening, closing and rows (a section's rows never join another's chain).
 */
export function accountParts<S extends ConvertedStatement>(placed: PlacedStatement<S>): StatementPart<S>[] {
  const { id, statement: s } = placed;
  if (!s.sections || s.sections.length < 2) {
    return [{ id, conversionId: id, section: null, statement: s, identity: accountIdentity(s) }];
  }
  return s.sections.map((a, k) => {
    const statement: S = {
      ...s,
      accountNumber: a.accountNumber,
      periodStart: a.periodStart ?? s.periodStart,
      periodEnd: a.periodEnd ?? s.periodEnd,
      openingBalance: a.openingBalance,
      closingBalance: a.closingBalance,
      transactions: s.transactions.filter((t) => (t.section ?? 0) === k),
      sections: undefined,
    };
    const pid = partId(id, k);
    return { id: pid, conversionId: id, section: k, statement, identity: accountIdentity(statement) };
  });
}

/** One account's statement parts, in the order they were given. */
export interface AccountGroup<S> {
  key: string;
  identity: AccountIdentity;
  parts: StatementPart<S>[];
}

export interface AccountGrouping<S> {
  accounts: AccountGroup<S>[];
  /** Parts that print no account number and the user has not assigned: they wait for an assignment. */
  unassigned: StatementPart<S>[];
}

/**
 * Every part of every statement grouped by account. `assigned` maps a part id to an account key, for a part that
 * prints no number (or one the user moved): the user's word wins over the printed number.
 */
export function groupByAccount<S extends ConvertedStatement>(
  statements: readonly PlacedStatement<S>[],
  assigned: Readonly<Record<string, string>> = {},
): AccountGrouping<S> {
  const groups = new Map<string, AccountGroup<S>>();
  const unassigned: StatementPart<S>[] = [];
  for (const part of statements.flatMap((p) => accountParts(p))) {
    const key = assigned[part.id] ?? accountKey(part.identity);
    if (key === null) {
      unassigned.push(part);
      continue;
    }
    const group = groups.get(key) ?? { key, identity: part.identity, parts: [] };
    // An assigned part without a number takes the identity of the account it joins.
    if (group.identity.number === null) group.identity = part.identity;
    group.parts.push(part);
    groups.set(key, group);
  }
  return { accounts: [...groups.values()], unassigned };
}
