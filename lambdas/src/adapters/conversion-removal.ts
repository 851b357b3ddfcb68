import { cropKey, csvOutputKeys, outputFolder, outputKey, transactionsKey } from '@bankcsv/domain';
import type { ConversionRecord, ConversionsRepo } from './conversions-repo';
import type { SavedReviewFields } from './statement-files';
import { deleteObject, listKeys } from './storage';

/**
 * Every file of the row's current version: the recorded keys, each CSV layout's parts and each format
 * (in the folder of the save that made them), and its saved transactions. The extraction is not one of them.
 */
export function versionKeys(row: ConversionRecord & SavedReviewFields): string[] {
  const { userId, conversionId, filesId } = row;
  const csvKeys = row.csvParts ? csvOutputKeys(userId, conversionId, row.csvParts, filesId) : [];
  const formatKeys = (row.formats ?? []).map((format) => outputKey(userId, conversionId, format, filesId));
  const saved = row.transactionsVersion
    ? [transactionsKey(userId, conversionId, row.transactionsVersion, filesId)]
    : [];
  return [...new Set([row.csvKey, row.xlsxKey, ...csvKeys, ...formatKeys, ...saved])].filter(
    (key): key is string => !!key,
  );
}

/**
 * Every output file a row can have: its version's files, the extracted transactions (version 0) and, for a scan, the
 * line images of its extracted rows.
 */
export function outputKeys(row: ConversionRecord): string[] {
  const extraction = row.transactionsVersion !== undefined ? [transactionsKey(row.userId, row.conversionId, 0)] : [];
  const crops = (row.scanCrops ?? []).map((index) => cropKey(row.userId, row.conversionId, index));
  return [...versionKeys(row), ...extraction, ...crops];
}

/**
 * Deletes whatever a run left in the conversion's folder (a scan's pages read, line images, files written before
 * the run failed): listed, as a failed run records none of their keys. Safe to repeat.
 */
export async function removeConversionFiles(
  outputsBucket: string,
  userId: string,
  conversionId: string,
): Promise<void> {
  const keys = await listKeys(outputsBucket, outputFolder(userId, conversionId));
  await Promise.all(keys.map((key) => deleteObject(outputsBucket, key)));
}

/**
 * Deletes a conversion's output files first, then its row, so a failure leaves no orphan file.
 * False when a workflow took the row over meanwhile (the row is then kept). Safe to repeat.
 */
export async function removeConversion(
  conversions: ConversionsRepo,
  outputsBucket: string,
  row: ConversionRecord,
): Promise<boolean> {
  await Promise.all(outputKeys(row).map((key) => deleteObject(outputsBucket, key)));
  return conversions.remove(row.userId, row.conversionId);
}
