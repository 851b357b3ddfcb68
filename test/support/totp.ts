import { createHmac } from 'node:crypto';

/** What an authenticator app does with a Cognito TOTP key (RFC 6238: HMAC-SHA1, 6 digits, 30 s steps). */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for the 30-second step that holds `atMs` (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, atMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A six-digit code that is none of the codes of the steps around now, so any verifier must refuse it. */
export function wrongTotpCode(secret: string, atMs = Date.now()): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(secret, atMs + step * 30_000)));
  let candidate = Number(totpCode(secret, atMs));
  do candidate = (candidate + 1) % 1_000_000;
  while (near.has(String(candidate).padStart(6, '0')));
  return String(candidate).padStart(6, '0');
}
