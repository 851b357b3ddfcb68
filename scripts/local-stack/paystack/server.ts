import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from '../http';
import { checkoutPage, resultPage } from './checkout-page';
import { paystackSignature } from './signature';
import { transactionData, Transactions, type Transaction } from './transactions';

export interface PaystackOptions {
  port: number;
  secretKey: string;
  /** Where events are POSTed (the API's webhook route). */
  webhookUrl: () => string;
  log: (line: string) => void;
}

const authorised = (req: IncomingMessage, secretKey: string) => req.headers.authorization === `Bearer ${secretKey}`;
const jsonBody = async (req: IncomingMessage) =>
  JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;

/** What the routes share: the transactions, where the server runs, and how it notifies the app. */
interface Fake {
  transactions: Transactions;
  baseUrl: () => string;
  deliver(event: string, data: unknown, reference: string): Promise<void>;
  refund(t: Transaction, amount: number): Promise<void>;
}

/** A route answers the request and says so, or leaves it to the next one. */
type Route = (req: IncomingMessage, res: ServerResponse, path: string, fake: Fake) => Promise<boolean>;

const failure = (res: ServerResponse, status: number, message: string) => {
  sendJson(res, status, { status: false, message });
  return true;
};

const html = (res: ServerResponse, page: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  return true;
};

const initialize: Route = async (req, res, path, fake) => {
  if (req.method !== 'POST' || path !== '/transaction/initialize') return false;
  const body = await jsonBody(req);
  const amount = Number(body.amount);
  if (typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0)
    return failure(res, 400, 'Invalid email or amount');
  try {
    const t = fake.transactions.create({
      email: body.email,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : undefined,
      reference: typeof body.reference === 'string' ? body.reference : undefined,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : undefined,
      metadata: body.metadata,
    });
    const data = {
      authorization_url: `${fake.baseUrl()}/checkout/${t.accessCode}`,
      access_code: t.accessCode,
      reference: t.reference,
    };
    sendJson(res, 200, { status: true, message: 'Authorization URL created', data });
    return true;
  } catch (error) {
    return failure(res, 400, (error as Error).message);
  }
};

const verify: Route = async (req, res, path, fake) => {
  const match = /^\/transaction\/verify\/([^/]+)$/.exec(path);
  if (req.method !== 'GET' || !match?.[1]) return false;
  const t = fake.transactions.get(decodeURIComponent(match[1]));
  if (!t) return failure(res, 400, 'Transaction reference not found');
  sendJson(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
  return true;
};

const refund: Route = async (req, res, path, fake) => {
  if (req.method !== 'POST' || path !== '/refund') return false;
  const body = await jsonBody(req);
  const t = fake.transactions.get(String(body.transaction ?? ''));
  if (!t) return failure(res, 400, 'Transaction reference not found');
  const left = t.amount - (t.refundedAmount ?? 0);
  if (!(t.status === 'success' || (t.status === 'reversed' && left > 0)))
    return failure(res, 400, 'Transaction has not been paid or is already refunded');
  const amount = body.amount === undefined ? t.amount : Number(body.amount);
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) return failure(res, 400, 'Invalid refund amount');
  await fake.refund(t, amount);
  sendJson(res, 200, {
    status: true,
    message: 'Refund has been queued for processing',
    data: { transaction: transactionData(t), amount, status: 'processed' },
  });
  return true;
};

/** Sets a status without any webhook (secret key): a charge whose notification was lost. */
const control: Route = async (req, res, path, fake) => {
  const match = /^\/_local\/transactions\/([^/]+)$/.exec(path);
  if (req.method !== 'POST' || !match?.[1]) return false;
  const t = fake.transactions.get(decodeURIComponent(match[1]));
  const body = await jsonBody(req);
  if (!t) return failure(res, 404, 'Transaction reference not found');
  if (!['abandoned', 'success', 'failed', 'reversed'].includes(String(body.status)))
    return failure(res, 400, 'Unknown status');
  t.status = body.status as Transaction['status'];
  if (t.status === 'success') t.paidAt ??= new Date().toISOString();
  sendJson(res, 200, { status: true, data: transactionData(t) });
  return true;
};

