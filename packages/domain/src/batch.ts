/**
 * A batch: many statements dropped at once (a client's year). Each file is its own conversion (own workflow, debit
 * and refund); the batch is only the id its rows share, so it survives a page reload. docs/batches.md has the flow.
 */
import type { CsvProfile } from './csv-profiles';

/** Files one batch may hold; the next is refused with `BATCH_MESSAGES.tooManyFiles`. */
export const MAX_BATCH_FILES = 50;

/** A zip opened in the browser: what it may hold before it is refused unopened (zip bombs, traversal, nesting). */
export const ZIP_LIMITS = {
  /** Entries in the central directory. */
  maxEntries: 200,
  /** What all entries may unpack to, counted as they unpack (a declared size is never trusted). */
  maxTotalBytes: 200 * 1024 * 1024,
  /** What one entry may unpack to: the upload limit for one PDF. */
  maxEntryBytes: 10 * 1024 * 1024,
  /** Unpacked ÷ packed above this for an entry is a bomb. */
  maxRatio: 100,
} as const;

export const BATCH_MESSAGES = {
  tooManyFiles: `A batch holds at most ${MAX_BATCH_FILES} files. Convert the rest in a second batch.`,
  notPdf: 'Not a PDF: left out of the batch.',
  tooLarge: 'Larger than 10 MB: left out of the batch.',
  zipUnsafe:
    'This zip cannot be opened safely (a file name leaves the folder, a zip inside it, or it unpacks to far ' +
    'more than it holds). Unzip it yourself and drop the PDFs.',
  zipUnreadable: 'This zip is damaged or uses a method we cannot open. Unzip it yourself and drop the PDFs.',
  needsPassword: 'This PDF is password protected: enter its password to convert it.',
  queued: 'Waiting: it starts as soon as one of your conversions finishes.',
  notEnoughCredits: (needed: number, have: number) =>
    `Not enough credits: these files need ${needed} credits and you have ${have}. Buy more credits or remove files.`,
} as const;

/**
 * The batch id the server hands out (`POST /batches`) and checks on every upload that names one.
 * @example isBatchId('bat_01J9Z3W5Q2V7K8M4N6P0R2S4T6') // true
 */
export function isBatchId(value: unknown): value is string {
  return typeof value === 'string' && /^bat_[0-9A-Za-z]{8,40}$/.test(value);
}

/** `POST /batches`. */
export interface BatchCreated {
  batchId: string;
}

/** One account's part of one statement, as `GET /accounts` shows it. */
export interface StatementPartView {
  /** The conversion id, with `#k` for section k of a statement of several accounts. */
  partId: string;
  conversionId: string;
  originalFileName: string;
  section: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  transactions: number;
  /** In the account's chain, or left out of it (and why). */
  use: 'included' | 'duplicate' | 'reissue' | 'no-period';
  /** The user put it in this account (`PUT /statement-parts/{id}/account`): it can be taken out again. */
  assigned?: true;
}

/** One continuity finding, in the product's words (CONTINUITY_MESSAGES), with the parts it is about. */
export interface ContinuityNoteView {
  kind: 'gap' | 'overlap' | 'duplicate' | 'reissue' | 'balance-mismatch' | 'no-period';
  message: string;
  partIds: string[];
}

/** `GET /accounts`: one account, identified by bank and printed number. */
export interface AccountView {
  /** Opaque, URL-safe id of the account key (base64url of `bank:number`). */
  accountId: string;
  /** The user's name for it, else bank and last 4 digits (`accountTitle`). */
  title: string;
  name: string | null;
  bank: string | null;
  last4: string | null;
  /** Its statements in period order, the ones left out of the chain after them. */
  statements: StatementPartView[];
  continuity: ContinuityNoteView[];
  /** The days its included statements cover, for the export's default period. */
  firstDay: string | null;
  lastDay: string | null;
}

export interface AccountsView {
  accounts: AccountView[];
  /** Completed statement parts that print no account number and wait for the user to assign them. */
  unassigned: StatementPartView[];
}

/** `POST /accounts/{accountId}/exports`: one file format for a chosen period. */
export interface AccountExportRequest {
  /** `csv` with `csvProfile`, or `xlsx`, `ofx`, `qbo`. */
  format: 'csv' | 'xlsx' | 'ofx' | 'qbo';
  csvProfile?: CsvProfile;
  from?: string;
  to?: string;
}

export interface AccountExportView {
  /** More than one where Xero's or QuickBooks' limits split the file, as for one statement. */
  files: { fileName: string; url: string }[];
  from: string | null;
  to: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  transactions: number;
  /** Where the merged rows do not carry on (a missing statement), in the product's words; empty when they do. */
  breaks: string[];
  /** Continuity findings inside the period, named again beside the download. */
  continuity: ContinuityNoteView[];
}
