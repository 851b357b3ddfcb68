import type { BalanceCheck, DataQuality as QualityCounts, YearSource } from '@bankcsv/domain';
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
  /** Where the row was printed, for review in the spreadsheet. */
  page: number;
  row: number;
}

export interface BalanceBreak {
  /** Index into transactions, or -1 for statement-level checks. */
  index: number;
  page: number | null;
  row: number | null;
  kind: 'row-balance' | 'closing-balance' | 'total-credits' | 'total-debits';
  expected: number;
  actual: number;
}

/** The product's quality counts (shared with the dashboard) plus how the balances reconciled. */
export interface DataQuality extends QualityCounts {
  balanceCheck: BalanceCheck;
  breaks: BalanceBreak[];
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
  transactions: Transaction[];
  dataQuality: DataQuality;
  /** Where the year of the dates came from; an assumed year must be confirmed by the user. */
  yearSource: YearSource;
  /** The year the first dated row falls in. */
  year: number | null;
}
