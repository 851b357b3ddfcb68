import { MAX_DECODED_PDF_BYTES } from '@bankcsv/domain';

export type ConversionErrorCode =
  | 'PASSWORD_REQUIRED'
  | 'WRONG_PASSWORD'
  | 'NO_TEXT_LAYER'
  | 'NOT_PDF'
  | 'TOO_MANY_PAGES'
  | 'NO_TRANSACTIONS'
  | 'TIMEOUT'
  | 'TOO_LARGE';

// `name` is what the workflow's Catch clauses match on, so it must never change per code.
const NAMES: Record<ConversionErrorCode, string> = {
  PASSWORD_REQUIRED: 'PasswordRequiredError',
  WRONG_PASSWORD: 'WrongPasswordError',
  NO_TEXT_LAYER: 'NoTextLayerError',
  NOT_PDF: 'NotPdfError',
  TOO_MANY_PAGES: 'TooManyPagesError',
  NO_TRANSACTIONS: 'NoTransactionsError',
  TIMEOUT: 'ConversionTimeoutError',
  // The same error the workflow raises for an oversized upload, so both reach the user alike.
  TOO_LARGE: 'FileTooLargeError',
};

const MESSAGES: Record<ConversionErrorCode, string> = {
  PASSWORD_REQUIRED: 'This statement is password-protected. Enter the PDF password and try again.',
  WRONG_PASSWORD: 'The password for this statement is incorrect. Check it and try again.',
  NO_TEXT_LAYER:
    'This statement is a scanned or image-only PDF with no text to read. Download the original statement from your online banking and upload that instead.',
  NOT_PDF: 'This file is not a PDF or it is damaged, so it could not be read.',
  TOO_MANY_PAGES: 'This statement has too many pages to convert in one go. Split it into smaller statements and try again.',
  NO_TRANSACTIONS: 'No transactions were found in this statement.',
  TIMEOUT: 'Reading this statement took too long, so it was stopped. Try again, or split it into smaller statements.',
  TOO_LARGE: `This PDF is too large to process: its contents unpack to more than ${MAX_DECODED_PDF_BYTES / 1024 / 1024} MB, far more than a bank statement holds. Download the statement again from your online banking, or split it into smaller statements.`,
};

export class ConversionError extends Error {
  readonly code: ConversionErrorCode;

  constructor(code: ConversionErrorCode, message: string = MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = NAMES[code];
  }
}

export const errorName = (code: ConversionErrorCode): string => NAMES[code];

export function isConversionError(e: unknown): e is ConversionError {
  return e instanceof ConversionError;
}
