import { paymentsRepo, toPaymentJson } from '../adapters/payments-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('list-payments');
const payments = paymentsRepo(env);

/** GET /payments: the caller's purchases, newest first, for matching against invoices. */
export const handler = apiHandler('list-payments', {}, async ({ userId }) => {
  const items = await payments.listByUser(userId);
  return json(200, { items: items.map(toPaymentJson) });
});
