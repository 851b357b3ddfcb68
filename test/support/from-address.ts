import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';

/**
 * A public API call sent from another loopback address (any of 127.0.0.0/8 reaches the local
 * gateway), so a test has a client address of its own: the gateway hands the socket's address to the
 * handler as `requestContext.http.sourceIp`, as API Gateway does.
 */
export function callFrom<T = Record<string, unknown>>(
  sourceIp: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const api = new URL(inject('stack').endpoints.api);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        method,
        path,
        localAddress: sourceIp,
        headers:
          payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A loopback address no other test uses (with high probability). */
export const newClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
