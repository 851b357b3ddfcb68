import {
  CONVERSION_ERRORS,
  ConversionError,
  MAX_SCAN_PAGES,
  errorCodeForName,
  type AccountNumberNeed,
  type CsvAccountParts,
  type CsvParts,
  type ScanSummary,
  type StatementFormat,
  type StatementSummary,
  type YearSource,
} from '@bankcsv/domain';
import type { DataQualitySummary } from '../adapters/conversions-repo';
import type { WorkflowInput } from '../adapters/workflow';

export interface CheckResult {
  pages: number;
  credits: number;
}

export interface DebitResult {
  credits: number;
  /** False when this conversion had already been debited (a repeated run). */
  debited: boolean;
}

/** What the row keeps about the statement: never the whole account number. */
export interface StatementFacts {
  bank?: string;
  accountLast4?: string;
  /** Several accounts in the statement: each one's last 4 digits ('' where none is printed). */
  accountsLast4?: string[];
  /** Several accounts: each CSV layout's files per account (the download names say whose a file is). */
  csvAccountParts?: CsvAccountParts;
  /** Read as a credit card's statement (amounts from the holder's side). */
  card?: true;
  periodStart?: string;
  periodEnd?: string;
  /** Accounts that print no number: OFX and QBO wait for the user to give it. */
  accountNumbers?: AccountNumberNeed[];
}

export interface ConvertResult {
  /** The Sage file's key, the one every row has. */
  csvKey: string;
  xlsxKey: string;
  /** Files per layout; their keys follow from the ids (domain `csvOutputKey`). */
  csvParts?: CsvParts;
  /** OFX/QBO written; absent from runs started before they existed. */
  formats?: StatementFormat[];
  /** Bank, last 4 digits and period as read; absent from runs started before. */
  statement?: StatementFacts;
  dataQuality: DataQualitySummary;
  /** Absent on runs started before the row showed its statement's figures. */
  summary?: StatementSummary;
  yearSource?: YearSource;
  statementYear?: number | null;
  /** A scan read by OCR: its rows verified, corrected and left for review. */
  scanned?: ScanSummary;
  /** A scan: the rows (indices into the extraction) that have a line image, `cropKey`. */
  crops?: number[];
}

/** ConvertStatement found no text layer: the pages ReadScanPages reads by OCR, one invocation each. */
export interface ScanPlan {
  scanPages: number[];
}

/** One iteration of ReadScanPages (its ItemSelector): the execution's input and the page to read. */
export interface ScanPageInput extends WorkflowInput {
  page: number;
}

export const isScanPlan = (result: ConvertResult | ScanPlan | undefined): result is ScanPlan =>
  !!result && 'scanPages' in result;

/** Every page of a scan of `pages` pages, or TOO_MANY_PAGES past what the workflow can read in its time limit. */
export function scanPlan(pages: number): ScanPlan {
  if (pages > MAX_SCAN_PAGES) throw new ConversionError('TOO_MANY_PAGES');
  return { scanPages: Array.from({ length: pages }, (_, i) => i + 1) };
}

// The convert tasks time out at 180 s; the converter stops itself earlier so the user gets its typed error.
const MAX_CONVERT_MS = 165_000;
const MARGIN_MS = 10_000;

/** How long a converting step lets the converter run: what the Lambda has left less a margin, at most 165 s. */
export function convertBudgetMs(context?: { getRemainingTimeInMillis(): number }): number {
  const remaining = context ? context.getRemainingTimeInMillis() - MARGIN_MS : MAX_CONVERT_MS;
  return Math.max(1_000, Math.min(MAX_CONVERT_MS, remaining));
}

export interface RefundResult {
  refunded: number;
}

export interface StatesErrorOutput {
  Error?: string;
  Cause?: string;
}

/**
 * The state of the conversion workflow: the execution input, plus each task's result under its
 * own ResultPath (`$.check`, `$.debit`, `$.convert`, `$.refund`) and a caught failure at `$.error`.
 * Tasks return only their own small result, so the state stays far below the 256 KB limit.
 */
export interface WorkflowState extends WorkflowInput {
  check?: CheckResult;
  debit?: DebitResult;
  /** ConvertStatement's outputs, or the scan it found to read (AssembleScan then puts the outputs here). */
  convert?: ConvertResult | ScanPlan;
  refund?: RefundResult;
  error?: StatesErrorOutput;
  refundError?: StatesErrorOutput;
}

// Failures the user can act on are the domain's ConversionError (one list of codes, names and
// messages); the error below is internal and ends the run without a message of its own.

/** The row is gone or no longer processing (deleted, cancelled, or already finished). */
export class ConversionNotActiveError extends Error {
  override readonly name = 'ConversionNotActiveError';
  constructor(status: string | undefined) {
    super(`The conversion is not processing (status: ${status ?? 'missing'})`);
  }
}

export interface FailureDescription {
  errorCode: string;
  errorMessage: string;
  processingTimedOut: boolean;
}

/** Lambda puts `{ errorType, errorMessage, trace }` in the Cause as JSON; some runners put the bare message. */
function causeMessage(cause: string | undefined): string | undefined {
  if (!cause) return undefined;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed?.errorMessage === 'string' ? parsed.errorMessage : undefined;
  } catch {
    return cause;
  }
}

/**
 * What the user reads on a failed conversion. Only errors known to carry user-facing messages show
 * their message; timeouts get the spec's text; everything else is 'Processing failed', so a stack
 * trace or an internal message can never reach the user.
 */
export function describeFailure(error: WorkflowState['error']): FailureDescription {
  const name = error?.Error ?? '';
  // The task's own timeout and the converter's deadline are the same event for the user.
  if (name === 'States.Timeout' || errorCodeForName(name) === 'PROCESSING_TIMEOUT') {
    return {
      errorCode: 'PROCESSING_TIMEOUT',
      errorMessage: CONVERSION_ERRORS.PROCESSING_TIMEOUT,
      processingTimedOut: true,
    };
  }
  const code = errorCodeForName(name);
  const message = code ? causeMessage(error?.Cause) : undefined;
  if (code && message && message.length <= 500 && !/\n\s*at /.test(message)) {
    return { errorCode: code, errorMessage: message, processingTimedOut: false };
  }
  return {
    errorCode: 'PROCESSING_FAILED',
    errorMessage: CONVERSION_ERRORS.PROCESSING_FAILED,
    processingTimedOut: false,
  };
}

/** `%PDF-` within the first 1024 bytes, as PDF readers accept; the content type is not evidence. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-', 0, 'latin1');
}

/** The positive whole number a state field must hold. */
export function positiveInt(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new Error(`Workflow state has no valid ${field}`);
  return value;
}
