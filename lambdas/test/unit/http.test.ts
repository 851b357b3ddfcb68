import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HttpError,
  apiHandler,
  errorResponse,
  json,
  notFound,
  publicApiHandler,
  type PublicApiEvent,
} from '../../src/shared/http';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

function event(overrides: { body?: string; contentType?: string; sub?: string | null; base64?: boolean } = {}): Event {
  const claims: Record<string, string> =
    overrides.sub === null ? {} : { sub: overrides.sub ?? 'user-1', email: 'a@example.com' };
  return {
    version: '2.0',
    routeKey: 'POST /uploads',
    rawPath: '/uploads',
    rawQueryString: '',
    headers: overrides.contentType ? { 'content-type': overrides.contentType } : {},
    requestContext: { requestId: 'req-42', authorizer: { jwt: { claims, scopes: [] } } },
    body: overrides.body,
    isBase64Encoded: overrides.base64 ?? false,
  } as unknown as Event;
}

const parse = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('errorResponse', () => {
  it('shows the message of a 4xx error', () => {
    const res = errorResponse(notFound('Transaction not found'), 'r1');
    expect(res.statusCode).toBe(404);
    expect(parse(res.body as string)).toEqual({ message: 'Transaction not found' });
  });

  it('hides the message of a 5xx HttpError behind the generic text and the request id', () => {
    const res = errorResponse(new HttpError(503, 'table users-xyz throttled'), 'r2');
    expect(res.statusCode).toBe(500);
    expect(parse(res.body as string)).toEqual({ message: 'Something went wrong. Please try again.', requestId: 'r2' });
  });

  it('never leaks an unexpected error', () => {
    const res = errorResponse(new TypeError('Cannot read properties of undefined (reading "credits")'), 'r3');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('credits');
    expect(res.body).not.toContain('TypeError');
  });
});

describe("the JSON body (middy's parser)", () => {
  const echo = apiHandler('echo', { body: z.object({}).passthrough() }, async ({ body }) => json(200, body));
  const send = async (overrides: Parameters<typeof event>[0]) => {
    const res = await echo(event(overrides));
    return { status: res.statusCode, body: parse(res.body as string) };
  };

  it('reads JSON, also when base64-encoded', async () => {
    expect(await send({ body: '{"a":1}', contentType: 'application/json' })).toEqual({ status: 200, body: { a: 1 } });
    const encoded = Buffer.from('{"b":2}').toString('base64');
    expect(await send({ body: encoded, contentType: 'application/json; charset=utf-8', base64: true })).toEqual({
      status: 200,
      body: { b: 2 },
    });
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    const message = 'Send the request body as JSON (Content-Type: application/json).';
    expect(await send({ body: '{"a":1}', contentType: 'text/plain' })).toEqual({ status: 415, body: { message } });
    expect(await send({ body: '{"a":1}' })).toEqual({ status: 415, body: { message } });
  });

  it('refuses malformed JSON with 400, and a __proto__ key too', async () => {
    const refused = { status: 400, body: { message: 'The request body is not valid JSON.' } };
    expect(await send({ body: '{"a":', contentType: 'application/json' })).toEqual(refused);
    expect(await send({ body: '{"__proto__":{"admin":true}}', contentType: 'application/json' })).toEqual(refused);
  });

  it('treats an empty body as no body, whatever its content type', async () => {
    expect(await send({ body: '' })).toEqual({ status: 200, body: {} });
    expect(await send({})).toEqual({ status: 200, body: {} });
  });
});

describe('apiHandler', () => {
  const schema = z.object({ fileName: z.string({ error: 'Please select a PDF file.' }) });
  const echo = apiHandler('echo', { body: schema }, async ({ userId, email, body }) =>
    json(200, { userId, email, body }),
  );

  it('takes the user only from the verified claims', async () => {
    const res = await echo(
      event({ body: '{"fileName":"a.pdf","userId":"someone-else"}', contentType: 'application/json' }),
    );
    expect(res.statusCode).toBe(200);
    expect(parse(res.body as string)).toEqual({
      userId: 'user-1',
      email: 'a@example.com',
      body: { fileName: 'a.pdf' },
    });
  });

  it('answers 401 without a sub claim', async () => {
    const res = await echo(event({ sub: null, body: '{"fileName":"a.pdf"}', contentType: 'application/json' }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with the schema message for an invalid body', async () => {
    const res = await echo(event({ body: '{"fileName":7}', contentType: 'application/json' }));
    expect(res.statusCode).toBe(400);
    expect(parse(res.body as string).message).toBe('Please select a PDF file.');
  });

  it('maps a crash to the generic 500 with the request id', async () => {
    const crash = apiHandler('crash', {}, async () => {
      throw new Error('ConditionalCheckFailed on table users-abc');
    });
    const res = await crash(event());
    expect(res.statusCode).toBe(500);
    expect(parse(res.body as string)).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: 'req-42',
    });
  });
});

describe('publicApiHandler', () => {
  const schema = z.object({ code: z.string({ error: 'Invalid promo code' }) });
  const echo = publicApiHandler('echo', { body: schema }, async ({ body }) => json(200, body));
  const open = (body: string | undefined, contentType = 'application/json') =>
    ({
      requestContext: { requestId: 'req-7' },
      headers: { 'content-type': contentType },
      body,
      isBase64Encoded: false,
    }) as unknown as PublicApiEvent;

  it('answers without any authorizer context, with the checked body only', async () => {
    const res = await echo(open('{"code":"LAUNCH-AB12C","userId":"x"}'));
    expect(res.statusCode).toBe(200);
    expect(parse(res.body as string)).toEqual({ code: 'LAUNCH-AB12C' });
  });

  it('answers 400 with the schema message, 415 for a body not sent as JSON', async () => {
    expect(parse((await echo(open('{}'))).body as string)).toEqual({ message: 'Invalid promo code' });
    expect((await echo(open('{"code":"x"}', 'text/plain'))).statusCode).toBe(415);
  });

  it('maps a crash to the generic 500 with the request id', async () => {
    const crash = publicApiHandler('crash', {}, async () => {
      throw new Error('table promo-abc throttled');
    });
    const res = await crash(open(undefined));
    expect(res.statusCode).toBe(500);
    expect(parse(res.body as string)).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: 'req-7',
    });
  });
});
