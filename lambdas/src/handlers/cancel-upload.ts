import { CONVERSION_ERRORS, DOWNLOAD_MESSAGES } from '@bankcsv/domain';
import { conversionsRepo, expiresAtFrom, toConversionJson } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, conflict, json, notFound } from '../shared/http';

const env = functionEnv('cancel-upload');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * POST /conversions/{id}/cancel: only an upload still in progress can be cancelled. If its file
 * arrives later, start-conversion finds the row ended and deletes the file.
 */
export const handler = apiHandler('cancel-upload', {}, async ({ userId, pathId }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  const now = new Date();
  const cancelled = await conversions.transition(userId, row.conversionId, {
    from: ['uploading'],
    set: { status: 'error', errorMessage: CONVERSION_ERRORS.UPLOAD_CANCELLED, errorCode: 'UPLOAD_CANCELLED', completedAt: now.toISOString(), expiresAt: expiresAtFrom(now) },
    remove: ['passwordCipher'],
  });
  if (!cancelled) throw conflict('This upload has already finished and can no longer be cancelled.');
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, updated ? toConversionJson(updated) : { conversionId: row.conversionId, status: 'error' });
});
