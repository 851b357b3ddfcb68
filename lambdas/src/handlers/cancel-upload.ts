import { DOWNLOAD_MESSAGES, LIFECYCLE } from '@bankcsv/domain';
import { cancelUpload } from '../adapters/abandoned-uploads';
import { queueDeps, startQueued } from '../adapters/batch-queue';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { functionEnv } from '../shared/env';
import { apiHandler, conflict, json, notFound } from '../shared/http';

const env = functionEnv('cancel-upload');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const slots = inFlightSlots(env);
const queue = queueDeps(env);

/**
 * POST /conversions/{id}/cancel: only an upload still in progress can be cancelled; its in-flight
 * place is given back. If its file arrives later, start-conversion finds the row ended and deletes the file.
 */
export const handler = apiHandler('cancel-upload', {}, async ({ userId, pathId }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (!(await cancelUpload(slots, userId, row.conversionId)))
    throw conflict('This upload has already finished and can no longer be cancelled.');
  await startQueued(queue, userId);
  const updated = await conversions.get(userId, row.conversionId);
  return json(
    200,
    updated ? toConversionJson(updated) : { conversionId: row.conversionId, status: LIFECYCLE.cancelled.status },
  );
});
