import type { IncomingMessage } from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from '../http';
import { checkoutPage } from './checkout-page';
import { paystackSignature } from './signature';
import { transactionData, Transactions } from './transactions';

export interface PaystackOptions {
  port: number;
  secretKey: string;
  /** Where `charge.success` is POSTed (the API's webhook route). */
  webhookUrl: () => string;
  log: (line: string) => void;
}

const authorised = (req: IncomingMessage, secretKey: string) => req.headers.authorization === `Bearer ${secretKey}`;

/** A small Paystack: initialize, verify, a checkout page whose Pay button sends a signed webhook. */
export async function startPaystack({ port, secretKey, webhookUrl, log }: PaystackOptions): Promise<RunningServer> {
  const transactions = new Transactions();
  let baseUrl = '';
  const server = await listen(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/transaction/') && !authorised(req, secretKey)) return sendJson(res, 401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0) return sendJson(res, 400, { status: false, message: 'Invalid email or amount' });
      try {
        const t = transactions.create({
          email: body.email,
          amount,
          currency: typeof body.currency === 'string' ? body.currency : undefined,
          reference: typeof body.reference === 'string' ? body.reference : undefined,
          callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : undefined,
          metadata: body.metadata,
        });
        const data = { authorization_url: `${baseUrl}/checkout/${t.accessCode}`, access_code: t.accessCode, reference: t.reference };
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
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    const t = checkout?.[1] ? transactions.byAccessCode(checkout[1]) : undefined;
    if (!checkout || !t) return sendJson(res, 404, { status: false, message: 'Not found' });
    if (req.method === 'GET' && !checkout[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(t.accessCode, t.email, t.amount, t.currency));
      return;
    }
    if (req.method !== 'POST' || !checkout[2]) return sendJson(res, 405, { status: false, message: 'Method not allowed' });
    if (t.status !== 'success') {
      t.status = 'success';
      t.paidAt = new Date().toISOString();
      const raw = JSON.stringify({ event: 'charge.success', data: transactionData(t) });
      const delivered = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, secretKey) },
        body: raw,
      }).then((r) => `${r.status}`, (error: unknown) => String(error));
      log(`[paystack] charge.success ${t.reference} → ${webhookUrl()} (${delivered})`);
    }
    const next = t.callbackUrl ? `${t.callbackUrl}${t.callbackUrl.includes('?') ? '&' : '?'}trxref=${t.reference}&reference=${t.reference}` : undefined;
    if (next) res.writeHead(303, { location: next }).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Payment successful.</p>');
  }, port);
  baseUrl = server.url;
  return server;
}
