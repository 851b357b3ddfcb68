/** Messages the back end writes on a conversion, and the client texts around them (spec sections 4 and 8). */

/** `errorMessage` written on a failed conversion, keyed by its `errorCode`. */
export const CONVERSION_ERRORS = {
  PROCESSING_TIMEOUT:
    'Processing timeout - the conversion took too long and was automatically cancelled. Please try again or contact support if this continues.',
  PROCESSING_INTERRUPTED:
    'Processing was interrupted before it finished. Any credits it used have been refunded. Please upload the statement again.',
  UPLOAD_CANCELLED: 'Upload cancelled by user',
  UPLOAD_EXPIRED: 'The file never arrived before its upload form expired. Please upload the statement again.',
  POST_UPLOAD_FAILED: 'Post-upload processing failed',
  NOT_A_PDF: 'The uploaded file is not a valid PDF.',
  FILE_TOO_LARGE: 'File size must be less than 10MB.',
  PASSWORD_REQUIRED: 'This PDF is password protected. Upload it again and enter its password.',
  PASSWORD_INCORRECT: 'The PDF password is incorrect. Upload it again with the correct password.',
  INSUFFICIENT_CREDITS: 'Not enough credits to convert this statement. Buy credits and try again.',
  NO_TRANSACTIONS: 'No transactions were found in this statement. Scanned or image-only PDFs may not convert.',
  UNSUPPORTED_STATEMENT: 'This statement layout is not supported yet.',
  PROCESSING_FAILED: 'Processing failed',
} as const;

export type ConversionErrorCode = keyof typeof CONVERSION_ERRORS;

/**
 * Message for a failed conversion: its own message, else the one for its code, else 'Processing failed'.
 * @example conversionErrorMessage({ errorCode: 'PROCESSING_TIMEOUT' }) // 'Processing timeout - ...'
 */
export function conversionErrorMessage(c: { errorMessage?: string | null; errorCode?: string | null }): string {
  if (c.errorMessage) return c.errorMessage;
  const code = c.errorCode ?? '';
  return Object.hasOwn(CONVERSION_ERRORS, code) ? CONVERSION_ERRORS[code as ConversionErrorCode] : CONVERSION_ERRORS.PROCESSING_FAILED;
}

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
