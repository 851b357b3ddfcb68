/** The JSON the HTTP API answers with (docs/design.md), shared by the Lambdas and the SPA. */
import type { CsvAccountParts, CsvParts } from './csv-profiles';
import type { AccountNumberNeed } from './account-numbers';
import type { StatementFormat } from './export-formats';
import type { BalanceCheck, DataQuality, QualityBreak, YearSource } from './quality';
import type { ScanSummary } from './scan';
import type { ConversionStatus } from './status';

/** The quality the converter reports, plus how its balance check went. */
export interface ConversionQuality extends DataQuality {
  balanceCheck?: BalanceCheck;
  breaks?: QualityBreak[];
}

/** What a completed row shows of its statement: counts, money in and out, opening → closing. */
export interface StatementSummary {
  transactions: number;
  moneyIn: number;
  moneyOut: number;
  openingBalance: number | null;
  closingBalance: number | null;
}

/** One conversion as a client sees it: never the password, never storage keys. */
export interface ConversionView {
  conversionId: string;
  userId: string;
  fileName: string;
  originalFileName: string;
  fileSize: number;
  status: ConversionStatus;
  progress: number;
  creditsUsed: number;
  pages?: number;
  createdAt: string;
  uploadStarted?: string;
  uploadCompleted?: string;
  processingStarted?: string;
  completedAt?: string;
  userYear?: number;
  errorMessage?: string;
  errorCode?: string;
  creditsRefunded?: boolean;
  processingTimedOut?: boolean;
  dataQuality?: ConversionQuality;
  csvFileName?: string;
  xlsxFileName?: string;
  /** Files per CSV layout; absent on rows converted when only the Sage layout existed. */
  csvParts?: CsvParts;
  summary?: StatementSummary;
  /** Where the year of the dates came from, and the year the statement starts in. */
  yearSource?: YearSource;
  statementYear?: number | null;
  /** Which transactions the files were made from: 0 as extracted, 1 and up the user's saved edits. */
  transactionsVersion?: number;
  editedAt?: string;
  /** The statement's bank, last 4 digits of its account and its period, as read (absent on older rows). */
  bank?: string;
  accountLast4?: string;
  /** A statement of several accounts: each account's last 4 digits, in print order ('' where none is printed). */
  accountsLast4?: string[];
  /** A statement of several accounts: each CSV layout's files per account, in print order. */
  csvAccountParts?: CsvAccountParts;
  /** The statement was read as a credit card's: import it into a credit-card account (`CARD_IMPORT_NOTE`). */
  card?: true;
  periodStart?: string;
  periodEnd?: string;
  /** OFX/QBO files this conversion has; absent on rows converted before they existed. */
  formats?: StatementFormat[];
  /** Accounts whose number is not printed: OFX and QBO wait for the user to give it (`AccountNumberNeed`). */
  accountNumbers?: AccountNumberNeed[];
  /** The batch the file was dropped with (`POST /batches`). */
  batchId?: string;
  /** A queued batch file that needs its PDF password (`PUT /conversions/{id}/password`) before it can start. */
  awaitingPassword?: true;
  /** When the user sent the failed statement to us (with consent) so we can support its layout. */
  supportSampleSentAt?: string;
  /** A scan being read by OCR: the pages read so far, of `pages`. */
  pagesRead?: number;
  /** A scanned statement: its rows the balance chain verified, corrected, or left for the user to check. */
  scanned?: ScanSummary;
}

/** `GET /me`. */
export interface MeView {
  userId: string;
  email: string;
  displayName: string;
  credits: number;
  totalProcessed: number;
  createdAt: string;
  /**
   * Whether any purchase was ever paid: analytics labels the user 'paying_user' then, else
   * 'free_user'. GET /me always answers it; the stored user has it only from the first paid purchase.
   */
  hasPurchased?: boolean;
  /**
   * The address had the sign-up bonus on an earlier (deleted) account, so this one got none: the
   * pages then promise no free credits.
   */
  signupBonusUsedBefore?: boolean;
}
