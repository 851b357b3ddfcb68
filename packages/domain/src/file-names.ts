/**
 * Names of downloaded files. A bookkeeper files statements by bank, account and period, so names say
 * those (`FNB-1234-2025-03.csv`), never the day the conversion ran. Every rule about names lives here.
 */
import { DEFAULT_CSV_PROFILE, type CsvAccountParts, type CsvProfile } from './csv-profiles';

export const DEFAULT_DOWNLOAD_NAME = 'Bank_Statement';
export const BASE_NAME_MAX = 60;

/** What a conversion knows about the statement it read (all optional: rows from before, unreadable headers). */
export interface StatementIdentity {
  bank?: string | null;
  /** Last 4 digits of the account number. */
  accountLast4?: string | null;
  /** ISO dates. */
  periodStart?: string | null;
  periodEnd?: string | null;
  /** A statement of several accounts: each account's last 4 digits ('' where none is printed), in print order. */
  accountsLast4?: string[] | null;
  /** A statement of several accounts: each CSV layout's files per account. */
  csvAccountParts?: CsvAccountParts | null;
}

/** One downloadable file of a conversion. */
export type ExportFile =
  | { kind: 'csv'; profile: CsvProfile; part: number }
  | { kind: 'xlsx' }
  | { kind: 'ofx' }
  | { kind: 'qbo' };

/** The bank the converter could not name is left out of names and rows. */
const UNKNOWN_BANK = 'Unknown';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The PDF name without its extension, reduced to letters, digits, `-` and single underscores.
 * @example cleanBaseName('FNB Jan 2025.pdf') // 'FNB_Jan_2025'
 */
export function cleanBaseName(originalFileName: string | undefined | null, max = BASE_NAME_MAX): string {
  const withoutExt = (originalFileName ?? '').replace(/\.[^./\\]*$/, '');
  const cleaned = withoutExt
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, max)
    .replace(/_+$/, '');
  return cleaned === '' ? DEFAULT_DOWNLOAD_NAME : cleaned;
}

/**
 * The last 4 digits of an account or card number as printed, or null when it has fewer than 4.
 * @example accountLast4('10 12 345 678 9') // '6789'
 */
export function accountLast4(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * The bank's name as the converter reports it, or null when it could not tell. @example knownBank('Unknown') // null
 */
export function knownBank(bank: string | null | undefined): string | null {
  return bank && bank !== UNKNOWN_BANK ? bank : null;
}

function isoOrNull(value: string | null | undefined): string | null {
  return value && ISO_DATE.test(value) ? value : null;
}

/**
 * The statement period for a file name: the month when it lies within one calendar month, else both days.
 * @example periodForName('2025-03-01', '2025-03-31') // '2025-03'
 * @example periodForName('2025-11-13', '2025-12-14') // '2025-11-13_to_2025-12-14'
 */
export function periodForName(start: string | null | undefined, end: string | null | undefined): string | null {
  const s = isoOrNull(start);
  const e = isoOrNull(end);
  if (!s && !e) return null;
  if (!s || !e) return (s ?? e)!.slice(0, 7);
  return s.slice(0, 7) === e.slice(0, 7) ? s.slice(0, 7) : `${s}_to_${e}`;
}

/**
 * The common part of every file name of one conversion: bank, last 4 digits, period; whatever is known.
 * With none of them known (a row from before, an unreadable header) the PDF's own name stands in.
 * @example statementBaseName({ bank: 'Standard Bank', accountLast4: '1234', periodStart: '2025-03-01', periodEnd:
 * '2025-03-31' }, 'x.pdf') // 'Standard-Bank-1234-2025-03'
 */
export function statementBaseName(identity: StatementIdentity, originalFileName: string | undefined | null): string {
  const bank = knownBank(identity.bank)
    ?.replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const last4 = identity.accountLast4 && /^\d{4}$/.test(identity.accountLast4) ? identity.accountLast4 : null;
  const parts = [bank, last4, periodForName(identity.periodStart, identity.periodEnd)].filter((p): p is string => !!p);
  return parts.length === 0 ? cleanBaseName(originalFileName) : parts.join('-').slice(0, BASE_NAME_MAX);
}

/**
 * The download name of one file. Sage's CSV carries no layout suffix: it is the file every row always had.
 * @example exportFileName({ bank: 'FNB', accountLast4: '1234', periodStart: '2025-03-01', periodEnd: '2025-03-31' },
 * 'x.pdf', { kind: 'csv', profile: 'xero', part: 2 }) // 'FNB-1234-2025-03-xero-part2.csv'
 */
export function exportFileName(
  identity: StatementIdentity,
  originalFileName: string | undefined | null,
  file: ExportFile,
): string {
  const base = statementBaseName(identity, originalFileName);
  switch (file.kind) {
    case 'xlsx':
      return `${base}-raw.xlsx`;
    case 'ofx':
      return `${base}.ofx`;
    case 'qbo':
      return `${base}.qbo`;
    case 'csv': {
      const layout = file.profile === DEFAULT_CSV_PROFILE ? '' : `-${file.profile}`;
      const place = csvPartPlace(identity, file.profile, file.part);
      const account = place ? `-${place.account}` : '';
      const part = (place?.part ?? file.part) > 1 ? `-part${place?.part ?? file.part}` : '';
      return `${base}${layout}${account}${part}.csv`;
    }
  }
}

/**
 * On a statement of several accounts, whose a layout's file `part` (counted over every account's files) is: the
 * account's last 4 digits (`account2` where it prints none) and which of that account's own files it is. Null for a
 * statement of one account.
 * @example csvPartPlace({ accountsLast4: ['1234', '5678'], csvAccountParts: { xero: [1, 2] } }, 'xero', 3) // {
 * account: '5678', part: 2 }
 */
export function csvPartPlace(
  identity: Pick<StatementIdentity, 'accountsLast4' | 'csvAccountParts'>,
  profile: CsvProfile,
  part: number,
): { account: string; part: number } | null {
  const counts = identity.csvAccountParts?.[profile];
  if (!counts || counts.length < 2) return null;
  let before = 0;
  for (const [k, n] of counts.entries()) {
    if (part <= before + n) {
      const last4 = identity.accountsLast4?.[k];
      return { account: last4 && /^\d{4}$/.test(last4) ? last4 : `account${k + 1}`, part: part - before };
    }
    before += n;
  }
  return null;
}

/**
 * The download button of one CSV file where a layout has several: the account it is for on a statement of several
 * accounts (and which of that account's files), else its part number.
 * @example csvPartLabel({ accountsLast4: ['1234', '5678'], csvAccountParts: { xero: [1, 2] } }, 'xero', 3) // 'Account
 * 5678 part 2'
 */
export function csvPartLabel(
  identity: Pick<StatementIdentity, 'accountsLast4' | 'csvAccountParts'>,
  profile: CsvProfile,
  part: number,
): string {
  const place = csvPartPlace(identity, profile, part);
  if (!place) return `Part ${part}`;
  const split = (identity.csvAccountParts?.[profile]?.filter((n) => n > 1).length ?? 0) > 0;
  const name = /^\d{4}$/.test(place.account)
    ? `Account ${place.account}`
    : `Account ${place.account.slice('account'.length)}`;
  return split && place.part > 1 ? `${name} part ${place.part}` : name;
}
