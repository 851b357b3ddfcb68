import { DOWNLOAD_MESSAGES } from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { deleteObject } from '../adapters/storage';
import { loadEnv } from '../shared/env';
import { apiHandler, conflict, noContent, notFound } from '../shared/http';

const env = loadEnv(['CONVERSIONS_TABLE', 'UPLOADS_BUCKET', 'OUTPUTS_BUCKET']);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const STILL_PROCESSING = 'This statement is still being converted. Delete it when the conversion has finished.';

/** DELETE /conversions/{id}: the files first, then the row, so a failure leaves nothing orphaned. */
export const handler = apiHandler('delete-conversion', {}, async ({ userId, pathId }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  // The workflow owns a processing row: deleting it mid-way would lose the debit's refund path.
  if (row.status === 'processing') throw conflict(STILL_PROCESSING);
  const keys = [
    { bucket: env.UPLOADS_BUCKET, key: row.storageKey },
    { bucket: env.OUTPUTS_BUCKET, key: row.csvKey },
    { bucket: env.OUTPUTS_BUCKET, key: row.xlsxKey },
  ];
  await Promise.all(keys.filter((k): k is { bucket: string; key: string } => !!k.key).map((k) => deleteObject(k.bucket, k.key)));
  if (!(await conversions.remove(userId, row.conversionId))) throw conflict(STILL_PROCESSING);
  return noContent();
});
