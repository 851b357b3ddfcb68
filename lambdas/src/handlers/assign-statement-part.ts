import { ACCOUNT_MESSAGES, accountsView, findAccount, partIdsOf } from '@bankcsv/domain';
import { z } from 'zod';
import { loadAccounts } from '../adapters/account-statements';
import { conversionsRepo } from '../adapters/conversions-repo';
import { userMaps } from '../adapters/user-maps';
import { functionEnv } from '../shared/env';
import { apiHandler, json, notFound } from '../shared/http';

const env = functionEnv('assign-statement-part');
const sources = {
  conversions: conversionsRepo(env.CONVERSIONS_TABLE),
  usersTable: env.USERS_TABLE,
  outputsBucket: env.OUTPUTS_BUCKET,
};
const maps = userMaps(env.USERS_TABLE);

const body = z.object({ accountId: z.string({ error: 'Choose an account.' }).max(200).nullable() });

/** The part id of the path: `#` arrives URL-encoded (`%23`) where a gateway leaves it so. */
const partIdOf = (raw: string | undefined): string | undefined => {
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/**
 * PUT /statement-parts/{id}/account `{ accountId }`: puts a part (typically one that prints no number) into one of
 * the caller's accounts; `{ accountId: null }` undoes it. Another user's part or account is simply not found.
 */
export const handler = apiHandler('assign-statement-part', { body }, async ({ userId, pathId, body: input }) => {
  const partId = partIdOf(pathId);
  const { statements, choices } = await loadAccounts(sources, userId);
  if (!partId || !partIdsOf(statements).has(partId)) throw notFound(ACCOUNT_MESSAGES.partNotFound);
  const account = input.accountId === null ? null : findAccount(statements, choices, input.accountId);
  if (account === undefined) throw notFound(ACCOUNT_MESSAGES.notFound);
  await maps.put(userId, 'partAccounts', partId, account?.key ?? null);
  const assigned = { ...choices.assigned };
  if (account === null) delete assigned[partId];
  else assigned[partId] = account.key;
  return json(200, accountsView(statements, { ...choices, assigned }));
});
