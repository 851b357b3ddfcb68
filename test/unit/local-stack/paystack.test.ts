import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../scripts/local-stack/http';
import { startPaystack } from '../../../scripts/local-stack/paystack/server';

const secretKey = 'sk_test_local_unit';
const received: { raw: string; signature: string | undefined }[] = [];
const receiver = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({ raw, signature: req.headers['x-paystack-signature'] as string | undefined });
    res.writeHead(200).end();
  });
});
let paystack: RunningServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, 'localhost', resolve));
  const port = (receiver.address() as AddressInfo).port;
  paystack = await startPaystack({
    port: 0,
    secretKey,
    webhookUrl: () => `http://localhost:${port}/webhooks/paystack`,
    log: () => undefined,
  });
});
afterAll(async () => {
  await paystack.close();
  receiver.close();
});

const api = (path: string, init: RequestInit = {}, key = secretKey) =>
  fetch(`${paystack.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  });

describe('local Paystack', () => {
  it('refuses a wrong secret key', async () => {
    const res = await api('/transaction/initialize', { method: 'POST', body: '{}' }, 'sk_test_wrong');
    expect(res.status).toBe(401);
  });

  it('initializes, checks out with a signed charge.success webhook, and verifies', async () => {
    const init = await api('/transaction/initialize', {
      method: 'POST',
      body: JSON.stringify({
        email: 'a@example.com',
        amount: 5000,
        reference: 'ref-1',
        callback_url: 'http://localhost:3000/billing',
        metadata: { userId: 'u1' },
      }),
    });
    const { status, data } = (await init.json()) as {
      status: boolean;
      data: { authorization_url: string; access_code: string; reference: string };
    };
    expect(status).toBe(true);
    expect(data.reference).toBe('ref-1');
    expect((await (await api('/transaction/verify/ref-1')).json()) as unknown).toMatchObject({
      data: { status: 'abandoned' },
    });

    const page = await fetch(data.authorization_url);
    const html = await page.text();
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`>${button}</button>`);
    const paid = await fetch(`${data.authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:3000/billing?trxref=ref-1&reference=ref-1');

    expect(received).toHaveLength(1);
    const [webhook] = received;
    expect(webhook?.signature).toBe(
      createHmac('sha512', secretKey)
        .update(webhook?.raw ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(webhook?.raw ?? '{}')).toMatchObject({
      event: 'charge.success',
      data: { reference: 'ref-1', amount: 5000, status: 'success', metadata: { userId: 'u1' } },
    });
    expect((await (await api('/transaction/verify/ref-1')).json()) as unknown).toMatchObject({
      data: { status: 'success', amount: 5000 },
    });
  });

  it('declines with Fail, reporting to the opener, and still lets the payer pay', async () => {
    const init = await api('/transaction/initialize', {
      method: 'POST',
      body: JSON.stringify({ email: 'b@example.com', amount: 1000, reference: 'ref-2' }),
    });
    const { data } = (await init.json()) as { data: { authorization_url: string } };
    const failed = await fetch(`${data.authorization_url}/fail`, { method: 'POST' });
    const html = await failed.text();
    expect(html).toContain('Payment failed: Declined');
    expect(html).toContain('"event":"error"');
    expect((await (await api('/transaction/verify/ref-2')).json()) as unknown).toMatchObject({
      data: { status: 'failed' },
    });
    const before = received.length;
    const paid = await fetch(`${data.authorization_url}/pay`, { method: 'POST' });
    expect(await paid.text()).toContain('"event":"success","reference":"ref-2"');
    expect(received).toHaveLength(before + 1);
  });

  it('refunds a paid transaction with a signed refund.processed', async () => {
    expect(
      (await api('/refund', { method: 'POST', body: JSON.stringify({ transaction: 'ref-unknown' }) })).status,
    ).toBe(400);
    const before = received.length;
    const res = await api('/refund', { method: 'POST', body: JSON.stringify({ transaction: 'ref-1', amount: 2000 }) });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(before + 1);
    const webhook = received[received.length - 1];
    expect(webhook?.signature).toBe(
      createHmac('sha512', secretKey)
        .update(webhook?.raw ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(webhook?.raw ?? '{}')).toMatchObject({
      event: 'refund.processed',
      data: { transaction_reference: 'ref-1', amount: 2000 },
    });
    expect((await (await api('/transaction/verify/ref-1')).json()) as unknown).toMatchObject({
      data: { status: 'reversed' },
    });
    expect((await api('/refund', { method: 'POST', body: JSON.stringify({ transaction: 'ref-1' }) })).status).toBe(400);
  });
});
