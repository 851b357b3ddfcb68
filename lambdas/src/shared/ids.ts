import { randomBytes } from 'node:crypto';

// Crockford base32 ULID: 48-bit time + 80 random bits, 26 characters. Time-ordered ids make the
// conversions sort key list newest first, and fit Step Functions' 80-character execution names.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newConversionId(now: number = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i += 1) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = [...randomBytes(16)].map((byte) => ALPHABET[byte % 32]).join('');
  return time + random;
}
