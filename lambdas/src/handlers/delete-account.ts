import { OUTPUT_PREFIX, isInFlight, userSupportSamplesPrefix, userUploadsPrefix } from '@bankcsv/domain';
import { endAbandonedUploads } from '../adapters/abandoned-uploads';
import { removeConversion } from '../adapters/conversion-removal';
import { conversionsRepo } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { deleteLogin, loginName } from '../adapters/identity';
import { deleteObject, listKeys } from '../adapters/storage';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, conflict, noContent } from '../shared/http';

const env = functionEnv('delete-account');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const users = usersRepo(env);
const slots = inFlightSlots(env);

const STILL_CONVERTING = 'Wait for your conversions to finish, then try again.';

/**
 * DELETE /me: conversions with their files, leftover uploads and the user record go; the ledger
 * stays as the audit record, closed by an `account-deleted` entry; the login goes last, so a
 * failed attempt can be retried with the same session. Every step can be repeated.
 */
export const handler = apiHandler('delete-account', {}, async ({ userId, event }) => {
  for (;;) {
    // An upload whose form expired unused no longer blocks the deletion.
    const rows = await endAbandonedUploads(conversions, slots, await conversions.list(userId));
    if (rows.some((row) => isInFlight(row.status))) throw conflict(STILL_CONVERTING);
    for (const row of rows) {
      if (!(await removeConversion(conversions, env.OUTPUTS_BUCKET, row))) throw conflict(STILL_CONVERTING);
    }
    if (rows.length === 0) break;
  }
  // Statements sent to us for support go with the account too, before their 7 days are up.
  const uploads = [
    ...(await listKeys(env.UPLOADS_BUCKET, userUploadsPrefix(userId))),
    ...(await listKeys(env.UPLOADS_BUCKET, userSupportSamplesPrefix(userId))),
  ];
  await Promise.all(uploads.map((key) => deleteObject(env.UPLOADS_BUCKET, key)));
  // Files no conversion row records (an account's merged exports) go too, before their 30 days are up.
  const outputs = await listKeys(env.OUTPUTS_BUCKET, `${OUTPUT_PREFIX}/${userId}/`);
  await Promise.all(outputs.map((key) => deleteObject(env.OUTPUTS_BUCKET, key)));
  await users.closeAccount(userId);
  await deleteLogin(env.USER_POOL_ID, loginName(event, userId));
  return noContent();
});
