import { DOWNLOAD_MESSAGES, isStuckConversion, supportSampleKey } from '@bankcsv/domain';
import { cancelUpload } from '../adapters/abandoned-uploads';
import { queueDeps, startQueued } from '../adapters/batch-queue';
import { removeConversion } from '../adapters/conversion-removal';
import { conversionsRepo } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { deleteObject } from '../adapters/storage';
import { endStuckConversion } from '../adapters/stuck-conversions';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, conflict, noContent, notFound } from '../shared/http';

const env = functionEnv('delete-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const users = usersRepo(env);
const slots = inFlightSlots(env);
const queue = queueDeps(env);

const STILL_PROCESSING = 'This statement is still being converted. Delete it when the conversion has finished.';

/** DELETE /conversions/{id}: the converted files first, then the row, so a failure leaves no orphan. */
export const handler = apiHandler('delete-conversion', {}, async ({ userId, pathId }) => {
  let row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  // An upload still in progress is ended first, so its in-flight place is given back.
  let ended = false;
  if (row.status === 'uploading' && (await cancelUpload(slots, userId, row.conversionId))) {
    ended = true;
    row = await conversions.get(userId, row.conversionId);
  }
  if (row?.status === 'processing') {
    // The workflow owns a processing row: deleting it mid-way would lose the debit's refund path.
    if (!isStuckConversion(row)) throw conflict(STILL_PROCESSING);
    // Past the workflow's limit nothing will end it: the failure branch does, now (refund once).
    await endStuckConversion(
      {
        slots,
        users,
        conversionsTable: env.CONVERSIONS_TABLE,
        uploadsBucket: env.UPLOADS_BUCKET,
        outputsBucket: env.OUTPUTS_BUCKET,
      },
      row,
    );
    ended = true;
    row = await conversions.get(userId, row.conversionId);
  }
  // A place given back goes to the user's oldest waiting batch file.
  if (ended) await startQueued(queue, userId);
  if (!row) return noContent();
  // Uploaded PDFs are not touched here: the workflow deletes them when it ends, and a PDF that
  // arrives for a deleted row is deleted by start-conversion.
  if (!(await removeConversion(conversions, env.OUTPUTS_BUCKET, row))) throw conflict(STILL_PROCESSING);
  // A queued batch file never reached its workflow, which would have deleted its PDF: it goes with its row.
  if (row.status === 'queued') await deleteObject(env.UPLOADS_BUCKET, row.storageKey);
  // A statement sent to us for support goes with its conversion, before its 7 days are up.
  if (row.supportConsentAt) await deleteObject(env.UPLOADS_BUCKET, supportSampleKey(userId, row.conversionId));
  return noContent();
});
