import { userMaps } from '../adapters/user-maps';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';
import { newConversionId } from '../shared/ids';

const env = functionEnv('create-batch');
const users = usersRepo(env);
const maps = userMaps(env.USERS_TABLE);

/**
 * POST /batches: a new batch id for files dropped at once (docs/batches.md). The user's record counts its files, so
 * `POST /uploads` can refuse the 51st atomically and only accepts a batch this user opened.
 */
export const handler = apiHandler('create-batch', {}, async ({ userId, email, emailVerified }) => {
  await users.ensureUser(userId, email, emailVerified);
  const batchId = `bat_${newConversionId()}`;
  await maps.put(userId, 'batchFiles', batchId, 0);
  return json(201, { batchId });
});
