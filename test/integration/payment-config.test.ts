import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '../support/stack-env';
import { api, registerUser } from '../support/stack-client';

type Handler = typeof import('../../lambdas/src/handlers/create-payment')['handler'];
let createPayment: Handler;

beforeAll(async () => {
  useStackEnv();
  // A stage whose Paystack secret was never created: the handler must say so, not fail with a 500.
  process.env.PAYSTACK_SECRET_ARN =
    'arn:aws:secretsmanager:us-east-1:000000000000:secret:bankcsv-paystack-missing-AbCdEf';
  ({ handler: createPayment } = await import('../../lambdas/src/handlers/create-payment'));
});

describe('POST /payments without a Paystack secret key', () => {
  it("answers the spec's configuration error and records nothing", async () => {
    const user = await registerUser();
    const event = {
      requestContext: {
        requestId: 'req-1',
        authorizer: { jwt: { claims: { sub: user.userId, email: user.email }, scopes: [] } },
      },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credits: 25 }),
      isBase64Encoded: false,
    } as unknown as Parameters<Handler>[0];
    const res = await createPayment(event);
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(String(res.body))).toEqual({ message: 'Payment configuration error. Please contact support.' });
    expect((await api(user, 'GET', '/payments')).body).toEqual({ items: [] });
  });
});
