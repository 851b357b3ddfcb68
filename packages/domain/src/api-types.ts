/** The JSON the HTTP API answers with (docs/design.md), shared by the Lambdas and the SPA. */
import type { CsvParts } from './csv-profiles';
import type { BalanceCheck, DataQuality } from './quality';
import type { ConversionStatus } from './status';

/** The quality the converter reports, plus how its balance check went. */
export interface ConversionQuality extends DataQuality {
  balanceCheck?: BalanceCheck;
  breaks?: unknown[];
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
}

/** `GET /me`. */
export interface MeView {
  userId: string;
  email: string;
  displayName: string;
  credits: number;
  totalProcessed: number;
  createdAt: string;
}
