import { accountsView } from '@bankcsv/domain';
import { loadAccounts } from '../adapters/account-statements';
import { conversionsRepo } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('list-accounts');
const sources = {
  conversions: conversionsRepo(env.CONVERSIONS_TABLE),
  usersTable: env.USERS_TABLE,
  outputsBucket: env.OUTPUTS_BUCKET,
};

/** GET /accounts: the caller's completed statements by account, each account's continuity, and unassigned parts. */
export const handler = apiHandler('list-accounts', {}, async ({ userId }) => {
  const { statements, choices } = await loadAccounts(sources, userId);
  return json(200, accountsView(statements, choices));
});
