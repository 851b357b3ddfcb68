import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// A PDF password lives in the conversion row only while the conversion is in flight, and only
// sealed with AES-256-GCM. The conversion id is the associated data, so a sealed password copied
// onto another conversion does not open.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

/** A 32-byte key derived from the app secret, whatever its format (plain text or JSON). */
export function deriveKey(appSecret: string): Buffer {
  if (appSecret.length < 16) throw new Error('The app secret is too short to derive a key from');
  return Buffer.from(hkdfSync('sha256', appSecret, 'bankcsv', 'pdf-password-v1', 32));
}

/**
 * HMAC-SHA256 of an e-mail address (trimmed, lower-cased) under a key derived from the app secret: the
 * same address always gives the same hex string, and the string gives no address back.
 */
export function digestAddress(appSecret: string, email: string): string {
  if (appSecret.length < 16) throw new Error('The app secret is too short to derive a key from');
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'bankcsv', 'address-digest-v1', 32));
  return createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** @example openPassword(key, 'c-1', sealPassword(key, 'c-1', 'pw')) // 'pw' */
export function sealPassword(key: Buffer, conversionId: string, password: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(conversionId, 'utf8'));
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function openPassword(key: Buffer, conversionId: string, sealed: string): string {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0)
    throw new DecryptionError('Unreadable sealed password');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(conversionId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // Never echo the input: it is secret material.
    throw new DecryptionError('The sealed password failed its integrity check');
  }
}
