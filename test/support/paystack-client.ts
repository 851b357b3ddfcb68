import { createHmac } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Steps the payment tests repeat: talking to the local Paystack as Paystack's own side would, and signing webhooks. */

const awsConfig = { region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
let secret: Promise<string> | undefined;
let doc: DynamoDBDocumentClient | undefined;
const ddb = () =>
  (doc ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...awsConfig, endpoint: inject('stack').endpoints.dynamodb }),
  ));

/** The stack's Paystack secret key, read from its Secrets Manager as the handlers read it. */
export function paystackSecret(): Promise<string> {
  const { endpoints, resources } = inject('stack');
  secret ??= new SecretsManagerClient({ ...awsConfig, endpoint: endpoints.aws })
    .send(new GetSecretValueCommand({ SecretId: resources.paystackSecretArn }))
    .then((out) => out.SecretString ?? '');
  return secret;
}

export const sign = (raw: string, key: string) => createHmac('sha512', key).update(raw).digest('hex');

/** POSTs a raw body to the API's webhook route with the given signature header (none when undefined). */
export async function postWebhook(
  raw: string,
  signature: string | undefined,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['x-paystack-signature'] = signature;
  const res = await fetch(`${inject('stack').endpoints.api}/webhooks/paystack`, { method: 'POST', headers, body: raw });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Delivers an event the way Paystack does: signed with the secret key. Returns the exact bytes sent. */
export async function deliverEvent(
  event: string,
  data: unknown,
): Promise<{ raw: string; signature: string; status: number }> {
  const raw = JSON.stringify({ event, data });
  const signature = sign(raw, await paystackSecret());
  const { status } = await postWebhook(raw, signature);
  return { raw, signature, status };
}

/** A call to the local Paystack's API with the secret key. */
export async function paystackApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('stack').endpoints.paystack}${path}`, {
    method,
    headers: { authorization: `Bearer ${await paystackSecret()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown> | null;
  paid_at: string | null;
}

export async function verifyAtPaystack(reference: string): Promise<PaystackTransaction> {
  const res = await paystackApi<{ data: PaystackTransaction }>(
    'GET',
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  if (res.status !== 200) throw new Error(`verify answered ${res.status}`);
  return res.body.data;
}

/** The charge went through at Paystack but no webhook was sent (a late or lost notification). */
export async function chargeSilently(reference: string): Promise<PaystackTransaction> {
  const res = await paystackApi<{ data: PaystackTransaction }>(
    'POST',
    `/_local/transactions/${encodeURIComponent(reference)}`,
    { status: 'success' },
  );
  if (res.status !== 200) throw new Error(`the local Paystack answered ${res.status}`);
  return res.body.data;
}

/** The buyer presses Pay on the local checkout page: Paystack charges and sends the signed webhook itself. */
export async function payAtCheckout(accessCode: string): Promise<Response> {
  return fetch(`${inject('stack').endpoints.paystack}/checkout/${accessCode}/pay`, { method: 'POST' });
}

export interface StoredPayment {
  reference: string;
  userId: string;
  status: string;
  credits: number;
  amountCents: number;
  creditsReversed?: number;
  creditsOwed?: number;
  failureReason?: string;
  [field: string]: unknown;
}

export async function storedPayment(reference: string): Promise<StoredPayment | undefined> {
  const out = await ddb().send(
    new GetCommand({
      TableName: inject('stack').resources.tables.PAYMENTS_TABLE,
      Key: { reference },
      ConsistentRead: true,
    }),
  );
  return out.Item as StoredPayment | undefined;
}

/** Writes a pending payment row directly, for a Paystack transaction the test then shapes itself. */
export async function putPendingPayment(row: {
  reference: string;
  userId: string;
  credits: number;
  amountCents: number;
}): Promise<void> {
  const now = new Date().toISOString();
  await ddb().send(
    new PutCommand({
      TableName: inject('stack').resources.tables.PAYMENTS_TABLE,
      Item: {
        ...row,
        email: 'buyer@example.com',
        currency: 'ZAR',
        packageId: `variable_${row.credits}`,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      },
    }),
  );
}
