import { describe, expect, it } from 'vitest';
import { DecryptionError, deriveKey, openPassword, sealPassword } from '../../src/shared/crypto';

const key = deriveKey('a-long-enough-app-secret-for-tests');

describe('PDF password sealing', () => {
  it('round-trips and never contains the password in clear', () => {
    const sealed = sealPassword(key, 'conv-1', 'Secr3t pässword');
    expect(sealed).not.toContain('Secr3t');
    expect(openPassword(key, 'conv-1', sealed)).toBe('Secr3t pässword');
  });

  it('uses a fresh IV each time', () => {
    expect(sealPassword(key, 'conv-1', 'pw')).not.toBe(sealPassword(key, 'conv-1', 'pw'));
  });

  it('detects a changed ciphertext byte', () => {
    const sealed = sealPassword(key, 'conv-1', 'password123');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 0x01;
    const tampered = [parts[0], parts[1], parts[2], body.toString('base64url')].join('.');
    expect(() => openPassword(key, 'conv-1', tampered)).toThrow(DecryptionError);
  });

  it('does not open for another conversion or with another key', () => {
    const sealed = sealPassword(key, 'conv-1', 'password123');
    expect(() => openPassword(key, 'conv-2', sealed)).toThrow(DecryptionError);
    expect(() => openPassword(deriveKey('another-app-secret-of-some-length'), 'conv-1', sealed)).toThrow(
      DecryptionError,
    );
  });

  it('rejects malformed input without echoing it', () => {
    try {
      openPassword(key, 'conv-1', 'v1.not-really');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DecryptionError);
      expect((error as Error).message).not.toContain('not-really');
    }
  });

  it('refuses a key from a too-short secret', () => {
    expect(() => deriveKey('short')).toThrow();
  });
});
