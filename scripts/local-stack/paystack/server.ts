import type { IncomingMessage } from 'node:http';
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

/**
 * A small Paystack: initialize, verify, refund, and a checkout page whose Pay button sends a signed
 * `charge.success` (Fail declines, Cancel closes). `POST /_local/transactions/{reference}` (secret key)
 * sets a status without any webhook: a charge whose notification was lost, for tests of verify.
 */
export async function startPaystack({ port, secretKey, webhookUrl, log }: PaystackOptions): Promise<RunningServer> {
  const transactions = new Transactions();
  let baseUrl = '';

  const deliver = async (event: string, data: unknown, reference: string) => {
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

  let refunds = 0;
  // A transaction may be refunded in several parts, up to its amount; each refund has its own reference.
  const refund = async (t: Transaction, amount: number) => {
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

  const server = await listen(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const api = path.startsWith('/transaction/') || path === '/refund' || path.startsWith('/_local/');
    if (api && !authorised(req, secretKey)) return sendJson(res, 401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const body = await jsonBody(req);
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0)
        return sendJson(res, 400, { status: false, message: 'Invalid email or amount' });
      try {
        const t = transactions.create({
          email: body.email,
          amount,
          currency: typeof body.currency === 'string' ? body.currency : undefined,
          reference: typeof body.reference === 'string' ? body.reference : undefined,
          callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : undefined,
          metadata: body.metadata,
        });
        const data = {
          authorization_url: `${baseUrl}/checkout/${t.accessCode}`,
          access_code: t.accessCode,
          reference: t.reference,
        };
        return sendJson(res, 200, { status: true, message: 'Authorization URL created', data });
      } catch (error) {
        return sendJson(res, 400, { status: false, message: (error as Error).message });
      }
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify?.[1]) {
      const t = transactions.get(decodeURIComponent(verify[1]));
      if (!t) return sendJson(res, 400, { status: false, message: 'Transaction reference not found' });
      return sendJson(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
    }
    if (req.method === 'POST' && path === '/refund') {
      const body = await jsonBody(req);
      const t = transactions.get(String(body.transaction ?? ''));
      if (!t) return sendJson(res, 400, { status: false, message: 'Transaction reference not found' });
      const left = t.amount - (t.refundedAmount ?? 0);
      if (!(t.status === 'success' || (t.status === 'reversed' && left > 0)))
        return sendJson(res, 400, { status: false, message: 'Transaction has not been paid or is already refunded' });
      const amount = body.amount === undefined ? t.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return sendJson(res, 400, { status: false, message: 'Invalid refund amount' });
      await refund(t, amount);
      return sendJson(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction: transactionData(t), amount, status: 'processed' },
      });
    }
    const control = /^\/_local\/transactions\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && control?.[1]) {
      const t = transactions.get(decodeURIComponent(control[1]));
      const body = await jsonBody(req);
      if (!t) return sendJson(res, 404, { status: false, message: 'Transaction reference not found' });
      if (!['abandoned', 'success', 'failed', 'reversed'].includes(String(body.status)))
        return sendJson(res, 400, { status: false, message: 'Unknown status' });
      t.status = body.status as Transaction['status'];
      if (t.status === 'success') t.paidAt ??= new Date().toISOString();
      return sendJson(res, 200, { status: true, data: transactionData(t) });
    }

    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|fail))?$/.exec(path);
    const t = checkout?.[1] ? transactions.byAccessCode(checkout[1]) : undefined;
    if (!checkout || !t) return sendJson(res, 404, { status: false, message: 'Not found' });
    const action = checkout[2];
    if (req.method === 'GET' && !action) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(checkoutPage(t.accessCode, t.email, t.amount, t.currency));
      return;
    }
    if (req.method !== 'POST' || !action) return sendJson(res, 405, { status: false, message: 'Method not allowed' });
    if (action === 'fail') {
      if (t.status === 'abandoned') t.status = 'failed';
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(resultPage({ event: 'error', reference: t.reference, message: 'Declined' }));
      return;
    }
    if (t.status === 'abandoned' || t.status === 'failed') {
      t.status = 'success';
      t.paidAt = new Date().toISOString();
      await deliver('charge.success', transactionData(t), t.reference);
    }
    const next = t.callbackUrl
      ? `${t.callbackUrl}${t.callbackUrl.includes('?') ? '&' : '?'}trxref=${t.reference}&reference=${t.reference}`
      : undefined;
    if (next) res.writeHead(303, { location: next }).end();
    else
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(resultPage({ event: 'success', reference: t.reference }));
  }, port);
  baseUrl = server.url;
  return server;
}
