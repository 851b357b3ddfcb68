import { PAYMENT_MESSAGES } from '@bankcsv/domain';
import { paymentSettlement } from '../adapters/payment-settlement';
import { paymentsRepo, toPaymentJson } from '../adapters/payments-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json, notFound } from '../shared/http';
import { errorFields, logger } from '../shared/logger';

const env = functionEnv('get-payment');
const payments = paymentsRepo(env);
const settlement = paymentSettlement(payments, env.PAYSTACK_SECRET_ARN);

/**
 * GET /payments/{reference}: the caller's own payment. A pending one is verified with Paystack here
 * too (the webhook may be late), through the same exactly-once grant.
 */
export const handler = apiHandler('get-payment', {}, async ({ userId, pathId }) => {
  const payment = pathId ? await payments.get(pathId) : undefined;
  // Another user's reference reads exactly like one that does not exist.
  if (!payment || payment.userId !== userId) throw notFound(PAYMENT_MESSAGES.notFound);
  const current = await settlement.settle(payment).catch((error: unknown) => {
    logger.warn('payment verification failed; answering the stored state', {
      reference: payment.reference,
      ...errorFields(error),
    });
    return payment;
  });
  return json(200, toPaymentJson(current));
});
