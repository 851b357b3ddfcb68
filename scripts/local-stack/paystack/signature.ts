import { createHmac } from 'node:crypto';

/** Paystack's `x-paystack-signature`: hex HMAC-SHA512 of the exact raw body, keyed with the secret key. */
export function paystackSignature(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}
