export type ConversionErrorCode =
  | 'PASSWORD_REQUIRED'
  | 'WRONG_PASSWORD'
  | 'NO_TEXT_LAYER'
  | 'NOT_PDF'
  | 'TOO_MANY_PAGES'
  | 'NO_TRANSACTIONS'
  | 'TIMEOUT';

// `name` is what the workflow's Catch clauses match on, so it must never change per code.
const NAMES: Record<ConversionErrorCode, string> = {
  PASSWORD_REQUIRED: 'PasswordRequiredError',
  WRONG_PASSWORD: 'WrongPasswordError',
  NO_TEXT_LAYER: 'NoTextLayerError',
  NOT_PDF: 'NotPdfError',
  TOO_MANY_PAGES: 'TooManyPagesError',
  NO_TRANSACTIONS: 'NoTransactionsError',
  TIMEOUT: 'ConversionTimeoutError',
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
