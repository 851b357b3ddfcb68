import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's `x-paystack-signature`: hex HMAC-SHA512 of the exact raw body, keyed with the secret key. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time check of a received signature against the raw bytes; a missing or odd-length one is simply false. */
export function isValidPaystackSignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  const received = Buffer.from(signature, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
