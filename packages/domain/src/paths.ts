/** Storage keys. Every user-controlled part is sanitised so it can never leave its user's prefix. */
import { CSV_PROFILES, DEFAULT_CSV_PROFILE, type CsvParts, type CsvProfile } from './csv-profiles';

export const UPLOAD_PREFIX = 'user-uploads';
export const OUTPUT_PREFIX = 'outputs';
export const MAX_SANITIZED_NAME_LENGTH = 100;
const FALLBACK_NAME = 'statement.pdf';
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
const UPLOAD_KEY = new RegExp(`^${UPLOAD_PREFIX}/([A-Za-z0-9_-]{1,128})/\\d+_[A-Za-z0-9._-]+$`);

/**
 * Replaces every character other than letters, digits, dot and hyphen with `_`; also breaks up `..`,
 * strips leading dots and caps the length (keeping the extension).
 * @example sanitizeFileName('My Statement (Jan).pdf') // 'My_Statement__Jan_.pdf'
 */
export function sanitizeFileName(name: string): string {
  let safe = name
    .replace(/[^A-Za-z0-9.-]/g, '_')
    .replace(/\.{2,}/g, '_')
    .replace(/^\.+/, '');
  if (safe.length > MAX_SANITIZED_NAME_LENGTH) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_SANITIZED_NAME_LENGTH - ext.length) + ext;
  }
  return safe === '' ? FALLBACK_NAME : safe;
}

/** Throws unless `id` is a plain identifier (a Cognito sub, a UUID, a ULID). */
export function assertSafeId(id: string, what = 'id'): void {
  if (!SAFE_ID.test(id)) throw new Error(`Invalid ${what}`);
}

/**
 * S3 key of an uploaded PDF.
 * @example uploadKey('u-1', 'a b.pdf', 1700000000000) // 'user-uploads/u-1/1700000000000_a_b.pdf'
 */
export function uploadKey(userId: string, fileName: string, timestampMs: number): string {
  assertSafeId(userId, 'user id');
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw new Error('Invalid timestamp');
  return `${UPLOAD_PREFIX}/${userId}/${timestampMs}_${sanitizeFileName(fileName)}`;
}

/**
 * The folder of every upload of one user (with the trailing slash, so `u-1` never matches `u-10`).
 * @example userUploadsPrefix('u-1') // 'user-uploads/u-1/'
 */
export function userUploadsPrefix(userId: string): string {
  assertSafeId(userId, 'user id');
  return `${UPLOAD_PREFIX}/${userId}/`;
}

/**
 * Reads the user id back from an upload key, or null when the key is not an upload key.
 * @example userIdFromUploadKey('user-uploads/u-1/1_a.pdf') // 'u-1'
 */
export function userIdFromUploadKey(key: string): string | null {
  const m = UPLOAD_KEY.exec(key);
  return m?.[1] ?? null;
}

/** Files stored under their kind's extension; CSV layouts other than Sage have their own keys (`csvOutputKey`). */
export type OutputKind = 'csv' | 'xlsx' | 'ofx' | 'qbo';

/**
 * The folder of one conversion's files; a saved review's files go in a folder of their own inside it
 * (`filesId`, one per save), so the files of one version never mix with another save's.
 * @example outputFolder('u-1', 'c-1', 's-1') // 'outputs/u-1/c-1/s-1/'
 */
export function outputFolder(userId: string, conversionId: string, filesId?: string): string {
  assertSafeId(userId, 'user id');
  assertSafeId(conversionId, 'conversion id');
  if (filesId !== undefined) assertSafeId(filesId, 'files id');
  return `${OUTPUT_PREFIX}/${userId}/${conversionId}/${filesId === undefined ? '' : `${filesId}/`}`;
}

/**
 * S3 key of a converted file.
 * @example outputKey('u-1', 'c-1', 'csv') // 'outputs/u-1/c-1/statement.csv'
 */
export function outputKey(userId: string, conversionId: string, kind: OutputKind, filesId?: string): string {
  return `${outputFolder(userId, conversionId, filesId)}statement.${kind}`;
}

/**
 * S3 key of one part of one CSV layout. Sage's first part is the key every conversion always had.
 * @example csvOutputKey('u-1', 'c-1', 'xero', 2) // 'outputs/u-1/c-1/statement-xero-part2.csv'
 */
export function csvOutputKey(
  userId: string,
  conversionId: string,
  profile: CsvProfile,
  part = 1,
  filesId?: string,
): string {
  if (!Number.isSafeInteger(part) || part < 1) throw new Error('Invalid part');
  if (profile === DEFAULT_CSV_PROFILE && part === 1) return outputKey(userId, conversionId, 'csv', filesId);
  return `${outputFolder(userId, conversionId, filesId)}statement-${profile}${part > 1 ? `-part${part}` : ''}.csv`;
}

/**
 * Every CSV key a conversion's recorded parts stand for, in profile then part order.
 // [statement.csv, statement-xero.csv, statement-xero-part2.csv] under outputs/u-1/c-1/
 * @example csvOutputKeys('u-1', 'c-1', { sage: 1, xero: 2 })
 */
export function csvOutputKeys(userId: string, conversionId: string, parts: CsvParts, filesId?: string): string[] {
  return CSV_PROFILES.flatMap((profile) =>
    Array.from({ length: parts[profile] ?? 0 }, (_, i) => csvOutputKey(userId, conversionId, profile, i + 1, filesId)),
  );
}

/**
 * S3 key of a conversion's transactions for review: version 0 is the extraction, kept while the row lives
 * in the conversion's own folder; a saved version is in its save's folder.
 * @example transactionsKey('u-1', 'c-1', 2) // 'outputs/u-1/c-1/transactions-v2.json'
 */
export function transactionsKey(userId: string, conversionId: string, version: number, filesId?: string): string {
  if (!Number.isSafeInteger(version) || version < 0) throw new Error('Invalid version');
  if (version === 0) return `${outputFolder(userId, conversionId)}transactions.json`;
  return `${outputFolder(userId, conversionId, filesId)}transactions-v${version}.json`;
}

/**
 * S3 key of one page of a scan as OCR read it (JSON): a work file of the run, deleted when the run ends.
 * @example scanPageKey('u-1', 'c-1', 3) // 'outputs/u-1/c-1/scan/page-3.json'
 */
export function scanPageKey(userId: string, conversionId: string, page: number): string {
  if (!Number.isSafeInteger(page) || page < 1) throw new Error('Invalid page');
  return `${outputFolder(userId, conversionId)}scan/page-${page}.json`;
}

/**
 * S3 key of the image of an extracted row's line on a scan (`index` into the extraction), shown beside a row that
 * needs review; kept and deleted with the conversion's other files.
 * @example cropKey('u-1', 'c-1', 12) // 'outputs/u-1/c-1/crops/row-12.png'
 */
export function cropKey(userId: string, conversionId: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new Error('Invalid row');
  return `${outputFolder(userId, conversionId)}crops/row-${index}.png`;
}
