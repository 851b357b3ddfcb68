import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature, paystackSignature } from '../../src/shared/paystack-signature';

const key = 'sk_test_0123456789abcdef';
// Non-canonical whitespace and a unicode escape: exactly what re-serialising would change.
const raw = Buffer.from('{ "event":"charge.success",\n "data": { "reference": "ref-\\u0031", "amount": 5000 } }');
const good = createHmac('sha512', key).update(raw).digest('hex');

describe('Paystack webhook signature', () => {
  it('is hex HMAC-SHA512 of the raw bytes keyed with the secret key', () => {
    expect(paystackSignature(raw, key)).toBe(good);
    expect(isValidPaystackSignature(raw, good, key)).toBe(true);
  });

  it('fails when one byte of the body changes, or the body is re-serialised', () => {
    const changed = Buffer.from(raw);
    changed[changed.length - 3] = 0x31;
    expect(isValidPaystackSignature(changed, good, key)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))));
    expect(isValidPaystackSignature(reserialised, good, key)).toBe(false);
  });

  it('is false, without throwing, for a missing, empty, short, long, non-hex or wrong-key signature', () => {
    for (const signature of [
      undefined,
      '',
      good.slice(0, 10),
      `${good}ab`,
      `${good.slice(0, -1)}`,
      'zz'.repeat(64),
      paystackSignature(raw, 'sk_test_other'),
    ]) {
      expect(isValidPaystackSignature(raw, signature, key)).toBe(false);
    }
  });
});
