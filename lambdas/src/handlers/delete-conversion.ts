import { DOWNLOAD_MESSAGES } from '@bankcsv/domain';
import { removeConversion } from '../adapters/conversion-removal';
import { conversionsRepo } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, conflict, noContent, notFound } from '../shared/http';

const env = functionEnv('delete-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const STILL_PROCESSING = 'This statement is still being converted. Delete it when the conversion has finished.';

/** DELETE /conversions/{id}: the converted files first, then the row, so a failure leaves no orphan. */
export const handler = apiHandler('delete-conversion', {}, async ({ userId, pathId }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  // The workflow owns a processing row: deleting it mid-way would lose the debit's refund path.
  if (row.status === 'processing') throw conflict(STILL_PROCESSING);
  // Uploaded PDFs are not touched here: the workflow deletes them when it ends, and a PDF that
  // arrives for a deleted row is deleted by start-conversion.
  if (!(await removeConversion(conversions, env.OUTPUTS_BUCKET, row))) throw conflict(STILL_PROCESSING);
  return noContent();
});
