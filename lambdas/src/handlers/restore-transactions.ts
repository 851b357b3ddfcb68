import { DOWNLOAD_MESSAGES } from '@bankcsv/domain';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import {
  assertEditing,
  exportStatement,
  getStatementVersion,
  publishVersion,
  reviewableRow,
} from '../adapters/review-versions';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('restore-transactions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * DELETE /conversions/{id}/transactions[?version=n]: undo every edit; the files are made again from the
 * extraction. With `version`, only while the row still holds that version (else 409, as a save).
 */
export const handler = apiHandler('restore-transactions', {}, async ({ userId, pathId, query }) => {
  const row = await reviewableRow(conversions, userId, pathId, DOWNLOAD_MESSAGES.notFound);
  assertEditing(row, query.version === undefined ? undefined : Number(query.version));
  if (row.transactionsVersion === 0) return json(200, toConversionJson(row));
  const original = await getStatementVersion(env.OUTPUTS_BUCKET, userId, row.conversionId, 0);
  await publishVersion(conversions, env.OUTPUTS_BUCKET, row, {
    version: 0,
    statement: original,
    exported: exportStatement(original, true),
  });
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
