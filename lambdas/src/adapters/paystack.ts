import type { VerifiedCharge } from '@bankcsv/domain';
import { paystackApiUrl } from '../shared/env';
import { getSecret } from '../shared/secrets';

// Paystack's transaction API (initialize, verify) with the secret key from Secrets Manager.
// The stack creates that secret with a random value; until the real key is put in, payments are
// "not configured" rather than failing at Paystack with an auth error.

const SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9_]+$/;
const TIMEOUT_MS = 10_000;
const apiUrl = paystackApiUrl();

export class PaymentNotConfiguredError extends Error {
  override readonly name = 'PaymentNotConfiguredError';
}

/** Paystack answered, but not with what we asked for. */
export class PaystackError extends Error {
  override readonly name = 'PaystackError';
}

/** The secret key, or PaymentNotConfiguredError when the secret does not hold a Paystack secret key. */
export async function paystackSecretKey(secretArn: string): Promise<string> {
  const value = await getSecret(secretArn).then(
    (v) => v.trim(),
    (error: unknown) => {
      if ((error as { name?: string }).name === 'ResourceNotFoundException') return '';
      throw error;
    },
  );
  if (!SECRET_KEY.test(value))
    throw new PaymentNotConfiguredError('The Paystack secret does not hold an sk_test_ or sk_live_ key');
  return value;
}

interface PaystackAnswer<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

async function call<T>(
  secretKey: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ httpStatus: number; answer: PaystackAnswer<T> }> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secretKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await res.json().catch(() => ({}))) as PaystackAnswer<T>;
  return { httpStatus: res.status, answer };
}

export interface InitializeInput {
  email: string;
  amountCents: number;
  currency: string;
  reference: string;
  metadata: { userId: string; credits: number; packageId: string };
}

/** POST /transaction/initialize: the access code the browser's checkout resumes. */
export async function initializeTransaction(
  secretKey: string,
  input: InitializeInput,
): Promise<{ accessCode: string; reference: string }> {
  const { httpStatus, answer } = await call<{ access_code?: string; reference?: string }>(
    secretKey,
    'POST',
    '/transaction/initialize',
    {
      email: input.email,
      amount: input.amountCents,
      currency: input.currency,
      reference: input.reference,
      metadata: input.metadata,
    },
  );
  const accessCode = answer.data?.access_code;
  if (
    httpStatus !== 200 ||
    answer.status !== true ||
    typeof accessCode !== 'string' ||
    answer.data?.reference !== input.reference
  ) {
    throw new PaystackError(`initialize answered ${httpStatus}: ${answer.message ?? 'no message'}`);
  }
  return { accessCode, reference: input.reference };
}

export interface VerifiedTransaction extends VerifiedCharge {
  id?: number;
  paidAt?: string;
  channel?: string;
}

/** GET /transaction/verify/:reference; undefined when Paystack does not know the reference. */
export async function verifyTransaction(
  secretKey: string,
  reference: string,
): Promise<VerifiedTransaction | undefined> {
  const { httpStatus, answer } = await call<Record<string, unknown>>(
    secretKey,
    'GET',
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  if (httpStatus === 400 || httpStatus === 404) return undefined;
  const data = answer.data;
  if (httpStatus !== 200 || answer.status !== true || !data)
    throw new PaystackError(`verify answered ${httpStatus}: ${answer.message ?? 'no message'}`);
  if (data.reference !== reference) throw new PaystackError('verify answered for another reference');
  return {
    status: String(data.status),
    amount: Number(data.amount),
    currency: String(data.currency),
    metadata: typeof data.metadata === 'string' ? parseMetadata(data.metadata) : data.metadata,
    id: typeof data.id === 'number' ? data.id : undefined,
    paidAt: typeof data.paid_at === 'string' ? data.paid_at : undefined,
    channel: typeof data.channel === 'string' ? data.channel : undefined,
  };
}

// Paystack returns metadata sent as an object as that object, but some integrations see it as a JSON string.
function parseMetadata(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
