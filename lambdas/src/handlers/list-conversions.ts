import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('list-conversions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** GET /conversions: the caller's conversions, newest first. */
export const handler = apiHandler('list-conversions', {}, async ({ userId }) => {
  const items = await conversions.list(userId);
  return json(200, { items: items.map(toConversionJson) });
});
