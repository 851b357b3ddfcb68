/**
 * Client texts around uploads, downloads and the history (spec sections 4 and 8); failure codes live in
 * conversion-errors.
 */

/** Shown beside a timed-out row. */
export const TIMEOUT_TIP = 'Large or complex PDFs may need multiple attempts';

/** The only text a 5xx answer carries (plus a request id). */
export const GENERIC_SERVER_ERROR = 'Something went wrong. Please try again.';

export const UPLOAD_MESSAGES = {
  unauthorized: 'Permission denied. Please log in and try again.',
  canceled: 'Upload was canceled.',
  quotaExceeded: 'Storage quota exceeded. Please contact support.',
  postUploadFailed: 'Upload completed but failed to process. Please contact support.',
  startFailed: 'Failed to start upload. Please try again.',
  validationFailed: 'Failed to validate file. Please try again.',
  complete: 'Upload Complete! Your file is being processed. Check Recent Conversions below for updates.',
  passwordWarning: 'Password protection does not work for scanned or image-based statements.',
} as const;

/** @example uploadFailedMessage('Network error') // 'Upload failed: Network error' */
export function uploadFailedMessage(reason: string): string {
  return `Upload failed: ${reason}`;
}

export const DOWNLOAD_MESSAGES = {
  accessDenied: 'Access denied: You can only download your own files.',
  loginRequired: 'Please log in to download files. You may need to sign in again in your browser.',
  sessionExpired: 'Authentication session expired. Please log in again.',
  notReady: 'File is not ready for download',
  urlMissing: 'Download URL not available',
  notFound: 'Transaction not found',
} as const;

// "Transactions" are statement lines; an upload is a "conversion".
export const HISTORY_MESSAGES = {
  loadFailed: 'Failed to load conversion history',
  emptyTitle: 'No conversions yet',
  emptyHint: 'Upload your first bank statement to get started',
} as const;

/** @example deleteFailedMessage('gone') // 'Failed to delete conversion: gone' */
export function deleteFailedMessage(reason: string): string {
  return `Failed to delete conversion: ${reason}`;
}

/** @example downloadFailedMessage('gone') // 'Download failed: gone' */
export function downloadFailedMessage(reason: string): string {
  return `Download failed: ${reason}`;
}
