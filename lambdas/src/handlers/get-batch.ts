import { isBatchId } from '@bankcsv/domain';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json, notFound } from '../shared/http';

const env = functionEnv('get-batch');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const NOT_FOUND = 'This batch was not found.';

/** GET /batches/{id}: the caller's files of the batch, in upload order; another user's batch is simply not found. */
export const handler = apiHandler('get-batch', {}, async ({ userId, pathId }) => {
  if (!isBatchId(pathId)) throw notFound(NOT_FOUND);
  // Conversion ids are time-ordered: oldest first is upload order.
  const rows = (await conversions.list(userId)).filter((row) => row.batchId === pathId).reverse();
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return json(200, { batchId: pathId, conversions: rows.map(toConversionJson) });
});
