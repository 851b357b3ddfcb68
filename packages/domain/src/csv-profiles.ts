/** The CSV layouts a conversion is exported in, one per accounting package's bank-statement import. */
import { CSV_NAME_MAX, cleanBaseName, downloadDate } from './file-names';

export const CSV_PROFILES = ['sage', 'sage4', 'xero', 'quickbooks', 'generic'] as const;
export type CsvProfile = (typeof CSV_PROFILES)[number];

/** Sage's 3-column file: what every conversion had before the other layouts existed. */
export const DEFAULT_CSV_PROFILE: CsvProfile = 'sage';

export const CSV_PROFILE_LABELS: Record<CsvProfile, string> = {
  sage: 'Sage (Date, Description, Amount)',
  sage4: 'Sage (Money In / Money Out)',
  xero: 'Xero',
  quickbooks: 'QuickBooks',
  generic: 'Generic (with balance)',
};

/** How many files (parts) each layout of a conversion has; Xero's can be several. */
export type CsvParts = Partial<Record<CsvProfile, number>>;

export function isCsvProfile(value: unknown): value is CsvProfile {
  return typeof value === 'string' && (CSV_PROFILES as readonly string[]).includes(value);
}

/**
 * The profile a value names, or undefined for anything else (no trimming, no case folding).
 * @example parseCsvProfile('xero') // 'xero'
 * @example parseCsvProfile('Xero') // undefined
 */
export function parseCsvProfile(value: unknown): CsvProfile | undefined {
  return isCsvProfile(value) ? value : undefined;
}

/** The parts a completed conversion has: rows converted before the other layouts have the Sage file only. */
export function csvPartsOf(recorded: CsvParts | undefined): CsvParts {
  return recorded ?? { [DEFAULT_CSV_PROFILE]: 1 };
}

/**
 * The download name of one part of one layout. Sage keeps the name it always had.
 * @example csvDownloadFileName('jan.pdf', new Date('2025-01-31T10:00:00Z'), 'xero', 2) // 'jan_xero_2025-01-31_part2.csv'
 */
export function csvDownloadFileName(originalFileName: string | undefined | null, date: Date, profile: CsvProfile, part = 1): string {
  const base = cleanBaseName(originalFileName, CSV_NAME_MAX);
  const layout = profile === DEFAULT_CSV_PROFILE ? '' : `_${profile}`;
  const suffix = part > 1 ? `_part${part}` : '';
  return `${base}${layout}_${downloadDate(date)}${suffix}.csv`;
}

/** Local-storage key remembering a user's chosen CSV layout. @example csvFormatKey('u1') // 'csvFormat_u1' */
export function csvFormatKey(userId: string): string {
  return `csvFormat_${userId}`;
}
