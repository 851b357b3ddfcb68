import { restate, type Statement } from '@bankcsv/converter';
import { REVIEW_MESSAGES, csvOutputKeys, exportFileName, outputKey, transactionsKey, type YearSource } from '@bankcsv/domain';
import type { ConversionRecord, ConversionsRepo } from './conversions-repo';
import { writeOutputs } from './outputs';
import { getStatementVersion, putStatementVersion, rowFieldsOf, type StoredStatement } from './statement-files';
import { deleteObject } from './storage';
import { conflict, notFound } from '../shared/http';

export const CHANGED_MEANWHILE = 'This conversion changed meanwhile. Reload the page and try again.';

/** The caller's completed row that has reviewable transactions, or the 4xx that explains why not. */
export async function reviewableRow(conversions: ConversionsRepo, userId: string, conversionId: string | undefined, notFoundText: string): Promise<ConversionRecord & { transactionsVersion: number }> {
  const row = conversionId ? await conversions.get(userId, conversionId) : undefined;
  if (!row) throw notFound(notFoundText);
  if (row.status !== 'completed' || row.transactionsVersion === undefined) throw conflict(REVIEW_MESSAGES.noTransactions);
  return row as ConversionRecord & { transactionsVersion: number };
}

/** Version 0 is the converter's own statement, quality included; later versions are checked again. */
export function exportStatement(version: StoredStatement, isOriginal: boolean, year?: { source: YearSource; year: number | null }): Statement {
  const statement = restate(version, year);
  return isOriginal && version.dataQuality ? { ...statement, dataQuality: version.dataQuality } : statement;
}

/**
 * Makes `next` the row's current transactions: stores it as a new version (the extraction stays as
 * version 0), regenerates every export from it, updates the row, then drops the version it replaced.
 */
export async function publishVersion(
  conversions: ConversionsRepo,
  bucket: string,
  row: ConversionRecord & { transactionsVersion: number },
  next: { version: number; statement: StoredStatement; exported: Statement },
): Promise<void> {
  if (next.version > 0) await putStatementVersion(bucket, row.userId, row.conversionId, next.version, next.statement);
  const { statement: facts, ...files } = await writeOutputs(bucket, row.userId, row.conversionId, next.exported);
  // Dates may have moved (a new year): the period and the file names follow the rows.
  const names = {
    csvFileName: exportFileName(facts, row.originalFileName, { kind: 'csv', profile: 'sage', part: 1 }),
    xlsxFileName: exportFileName(facts, row.originalFileName, { kind: 'xlsx' }),
  };
  const ok = await conversions.transition(row.userId, row.conversionId, {
    from: ['completed'],
    set: { ...rowFieldsOf(next.exported), ...files, ...facts, ...names, transactionsVersion: next.version, ...(next.version > 0 ? { editedAt: new Date().toISOString() } : {}) },
    remove: next.version > 0 ? [] : ['editedAt'],
  });
  if (!ok) throw conflict(CHANGED_MEANWHILE);
  // Files the new version no longer has: split parts of a shorter statement, OFX/QBO it no longer allows.
  const kept = new Set([...csvOutputKeys(row.userId, row.conversionId, files.csvParts), ...files.formats.map((f) => outputKey(row.userId, row.conversionId, f))]);
  const before = [...(row.csvParts ? csvOutputKeys(row.userId, row.conversionId, row.csvParts) : []), ...(row.formats ?? []).map((f) => outputKey(row.userId, row.conversionId, f))];
  const stale = before.filter((key) => !kept.has(key));
  if (row.transactionsVersion > 0 && row.transactionsVersion !== next.version) stale.push(transactionsKey(row.userId, row.conversionId, row.transactionsVersion));
  await Promise.all(stale.map((key) => deleteObject(bucket, key)));
}

export { getStatementVersion };
