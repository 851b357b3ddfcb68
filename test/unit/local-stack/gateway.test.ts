import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JwtAuthorizer } from '../../../scripts/local-stack/gateway/auth';
import { startGateway } from '../../../scripts/local-stack/gateway/server';
import type { RunningServer } from '../../../scripts/local-stack/http';

// Token checks against cognito-local are covered by the integration suite; here a fixed authorizer
// isolates the event shape and the response mapping.
const authorizer: JwtAuthorizer = {
  verify: async (authorization) =>
    authorization === 'Bearer good'
      ? { sub: 'user-1', email: 'a@example.com', exp: 123, 'cognito:groups': ['x', 'y'] }
      : undefined,
};

const events: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];
let gateway: RunningServer;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    appOrigin: 'http://localhost:3000',
    authorizer,
    log: () => undefined,
    routes: [
      { method: 'GET', path: '/conversions/{id}/download', handler: 'download', auth: true },
      { method: 'POST', path: '/webhooks/paystack', handler: 'webhook', auth: false },
      { method: 'GET', path: '/boom', handler: 'boom', auth: true },
    ],
    invoke: async (handler, event) => {
      events.push(event as APIGatewayProxyEventV2WithJWTAuthorizer);
      if (handler === 'boom') throw new Error('broken');
      if (handler === 'webhook')
        return {
          statusCode: 200,
          headers: { 'X-Seen': 'yes' },
          body: Buffer.from('ok').toString('base64'),
          isBase64Encoded: true,
        };
      return { url: 'https://example.com' };
    },
  });
});
afterAll(() => gateway.close());

describe('local HTTP API gateway', () => {
  it('builds a payload 2.0 event with path parameters, query, lower-cased headers and string claims', async () => {
    const res = await fetch(`${gateway.url}/conversions/c%201/download?kind=csv&x=1&x=2`, {
      headers: { Authorization: 'Bearer good', 'X-Custom': 'v', origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await res.json()).toEqual({ url: 'https://example.com' });
    const event = events.at(-1)!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /conversions/{id}/download',
      rawPath: '/conversions/c%201/download',
      rawQueryString: 'kind=csv&x=1&x=2',
      queryStringParameters: { kind: 'csv', x: '1,2' },
      pathParameters: { id: 'c 1' },
      headers: { 'x-custom': 'v', authorization: 'Bearer good' },
      requestContext: {
        http: { method: 'GET', path: '/conversions/c%201/download' },
        authorizer: { jwt: { claims: { sub: 'user-1', exp: '123', 'cognito:groups': '[x y]' } } },
      },
    });
    expect(event.requestContext.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it('passes binary bodies base64-encoded, text bodies as they are, and maps a structured result', async () => {
    const raw = '{"event":"charge.success","data":{"amount":5000}}';
    const res = await fetch(`${gateway.url}/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-seen')).toBe('yes');
    expect(await res.text()).toBe('ok');
    expect(events.at(-1)).toMatchObject({ body: raw, isBase64Encoded: false });
    expect(events.at(-1)?.requestContext.authorizer).toBeUndefined();
    await fetch(`${gateway.url}/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 255]),
    });
    expect(events.at(-1)).toMatchObject({ body: Buffer.from([0, 255]).toString('base64'), isBase64Encoded: true });
  });

  it('answers 401 without a valid token, 404 for unknown routes and 500 when the handler throws', async () => {
    const before = events.length;
    const unauthorised = await fetch(`${gateway.url}/conversions/c1/download`, {
      headers: { authorization: 'Bearer bad' },
    });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ message: 'Unauthorized' });
    expect(events.length).toBe(before);
    expect((await fetch(`${gateway.url}/nowhere`)).status).toBe(404);
    const boom = await fetch(`${gateway.url}/boom`, { headers: { authorization: 'Bearer good' } });
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ message: 'Internal Server Error' });
  });
});
