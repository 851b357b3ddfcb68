import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SignJWT, importJWK, type JWK } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, registerUser } from '../support/stack-client';

const { endpoints, resources } = inject('stack');
const require = createRequire(import.meta.url);

/** Listening TCP sockets (IPv4 and IPv6) as `address:port`, from the kernel's own tables. */
function listeningSockets(): { address: string; port: number }[] {
  const sockets: { address: string; port: number }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local) continue; // 0A = LISTEN
      const [hex, port] = local.split(':');
      sockets.push({ address: decodeAddress(hex ?? ''), port: parseInt(port ?? '0', 16) });
    }
  }
  return sockets;
}

/** /proc/net addresses are little-endian 32-bit words of hex. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return bytes.slice(12).join('.');
  return bytes.every((b) => b === 0) ? '::' : bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A token cognito-local itself would sign (its published development key), with the claims given. */
async function cognitoSigned(claims: Record<string, unknown>): Promise<string> {
  const { jwk } = JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    token_use: 'id',
    aud: resources.userPoolClientId,
    iss: `${endpoints.cognito}/${resources.userPoolId}`,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuedAt()
    .sign(key);
}

describe('the local stack on this machine only', () => {
  it('binds every emulator and server to 127.0.0.1', () => {
    if (process.platform !== 'linux') return; // /proc/net is Linux's; CI runs Linux
    const ports = Object.values(endpoints).map((url) => Number(new URL(url).port));
    const sockets = listeningSockets();
    for (const port of ports) {
      const bound = sockets.filter((s) => s.port === port).map((s) => s.address);
      expect(bound, `port ${port}`).not.toHaveLength(0);
      expect(bound, `port ${port}`).toEqual(bound.map(() => '127.0.0.1'));
    }
  });
});

describe('the local gateway checks tokens as API Gateway does', () => {
  it('accepts a signed token with an expiry, and refuses the same token without one', async () => {
    const user = await registerUser();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const withExp = await cognitoSigned({ sub: user.userId, email: user.email, exp });
    expect((await api(`Bearer ${withExp}`, 'GET', '/me')).status).toBe(200);
    const withoutExp = await cognitoSigned({ sub: user.userId, email: user.email });
    expect((await api(`Bearer ${withoutExp}`, 'GET', '/me')).status).toBe(401);
  });

  it('answers 401, never a 5xx, for a sub holding path characters', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    for (const sub of ['../other-user', 'a/b', 'x%2F..', 'with space']) {
      const token = `Bearer ${await cognitoSigned({ sub, email: 'odd@example.com', exp })}`;
      for (const [method, path, body] of [
        ['GET', '/me'],
        ['GET', '/conversions'],
        ['POST', '/uploads', { fileName: 'a.pdf', fileSize: 100 }],
        ['DELETE', '/me'],
      ] as const) {
        const res = await api(token, method, path, body);
        expect(res.status, `${method} ${path} as ${sub}`).toBe(401);
      }
    }
  });
});
