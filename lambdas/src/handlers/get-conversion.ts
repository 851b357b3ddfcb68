import { DOWNLOAD_MESSAGES } from '@bankcsv/domain';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json, notFound } from '../shared/http';

const env = functionEnv('get-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** GET /conversions/{id}: rows are keyed by the caller, so another user's id is simply not found. */
export const handler = apiHandler('get-conversion', {}, async ({ userId, pathId }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  return json(200, toConversionJson(row));
});
