import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { restate, type Statement } from '@bankcsv/converter';
import { REVIEW_MESSAGES, exportFileName, type AccountNumberNeed, type YearSource } from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { conflict, notFound } from '../shared/http';
import { versionKeys } from './conversion-removal';
import type { ConversionRecord, ConversionsRepo } from './conversions-repo';
import { writeOutputs } from './outputs';
import {
  getStatementVersion,
  putStatementVersion,
  rowFieldsOf,
  type SavedReviewFields,
  type StoredStatement,
} from './statement-files';
import { deleteObject } from './storage';

export const CHANGED_MEANWHILE = 'This conversion changed meanwhile. Reload the page and try again.';

export type ReviewableRow = ConversionRecord & SavedReviewFields & { transactionsVersion: number };

/** The caller's completed row that has reviewable transactions, or the 4xx that explains why not. */
export async function reviewableRow(
  conversions: ConversionsRepo,
  userId: string,
  conversionId: string | undefined,
  notFoundText: string,
): Promise<ReviewableRow> {
  const row = conversionId ? await conversions.get(userId, conversionId) : undefined;
  if (!row) throw notFound(notFoundText);
  if (row.status !== 'completed' || row.transactionsVersion === undefined)
    throw conflict(REVIEW_MESSAGES.noTransactions);
  return row as ReviewableRow;
}

/** 409 unless the caller edits the version the row holds (another tab, window or click saved first). */
export function assertEditing(row: ReviewableRow, version: number | undefined): void {
  if (version !== undefined && version !== row.transactionsVersion) throw conflict(REVIEW_MESSAGES.savedElsewhere);
}

/** The extraction (version 0) and the row's current version, as stored. */
export async function statementsOf(
  bucket: string,
  row: ReviewableRow,
): Promise<{ original: StoredStatement; current: StoredStatement }> {
  const original = await getStatementVersion(bucket, row.userId, row.conversionId, 0);
  const current =
    row.transactionsVersion === 0
      ? original
      : await getStatementVersion(bucket, row.userId, row.conversionId, row.transactionsVersion, row.filesId);
  return { original, current };
}

/**
 * The number a new save gets: above any version ever saved, so an undo and a save never bring back a number a stale tab
 * holds.
 */
export const nextVersion = (row: ReviewableRow): number =>
  Math.max(row.transactionsVersion, row.versionsSaved ?? 0) + 1;

/** Version 0 is the converter's own statement, quality included; later versions are checked again. */
export function exportStatement(
  version: StoredStatement,
  isOriginal: boolean,
  year?: { source: YearSource; year: number | null },
): Statement {
  const statement = restate(version, year);
  return isOriginal && version.dataQuality ? { ...statement, dataQuality: version.dataQuality } : statement;
}

/**
 * Makes `next` the row's current transactions (the extraction stays as version 0). Every file of the new
 * version, its transactions and each export, is written into a folder of this save's own; then one
 * conditional update points the row at them, only while the row still holds the version and files this
 * save started from. Whichever of two saves wins, every file of its version is its own; the other gets
 * 409 and its files are deleted, as are the files of the version replaced. The account numbers the user gave
 * go into OFX and QBO (`next.accountNumbers`, else the row's own).
 */
export async function publishVersion(
  conversions: ConversionsRepo,
  bucket: string,
  row: ReviewableRow,
  next: { version: number; statement: StoredStatement; exported: Statement; accountNumbers?: AccountNumberNeed[] },
): Promise<void> {
  const { userId, conversionId } = row;
  const filesId = randomUUID();
  if (next.version > 0) await putStatementVersion(bucket, userId, conversionId, next.version, next.statement, filesId);
  const given = next.accountNumbers ?? row.accountNumbers;
  const { statement: facts, ...files } = await writeOutputs(
    bucket,
    userId,
    conversionId,
    next.exported,
    filesId,
    given,
  );
  // Dates may have moved (a new year): the period and the file names follow the rows.
  const names = {
    csvFileName: exportFileName(facts, row.originalFileName, { kind: 'csv', profile: 'sage', part: 1 }),
    xlsxFileName: exportFileName(facts, row.originalFileName, { kind: 'xlsx' }),
  };
  const versionsSaved = Math.max(next.version, row.versionsSaved ?? row.transactionsVersion);
  const written = versionKeys({ ...row, ...files, filesId, transactionsVersion: next.version });
  const lost = await pointRowAt(conversions, row, {
    from: ['completed'],
    set: {
      ...rowFieldsOf(next.exported),
      ...files,
      ...facts,
      ...names,
      transactionsVersion: next.version,
      filesId,
      versionsSaved,
      // Giving an account number keeps the version, and is no edit of its rows.
      ...(next.version > 0 && next.version !== row.transactionsVersion ? { editedAt: new Date().toISOString() } : {}),
    },
    remove: next.version > 0 ? [] : ['editedAt'],
  });
  const replaced = lost ? written : versionKeys(row);
  await Promise.all(replaced.map((key) => deleteObject(bucket, key)));
  if (lost) throw conflict(lost === 'saved-elsewhere' ? REVIEW_MESSAGES.savedElsewhere : CHANGED_MEANWHILE);
}

/** The row's update, applied only while it holds the version and files it was read with; why not, otherwise. */
async function pointRowAt(
  conversions: ConversionsRepo,
  row: ReviewableRow,
  transition: Parameters<ConversionsRepo['transition']>[2],
): Promise<'saved-elsewhere' | 'changed' | undefined> {
  const input = conversions.transitionInput(row.userId, row.conversionId, transition);
  const unchanged = `#tv = :tv AND ${row.filesId === undefined ? 'attribute_not_exists(#fid)' : '#fid = :fid'}`;
  try {
    await ddb.send(
      new UpdateCommand({
        ...input,
        ConditionExpression: `${input.ConditionExpression} AND ${unchanged}`,
        ExpressionAttributeNames: {
          ...input.ExpressionAttributeNames,
          '#tv': 'transactionsVersion',
          '#fid': 'filesId',
        },
        ExpressionAttributeValues: {
          ...input.ExpressionAttributeValues,
          ':tv': row.transactionsVersion,
          ...(row.filesId === undefined ? {} : { ':fid': row.filesId }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return error.Item?.status?.S === 'completed' ? 'saved-elsewhere' : 'changed';
  }
}

export { getStatementVersion };
