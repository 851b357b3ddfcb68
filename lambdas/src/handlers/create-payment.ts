import { PAYMENT_MESSAGES, PURCHASE_MESSAGES, paymentReference, purchaseOrder } from '@bankcsv/domain';
import { z } from 'zod';
import { paymentsRepo, type PaymentRecord } from '../adapters/payments-repo';
import { initializeTransaction, PaymentNotConfiguredError, paystackSecretKey } from '../adapters/paystack';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, json } from '../shared/http';
import { logger } from '../shared/logger';

const env = functionEnv('create-payment');
const users = usersRepo(env);
const payments = paymentsRepo(env);

// Any number or text: the quantity is clamped into 5..1000 and non-numbers fall back to 5 (spec §5).
const body = z.object({
  credits: z.union([z.number(), z.string().max(20)], { error: PURCHASE_MESSAGES.invalidAmount }),
});

/** POST /payments: prices the purchase from the tiers, records it pending and initialises it with Paystack. */
export const handler = apiHandler('create-payment', { body }, async ({ userId, email, emailVerified, body: input }) => {
  const order = purchaseOrder(input.credits);
  let secretKey: string;
  try {
    secretKey = await paystackSecretKey(env.PAYSTACK_SECRET_ARN);
  } catch (error) {
    if (!(error instanceof PaymentNotConfiguredError)) throw error;
    logger.error('payments are not configured', { reason: error.message });
    return json(503, { message: PAYMENT_MESSAGES.configError });
  }
  const user = await users.ensureUser(userId, email, emailVerified);
  const payer = user.email || email;
  if (!payer) throw badRequest('Your account has no e-mail address to send the receipt to.');

  const now = Date.now();
  let record: PaymentRecord | undefined;
  // Two clicks in the same millisecond would share a reference: the next millisecond is free.
  for (let offset = 0; offset < 3 && !record; offset += 1) {
    const candidate: PaymentRecord = {
      reference: paymentReference(userId, now + offset),
      userId,
      email: payer,
      credits: order.credits,
      amountCents: order.amountCents,
      currency: order.currency,
      packageId: order.packageId,
      status: 'pending',
      createdAt: new Date(now + offset).toISOString(),
      updatedAt: new Date(now).toISOString(),
    };
    if (await payments.create(candidate)) record = candidate;
  }
  if (!record) throw new Error('No free payment reference');

  try {
    const started = await initializeTransaction(secretKey, {
      email: payer,
      amountCents: record.amountCents,
      currency: record.currency,
      reference: record.reference,
      metadata: { userId, credits: record.credits, packageId: record.packageId },
    });
    return json(200, {
      reference: started.reference,
      accessCode: started.accessCode,
      credits: record.credits,
      amountCents: record.amountCents,
    });
  } catch (error) {
    await payments.discard(record.reference);
    throw error;
  }
});
