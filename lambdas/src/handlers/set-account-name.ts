import { ACCOUNT_MESSAGES, ACCOUNT_NAME_MAX, accountIdOf, accountsView } from '@bankcsv/domain';
import { z } from 'zod';
import { loadAccount } from '../adapters/account-statements';
import { conversionsRepo } from '../adapters/conversions-repo';
import { userMaps } from '../adapters/user-maps';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('set-account-name');
const sources = {
  conversions: conversionsRepo(env.CONVERSIONS_TABLE),
  usersTable: env.USERS_TABLE,
  outputsBucket: env.OUTPUTS_BUCKET,
};
const maps = userMaps(env.USERS_TABLE);

const body = z.object({
  name: z.string({ error: 'Enter a name for the account.' }).trim().max(ACCOUNT_NAME_MAX, ACCOUNT_MESSAGES.nameTooLong),
});

/** PUT /accounts/{id}/name `{ name }`: the user's own name for an account; an empty name clears it. */
export const handler = apiHandler('set-account-name', { body }, async ({ userId, pathId, body: input }) => {
  const { statements, choices, account } = await loadAccount(sources, userId, pathId, ACCOUNT_MESSAGES.notFound);
  const name = input.name === '' ? null : input.name;
  await maps.put(userId, 'accountNames', account.key, name);
  const names = { ...choices.names };
  if (name === null) delete names[account.key];
  else names[account.key] = name;
  const view = accountsView(statements, { ...choices, names });
  return json(
    200,
    view.accounts.find((a) => a.accountId === accountIdOf(account.key)),
  );
});
