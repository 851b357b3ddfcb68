import type { ReviewStatement, Statement } from '@bankcsv/converter';
import { exportText, transactionsKey, type ConversionQuality, type StatementSummary } from '@bankcsv/domain';
import { getObjectBytes, putObject } from './storage';

const MAX_BREAKS_KEPT = 20;

/** The fields a saved review adds to its conversion row. */
export interface SavedReviewFields {
  /** The folder of the save whose files the row points at (absent: the conversion's own first files). */
  filesId?: string;
  /** The highest review version ever saved, so a save after an undo never reuses a number. */
  versionsSaved?: number;
}

/** A stored version; the extraction (version 0) keeps the converter's own quality, with every check it ran. */
export type StoredStatement = ReviewStatement & { dataQuality?: Statement['dataQuality'] };

/** Saves one version of the reviewable transactions (0 is the extraction; a saved one goes in its save's folder). */
export async function putStatementVersion(
  bucket: string,
  userId: string,
  conversionId: string,
  version: number,
  statement: StoredStatement,
  filesId?: string,
): Promise<void> {
  const {
    bank,
    layout,
    pages,
    accountNumber,
    periodStart,
    periodEnd,
    openingBalance,
    closingBalance,
    yearSource,
    year,
    dataQuality,
    sections,
  } = statement;
  // Kept as the files write them, so the review shows the extraction's text as it was exported.
  const transactions = statement.transactions.map((t) => ({
    ...t,
    description: exportText(t.description),
    ...(t.reference ? { reference: exportText(t.reference) } : {}),
  }));
  // A statement of several accounts keeps each one's opening and closing: a review checks and exports them apart.
  const doc = {
    bank,
    layout,
    pages,
    accountNumber,
    periodStart,
    periodEnd,
    openingBalance,
    closingBalance,
    yearSource,
    year,
    transactions,
    ...(sections ? { sections } : {}),
    ...(version === 0 ? { dataQuality } : {}),
  };
  await putObject(
    bucket,
    transactionsKey(userId, conversionId, version, filesId),
    JSON.stringify(doc),
    'application/json',
  );
}

export async function getStatementVersion(
  bucket: string,
  userId: string,
  conversionId: string,
  version: number,
  filesId?: string,
): Promise<StoredStatement> {
  const bytes = await getObjectBytes(bucket, transactionsKey(userId, conversionId, version, filesId));
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as StoredStatement;
}

/** What the row shows: counts, money in and out, opening and closing. */
export function statementSummary(s: Statement): StatementSummary {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const t of s.transactions) {
    const c = Math.round((t.amount ?? 0) * 100);
    if (c > 0) moneyIn += c;
    else moneyOut -= c;
  }
  return {
    transactions: s.transactions.length,
    moneyIn: moneyIn / 100,
    moneyOut: moneyOut / 100,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
  };
}

/** Quality counts plus the first breaks, each with its row's date: rows and workflow state stay small. */
export function qualityForRow(s: Statement): ConversionQuality {
  const breaks = s.dataQuality.breaks
    .slice(0, MAX_BREAKS_KEPT)
    .map((b) => ({ ...b, date: b.index >= 0 ? (s.transactions[b.index]?.date ?? null) : null }));
  return { ...s.dataQuality, breaks };
}

/** The row fields a statement version decides. */
export function rowFieldsOf(s: Statement) {
  return {
    dataQuality: qualityForRow(s),
    summary: statementSummary(s),
    yearSource: s.yearSource,
    statementYear: s.year,
  };
}
