import { CREDIT_ADVICE } from './credits';
import { MAX_DECODED_PDF_BYTES } from './limits';
import { formatMoney } from './quality';
import { VALIDATION_MESSAGES } from './validation';

/**
 * Every way a conversion can end in error: the `errorCode` stored on the row and the `errorMessage`
 * the user reads. The converter, the Lambdas and the web all take their codes from here.
 */
export const CONVERSION_ERRORS = {
  PROCESSING_TIMEOUT:
    'Processing timeout - the conversion took too long and was ' +
    'automatically cancelled. Please try again or contact support if this ' +
    'continues.',
  PROCESSING_INTERRUPTED:
    'Processing was interrupted before it finished. Any credits it used ' +
    'have been refunded. Please upload the statement again.',
  UPLOAD_CANCELLED: 'Upload cancelled by user',
  UPLOAD_EXPIRED: 'The file never arrived before its upload form expired. Please upload the statement again.',
  UPLOAD_MISSING: 'The uploaded file could not be found. Please upload it again.',
  POST_UPLOAD_FAILED: 'Post-upload processing failed',
  NOT_A_PDF: 'This file is not a PDF or it is damaged, so it could not be read.',
  EMPTY_FILE: 'The file is empty.',
  FILE_TOO_LARGE: VALIDATION_MESSAGES.fileTooLarge,
  DOCUMENT_TOO_LARGE:
    `This PDF is too large to process: its contents unpack to more than ` +
    `${MAX_DECODED_PDF_BYTES / 1024 / 1024} MB, far more than a bank ` +
    `statement holds. Download the statement again from your online ` +
    `banking, or split it into smaller statements.`,
  DOCUMENT_TOO_COMPLEX:
    'This PDF is too complex to read: its pages draw far more than a bank ' +
    'statement does. Download the statement again from your online banking ' +
    'and upload that file.',
  TOO_MANY_PAGES:
    'This statement has too many pages to convert in one go. Split it into smaller statements and try again.',
  PASSWORD_REQUIRED: 'This PDF is password protected. Enter its password and try again.',
  PASSWORD_INCORRECT: 'The PDF password is incorrect. Check it and try again.',
  NO_TEXT_LAYER:
    'This statement is a scanned or image-only PDF with no text to read. ' +
    'Download the original statement from your online banking and upload ' +
    'that instead.',
  SCAN_UNCLEAR: "This scan is too unclear to read reliably. Try a clearer scan or the bank's e-statement.",
  NO_TRANSACTIONS: 'No transactions were found in this statement. Scanned or image-only PDFs may not convert.',
  NO_TRANSACTIONS_IN_PERIOD:
    'No transactions in this period: the statement shows the same opening and closing balance and no transactions.',
  INSUFFICIENT_CREDITS: `Not enough credits to convert this statement. ${CREDIT_ADVICE.buy}`,
  PROCESSING_FAILED: 'Processing failed',
} as const;

export type ConversionErrorCode = keyof typeof CONVERSION_ERRORS;

/**
 * The error name each failure is thrown under inside the workflow: Step Functions puts it in
 * `$.error.Error`, and the failure branch reads the code back from it. Never rename one.
 */
const THROWN_AS = {
  PROCESSING_TIMEOUT: 'ConversionTimeoutError',
  PROCESSING_INTERRUPTED: 'ExecutionInterruptedError',
  UPLOAD_MISSING: 'UploadMissingError',
  NOT_A_PDF: 'NotPdfError',
  EMPTY_FILE: 'EmptyFileError',
  FILE_TOO_LARGE: 'FileTooLargeError',
  DOCUMENT_TOO_LARGE: 'DocumentTooLargeError',
  DOCUMENT_TOO_COMPLEX: 'DocumentTooComplexError',
  TOO_MANY_PAGES: 'TooManyPagesError',
  PASSWORD_REQUIRED: 'PasswordRequiredError',
  PASSWORD_INCORRECT: 'WrongPasswordError',
  NO_TEXT_LAYER: 'NoTextLayerError',
  SCAN_UNCLEAR: 'ScanUnclearError',
  NO_TRANSACTIONS: 'NoTransactionsError',
  NO_TRANSACTIONS_IN_PERIOD: 'NoTransactionsInPeriodError',
  INSUFFICIENT_CREDITS: 'InsufficientCreditsError',
} as const satisfies Partial<Record<ConversionErrorCode, string>>;

/** The codes a step of the workflow throws (the rest are written directly on the row). */
export type ThrownErrorCode = keyof typeof THROWN_AS;

/** A failure the user can act on: its message is written for them and reaches the row as it is. */
export class ConversionError extends Error {
  constructor(
    readonly code: ThrownErrorCode,
    message: string = CONVERSION_ERRORS[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = THROWN_AS[code];
  }
}

export function isConversionError(e: unknown): e is ConversionError {
  return e instanceof ConversionError;
}

/**
 * An empty statement read in full (only notices, opening = closing): said with its balance, never as a scan.
 * @example noTransactionsInPeriod(1250.5) // 'No transactions in this period: the statement shows an opening and
 * closing balance of R 1 250.50 and no transactions.'
 */
export function noTransactionsInPeriod(balance: number): string {
  return (
    `No transactions in this period: the statement shows an opening and ` +
    `closing balance of ${formatMoney(balance)} and no transactions.`
  );
}

/**
 * Failures that are not technical: the statement was read correctly and says there is nothing to convert. The
 * credits stay spent (credits are refunded on a technical failure only), and there is nothing to support.
 */
export const CHARGED_ERROR_CODES: readonly ThrownErrorCode[] = ['NO_TRANSACTIONS_IN_PERIOD'];

/** @example errorCodeForName('NotPdfError') // 'NOT_A_PDF' */
export function errorCodeForName(name: string): ThrownErrorCode | undefined {
  return (Object.keys(THROWN_AS) as ThrownErrorCode[]).find((code) => THROWN_AS[code] === name);
}

/**
 * Message for a failed conversion: its own message, else the one for its code, else 'Processing failed'.
 * @example conversionErrorMessage({ errorCode: 'PROCESSING_TIMEOUT' }) // 'Processing timeout - ...'
 */
export function conversionErrorMessage(c: { errorMessage?: string | null; errorCode?: string | null }): string {
  if (c.errorMessage) return c.errorMessage;
  const code = c.errorCode ?? '';
  return Object.hasOwn(CONVERSION_ERRORS, code)
    ? CONVERSION_ERRORS[code as ConversionErrorCode]
    : CONVERSION_ERRORS.PROCESSING_FAILED;
}
