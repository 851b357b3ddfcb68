/** Statement files beyond the CSV layouts and the raw spreadsheet: OFX and QuickBooks' QBO. */
import { accountNumberMissing, type AccountNumberNeed } from './account-numbers';

export const STATEMENT_FORMATS = ['ofx', 'qbo'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  ofx: 'OFX (Sage bank import)',
  qbo: 'QBO (QuickBooks Web Connect)',
};

export function isStatementFormat(value: unknown): value is StatementFormat {
  return typeof value === 'string' && (STATEMENT_FORMATS as readonly string[]).includes(value);
}

/** What a row needs to say why it has no OFX or QBO file. */
export interface FormatFacts {
  formats?: readonly StatementFormat[];
  accountLast4?: string | null;
  /** A statement of several accounts: each one's last 4 digits. */
  accountsLast4?: readonly string[];
  /** Accounts whose number the statement does not print: each needs one given before OFX or QBO. */
  accountNumbers?: readonly AccountNumberNeed[];
  dataQuality?: { unknownDates: number; unknownAmounts: number };
}

export const FORMAT_UNAVAILABLE = {
  undated: 'needs a date and an amount on every line',
  noAccount: 'needs the account number, which was not found on the statement',
  severalAccounts: 'is made for one account, and this statement has several: use OFX',
  older: 'was not made for conversions from before it existed: convert the statement again to get it',
} as const;

/**
 * Why a conversion has no file in this format, or null when it has one.
 * @example formatUnavailable('qbo', { formats: ['ofx'], accountLast4: null }) // 'needs the account number, ...'
 */
export function formatUnavailable(format: StatementFormat, row: FormatFacts): string | null {
  if (row.formats?.includes(format)) return null;
  if (!row.formats) return FORMAT_UNAVAILABLE.older;
  const q = row.dataQuality;
  if (q && q.unknownDates + q.unknownAmounts > 0) return FORMAT_UNAVAILABLE.undated;
  if (accountNumberMissing(row.accountNumbers)) return FORMAT_UNAVAILABLE.noAccount;
  if (format === 'qbo' && (row.accountsLast4?.length ?? 0) > 1) return FORMAT_UNAVAILABLE.severalAccounts;
  if (format === 'qbo' && !row.accountLast4) return FORMAT_UNAVAILABLE.noAccount;
  return FORMAT_UNAVAILABLE.undated;
}
