import { csvOutputKeys, outputKey, transactionsKey } from '@bankcsv/domain';
import type { ConversionRecord, ConversionsRepo } from './conversions-repo';
import { deleteObject } from './storage';

/** Every output file a row can have: the recorded keys plus each CSV layout's parts and transaction versions, which follow from the ids. */
export function outputKeys(row: ConversionRecord): string[] {
  const csvKeys = row.csvParts ? csvOutputKeys(row.userId, row.conversionId, row.csvParts) : [];
  const formatKeys = (row.formats ?? []).map((format) => outputKey(row.userId, row.conversionId, format));
  // The extracted transactions (version 0) and the saved edits, if any.
  const versions = row.transactionsVersion !== undefined ? [0, row.transactionsVersion].map((v) => transactionsKey(row.userId, row.conversionId, v)) : [];
  return [...new Set([row.csvKey, row.xlsxKey, ...csvKeys, ...formatKeys, ...versions])].filter((key): key is string => !!key);
}

/**
 * Deletes a conversion's output files first, then its row, so a failure leaves no orphan file.
 * False when a workflow took the row over meanwhile (the row is then kept). Safe to repeat.
 */
export async function removeConversion(conversions: ConversionsRepo, outputsBucket: string, row: ConversionRecord): Promise<boolean> {
  await Promise.all(outputKeys(row).map((key) => deleteObject(outputsBucket, key)));
  return conversions.remove(row.userId, row.conversionId);
}