/** The checkout page, and its Pay (a signed `charge.success`, then back to the callback) and Fail buttons. */
const checkout: Route = async (req, res, path, fake) => {
  const match = /^\/checkout\/([^/]+)(?:\/(pay|fail))?$/.exec(path);
  const t = match?.[1] ? fake.transactions.byAccessCode(match[1]) : undefined;
  if (!match || !t) return failure(res, 404, 'Not found');
  const action = match[2];
  if (req.method === 'GET' && !action) return html(res, checkoutPage(t.accessCode, t.email, t.amount, t.currency));
  if (req.method !== 'POST' || !action) return failure(res, 405, 'Method not allowed');
  if (action === 'fail') {
    if (t.status === 'abandoned') t.status = 'failed';
    return html(res, resultPage({ event: 'error', reference: t.reference, message: 'Declined' }));
  }
  if (t.status === 'abandoned' || t.status === 'failed') {
    t.status = 'success';
    t.paidAt = new Date().toISOString();
    await fake.deliver('charge.success', transactionData(t), t.reference);
  }
  const next = t.callbackUrl
    ? `${t.callbackUrl}${t.callbackUrl.includes('?') ? '&' : '?'}trxref=${t.reference}&reference=${t.reference}`
    : undefined;
  if (next) {
    res.writeHead(303, { location: next }).end();
    return true;
  }
  return html(res, resultPage({ event: 'success', reference: t.reference }));
};

const ROUTES: Route[] = [initialize, verify, refund, control, checkout];

/** Posts a signed event to the app's webhook, as Paystack does, and logs what the app answered. */
function webhookDelivery({ secretKey, webhookUrl, log }: PaystackOptions): Fake['deliver'] {
  return async (event, data, reference) => {
    const raw = JSON.stringify({ event, data });
    const delivered = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, secretKey) },
      body: raw,
    }).then(
      (r) => `${r.status}`,
      (error: unknown) => String(error),
    );
    log(`[paystack] ${event} ${reference} → ${webhookUrl()} (${delivered})`);
  };
}

/** A transaction may be refunded in several parts, up to its amount; each refund has its own reference. */
function refunder(deliver: Fake['deliver']): Fake['refund'] {
  let refunds = 0;
  return async (t, amount) => {
    t.status = 'reversed';
    t.refundedAmount = (t.refundedAmount ?? 0) + amount;
    refunds += 1;
    const data = {
      status: 'processed',
      transaction_reference: t.reference,
      refund_reference: `RF${t.id}${String(refunds).padStart(6, '0')}`,
      amount,
      currency: t.currency,
      domain: 'test',
      customer: { email: t.email },
    };
    await deliver('refund.processed', data, t.reference);
  };
}

/**
 * A small Paystack: initialize, verify, refund, and a checkout page whose Pay button sends a signed
 * `charge.success` (Fail declines, Cancel closes). `POST /_local/transactions/{reference}` (secret key)
 * sets a status without any webhook: a charge whose notification was lost, for tests of verify.
 */
export async function startPaystack(options: PaystackOptions): Promise<RunningServer> {
  const { port, secretKey } = options;
  let baseUrl = '';
  const deliver = webhookDelivery(options);
  const fake: Fake = { transactions: new Transactions(), baseUrl: () => baseUrl, deliver, refund: refunder(deliver) };
  const server = await listen(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const api = path.startsWith('/transaction/') || path === '/refund' || path.startsWith('/_local/');
    if (api && !authorised(req, secretKey)) return sendJson(res, 401, { status: false, message: 'Invalid key' });
    for (const route of ROUTES) if (await route(req, res, path, fake)) return;
  }, port);
  baseUrl = server.url;
  return server;
}
