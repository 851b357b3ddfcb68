import type {
  BalanceCheck,
  DataQuality as QualityCounts,
  QualityBreak,
  ScanRowCheck,
  ScanSummary,
  YearSource,
} from '@bankcsv/domain';
export type { BalanceCheck, YearSource };

export interface Transaction {
  /** ISO `YYYY-MM-DD`, or null when no date could be read. */
  date: string | null;
  description: string;
  /** Signed rand value, money in positive; null when it could not be read. */
  amount: number | null;
  balance: number | null;
  /** The statement's own reference for the line (a column some layouts print), when there is one. */
  reference?: string;
  /**
   * The description, or its start, is not in the text layer (drawn as an image): what is kept is only the text there.
   */
  descriptionAsImage?: true;
  /** The description, or its start, was drawn as an image and read by OCR (`readImageText`): what it says is read. */
  descriptionFromImage?: true;
  /** Where the row was printed, for review in the spreadsheet. */
  page: number;
  row: number;
  /** Index into `Statement.sections`: the account the row belongs to (only on statements of several accounts). */
  section?: number;
  /** A scanned statement's row: the balance chain's verdict on what OCR read. */
  scan?: ScanRowCheck;
}

/**
 * One account of a statement that prints several (a transactional account and a savings account, each with its own
 * heading, account number, opening and closing): its rows are a chain of their own, never chained to another's.
 */
export interface AccountSection {
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  /** How many of the statement's transactions are this account's (they carry `section` = this one's index). */
  transactions: number;
  balanceCheck: BalanceCheck;
  /** Where the section starts. */
  page: number;
}

/** Where the balance chain breaks; the dashboard's own type, so the two cannot drift apart. */
export type BalanceBreak = QualityBreak;

/** One layout tried on the statement: how well the document matched it, and how well its reading reconciled. */
export interface LayoutTrial {
  layout: string;
  /** Evidence from the whole document (bank marks, detection phrases, header columns). */
  score: number;
  /** Balance links that held (or were restored from the balance change) and links that broke. */
  links: number;
  breaks: number;
  transactions: number;
}

/** Why this layout was chosen: the winner, the runner-up, and anything a reader of the result should know. */
export interface LayoutEvidence {
  winner: LayoutTrial;
  runnerUp: LayoutTrial | null;
  /** E.g. a profile that matched the document but whose header was never found. */
  events: string[];
}

/** The product's quality counts (shared with the dashboard) plus how the balances reconciled. */
export interface DataQuality extends QualityCounts {
  balanceCheck: BalanceCheck;
  breaks: BalanceBreak[];
  layoutEvidence?: LayoutEvidence;
}

export interface Statement {
  bank: string;
  layout: string;
  pages: number;
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  /** Every row, of every account, in print order. */
  transactions: Transaction[];
  /**
   * Present when the statement holds several accounts, in print order; the statement's own account number,
   * opening and closing are then the first account's.
   */
  sections?: AccountSection[];
  dataQuality: DataQuality;
  /** Where the year of the dates came from; an assumed year must be confirmed by the user. */
  yearSource: YearSource;
  /** The year the first dated row falls in. */
  year: number | null;
  /** Present when the statement was a scan read by OCR: how many rows the chain proved. */
  scanned?: ScanSummary;
}
