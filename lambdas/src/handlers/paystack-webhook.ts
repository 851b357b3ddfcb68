import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { paymentSettlement } from '../adapters/payment-settlement';
import { paymentsRepo } from '../adapters/payments-repo';
import { paystackSecretKey } from '../adapters/paystack';
import { functionEnv } from '../shared/env';
import { json, type ApiResult } from '../shared/http';
import { errorMapping, jsonBody } from '../shared/http-middleware';
import { logger } from '../shared/logger';
import { isValidPaystackSignature } from '../shared/paystack-signature';

const env = functionEnv('paystack-webhook');
const payments = paymentsRepo(env);
const settlement = paymentSettlement(payments, env.PAYSTACK_SECRET_ARN);

interface PaystackEvent {
  event?: unknown;
  data?: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const SAFE_REFUND_ID = /^[A-Za-z0-9_.=-]{1,100}$/;

/**
 * The payment, the amount (Paystack may send it as a string) and the id of a refund. Each refund is
 * reversed once by its id; one sent without any id is keyed by its amount, so its replays stay harmless.
 */
function refundOf(data: Record<string, unknown>): { reference: string; id: string; amountCents: number } | undefined {
  const transaction = (
    typeof data.transaction === 'object' && data.transaction !== null ? data.transaction : {}
  ) as Record<string, unknown>;
  const reference = text(data.transaction_reference) ?? text(transaction.reference);
  const amountCents = Number(data.amount);
  if (!reference || !Number.isSafeInteger(amountCents) || amountCents <= 0) return undefined;
  const id = [data.refund_reference, data.id]
    .map((v) => (typeof v === 'number' ? String(v) : text(v)))
    .find((v) => v !== undefined && SAFE_REFUND_ID.test(v));
  return { reference, id: id ?? `amount-${amountCents}`, amountCents };
}

const requestIdOf = (event: APIGatewayProxyEventV2, context?: Context) =>
  event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';

/** The signature over the exact bytes received, checked before middy's parser replaces the body. */
const paystackSignature = {
  before: async ({
    event,
    context,
  }: {
    event: APIGatewayProxyEventV2;
    context?: Context;
  }): Promise<ApiResult | undefined> => {
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const signature = Object.entries(event.headers ?? {}).find(
      ([name]) => name.toLowerCase() === 'x-paystack-signature',
    )?.[1];
    if (isValidPaystackSignature(raw, signature, await paystackSecretKey(env.PAYSTACK_SECRET_ARN))) return undefined;
    logger.warn('webhook signature refused', {
      requestId: requestIdOf(event, context),
      sourceIp: event.requestContext?.http?.sourceIp,
      signed: signature !== undefined,
    });
    return json(401, { message: 'Invalid signature' });
  },
};

async function receive(event: APIGatewayProxyEventV2, context?: Context): Promise<ApiResult> {
  const requestId = requestIdOf(event, context);
  const payload = ((event as { body?: unknown }).body ?? {}) as PaystackEvent;
  const data = payload.data ?? {};
  if (payload.event === 'charge.success') {
    const payment = await payments.get(text(data.reference) ?? '');
    if (!payment) logger.info('charge.success for no payment of ours', { requestId, reference: text(data.reference) });
    else await settlement.settle(payment);
  } else if (payload.event === 'refund.processed') {
    const refund = refundOf(data);
    const result = refund ? await payments.reverse(refund.reference, refund) : { outcome: 'unreadable' };
    logger.info('refund processed', { requestId, ...refund, ...result });
  } else logger.info('webhook event ignored', { requestId, event: String(payload.event) });
  return json(200, { received: true });
}

const webhook = middy<APIGatewayProxyEventV2, ApiResult, unknown, Context>(receive)
  .use(errorMapping('paystack-webhook'))
  .use(paystackSignature)
  // Paystack's own content type is not relied on: a signed body is read as JSON whatever it says.
  .use(jsonBody({ anyContentType: true }));

/**
 * POST /webhooks/paystack (no JWT). The signature over the exact bytes received is checked before
 * anything else; the event's own figures are never trusted: charge.success is verified with
 * Paystack, and replays are harmless because the grant happens once per reference and each refund
 * is reversed once per refund id.
 */
export function handler(event: APIGatewayProxyEventV2, context?: Context): Promise<ApiResult> {
  return webhook(event, context ?? ({} as Context));
}
