/** The CSV layouts a conversion is exported in, one per accounting package's bank-statement import. */

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
/** A statement of several accounts: each layout's files per account, in print order (their sum is its `CsvParts`). */
export type CsvAccountParts = Partial<Record<CsvProfile, number[]>>;

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

/** Xero imports at most 1,000 lines a file, its heading row included. */
export const XERO_MAX_LINES = 1000;
/** QuickBooks Online imports at most 350 KB a file; counted in bytes of 1,000 so a part is never over. */
export const QUICKBOOKS_MAX_BYTES = 350_000;

/** The limit that splits a layout into parts, as the history row explains it. */
const SPLIT_REASONS: Partial<Record<CsvProfile, string>> = {
  xero: 'Xero accepts 1,000 lines a file',
  quickbooks: 'QuickBooks accepts 350 KB a file',
};

/**
 * What a user reads beside a layout that came in several parts; null for a single file.
 * @example splitExplanation('xero', 2) // 'Xero accepts 1,000 lines a file: import part 1, then part 2'
 */
export function splitExplanation(profile: CsvProfile, parts: number): string | null {
  if (parts < 2) return null;
  const order = Array.from({ length: parts }, (_, i) => `part ${i + 1}`).join(', then ');
  const reason = SPLIT_REASONS[profile] ?? `${CSV_PROFILE_LABELS[profile]} comes in ${parts} files`;
  return `${reason}: import ${order}`;
}

/**
 * What a user reads beside the files of a statement of several accounts: one account's rows per file (a bank feed
 * is one account's), and the importer's limit where it splits an account's file further.
 * @example accountsExplanation('xero', [1, 2]) // "One file per account: import each into that account in your
 * accounting software. Xero accepts 1,000 lines a file: import an account's parts in order"
 */
export function accountsExplanation(profile: CsvProfile, accountParts: readonly number[]): string {
  const each = 'One file per account: import each into that account in your accounting software';
  if (!accountParts.some((n) => n > 1)) return each;
  return (
    `${each}. ${SPLIT_REASONS[profile] ?? `${CSV_PROFILE_LABELS[profile]} comes in several files`}: ` +
    `import an account's parts in order`
  );
}

/**
 * Beside the downloads of a statement read as a credit card's (amounts from the holder's side: purchases negative,
 * payments positive; docs/signs.md).
 */
export const CARD_IMPORT_NOTE =
  'Credit card statement: in Xero or QuickBooks, import it into the ' +
  'credit-card account (purchases come in as spend, payments as receive).';

/** Local-storage key remembering a user's chosen CSV layout. @example csvFormatKey('u1') // 'csvFormat_u1' */
export function csvFormatKey(userId: string): string {
  return `csvFormat_${userId}`;
}
