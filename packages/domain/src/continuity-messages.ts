/** What the continuity check tells the user, in the product's words: each statement named by the period it covers. */
import { formatMoney, statementDate } from './quality';
import { periodText, type Period } from './statement-period';

const the = (p: Period): string => `the statement for ${periodText(p)}`;
const capital = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
const days = (n: number): string => (n === 1 ? '1 day' : `${n} days`);
const span = (from: string, to: string): string =>
  from === to ? statementDate(from) : `${statementDate(from)} to ${statementDate(to)}`;

export const CONTINUITY_MESSAGES = {
  /** @example CONTINUITY_MESSAGES.gap(feb, apr, '2025-03-01', '2025-03-31', 31) */
  gap: (before: Period, after: Period, from: string, to: string, n: number): string =>
    `No statement covers ${span(from, to)} (${days(n)}), between ${the(before)} and ${the(after)}. ` +
    'Upload the missing statement, or the export will have a hole.',
  overlap: (first: Period, second: Period, from: string, to: string, n: number): string =>
    `${capital(the(first))} and ${the(second)} both cover ${span(from, to)} (${days(n)}). ` +
    'Rows on those days are exported once.',
  duplicate: (p: Period): string => `${capital(the(p))} was uploaded more than once. It is counted once.`,
  reissue: (p: Period): string =>
    `Two different statements cover ${periodText(p)} (a reissued statement?). ` +
    'Only the first one uploaded is used: remove the one you do not want.',
  /** `closing`: the earlier statement's balance at the end of `day`, the day before the later one starts. */
  balanceMismatch: (before: Period, after: Period, day: string, closing: number, opening: number): string =>
    `${capital(the(after))} opens at ${formatMoney(opening)}, ` +
    `but ${the(before)} shows ${formatMoney(closing)} at the end of ${statementDate(day)}. ` +
    'A statement may be missing, or one of them was read wrongly.',
  noPeriod: 'A statement shows no period and no dated transactions, so it cannot be placed in order.',
} as const;
