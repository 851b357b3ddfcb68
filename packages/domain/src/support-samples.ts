/**
 * A statement we could not read, sent by its owner so we can support its layout: only with explicit
 * consent, only the PDF that conversion read (the API compares their SHA-256), only within a few days of
 * the failure; kept 7 days under its own prefix for that purpose alone, then deleted by a lifecycle rule.
 */
import type { ConversionErrorCode } from './conversion-errors';
import { assertSafeId } from './paths';

export const SUPPORT_SAMPLE_PREFIX = 'support-samples';
export const SUPPORT_SAMPLE_DAYS = 7;
/** How long after a conversion failed its owner may still send its statement (the row itself stays 30 days). */
export const SUPPORT_SAMPLE_WINDOW_DAYS = 7;
const WINDOW_MS = SUPPORT_SAMPLE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * Failures a sample helps with: the layout, not the user's input (a password, a timeout, credits), and
 * never a file turned away as hostile or out of bounds (not a PDF, too large, too complex, too many pages).
 */
export const SUPPORTABLE_ERROR_CODES: readonly string[] = [
  'NO_TRANSACTIONS',
  'NO_TEXT_LAYER',
  'PROCESSING_FAILED',
] satisfies ConversionErrorCode[];

export const SUPPORT_TEXT = {
  offer: 'Send this statement to us so we can support it',
  title: 'Send this statement to us',
  consent:
    `I agree that BankCSV keeps this PDF for ${SUPPORT_SAMPLE_DAYS} days, ` +
    `only to make statements like it convert, and then deletes it.`,
  explain:
    'We could not read this statement. The PDF you uploaded was deleted ' +
    'when the conversion ended. If you send it to us, we use it only to ' +
    'teach BankCSV this layout; nobody else sees it.',
  choose: 'Choose the same PDF again',
  send: 'Send statement',
  sent: `Sent to us: thank you. We keep it ${SUPPORT_SAMPLE_DAYS} days, only to support this layout.`,
  consentNeeded: 'Tick the box to agree before sending the statement.',
  notSupportable: 'This conversion did not fail in a way a sample can help with.',
  notUploaded: 'The statement has not arrived yet. Send it again.',
  notSameFile: 'That is not the PDF this conversion was made from. Choose the same PDF you uploaded and send it again.',
  windowClosed:
    `A statement can be sent to us only within ` +
    `${SUPPORT_SAMPLE_WINDOW_DAYS} days of its failed conversion. Upload ` +
    `it again to try once more.`,
  policy:
    `If a statement fails to convert, you may choose to send it to us so ` +
    `we can support its layout. We keep a statement sent this way for ` +
    `${SUPPORT_SAMPLE_DAYS} days, use it only for that purpose, and then ` +
    `delete it; deleting the conversion or your account deletes it sooner. ` +
    `Nothing is sent without your explicit consent.`,
} as const;

export interface SampleRow {
  status?: string;
  errorCode?: string | null;
  supportSampleSentAt?: string | null;
  /** When the conversion ended (failed). */
  completedAt?: string | null;
}

/**
 * Why this row's statement cannot be sent to us now, or null when it can: already sent, not a failure a
 * sample helps with, or more than the window after it failed.
 // SUPPORT_TEXT.notSupportable
 * @example sampleRefusal({ status: 'error', errorCode: 'DOCUMENT_TOO_LARGE', completedAt: '2026-03-01T00:00:00Z' })
 */
export function sampleRefusal(row: SampleRow, now: Date = new Date()): string | null {
  if (row.supportSampleSentAt) return SUPPORT_TEXT.sent;
  if (row.status !== 'error' || !SUPPORTABLE_ERROR_CODES.includes(row.errorCode ?? 'PROCESSING_FAILED'))
    return SUPPORT_TEXT.notSupportable;
  const failedAt = Date.parse(row.completedAt ?? '');
  // A row with no recorded end is treated as past the window.
  if (Number.isNaN(failedAt) || now.getTime() - failedAt > WINDOW_MS) return SUPPORT_TEXT.windowClosed;
  return null;
}

/** Whether a failed row may offer to send its statement. */
export function canSendSample(row: SampleRow, now: Date = new Date()): boolean {
  return sampleRefusal(row, now) === null;
}

/**
 * The one key a conversion's sample is stored under.
 * @example supportSampleKey('u-1', 'c-1') // 'support-samples/u-1/c-1.pdf'
 */
export function supportSampleKey(userId: string, conversionId: string): string {
  assertSafeId(userId, 'user id');
  assertSafeId(conversionId, 'conversion id');
  return `${SUPPORT_SAMPLE_PREFIX}/${userId}/${conversionId}.pdf`;
}

/** @example userSupportSamplesPrefix('u-1') // 'support-samples/u-1/' */
export function userSupportSamplesPrefix(userId: string): string {
  assertSafeId(userId, 'user id');
  return `${SUPPORT_SAMPLE_PREFIX}/${userId}/`;
}
