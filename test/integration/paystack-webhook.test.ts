import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  credits,
  ledger,
  registerUser,
  storedBalance,
  type LedgerEntry,
  type TestUser,
} from '../support/stack-client';
import {
  chargeSilently,
  deliverEvent,
  paystackApi,
  paystackSecret,
  postWebhook,
  putPendingPayment,
  sign,
  storedPayment,
  type PaystackTransaction,
} from '../support/paystack-client';

type UsersRepo = ReturnType<typeof import('../../lambdas/src/adapters/users-repo')['usersRepo']>;
let users: UsersRepo;

beforeAll(async () => {
  // The ledger adapter spends credits here exactly as a conversion would.
  useStackEnv();
  const repo = await import('../../lambdas/src/adapters/users-repo');
  users = repo.usersRepo(inject('stack').resources.tables);
});

const sum = (entries: { amount: number }[]) => entries.reduce((total, e) => total + e.amount, 0);

/** A pending payment of `n` credits the buyer has paid at Paystack, with no webhook sent yet. */
async function paidAtPaystack(
  user: TestUser,
  n = 25,
): Promise<{ reference: string; transaction: PaystackTransaction }> {
  const res = await api<{ reference: string }>(user, 'POST', '/payments', { credits: n });
  expect(res.status).toBe(200);
  return { reference: res.body.reference, transaction: await chargeSilently(res.body.reference) };
}

describe('the Paystack webhook signature', () => {
  it('credits a correctly signed charge.success', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user);
    const delivered = await deliverEvent('charge.success', transaction);
    expect(delivered.status).toBe(200);
    expect(await credits(user)).toBe(before + 25);
    expect((await storedPayment(reference))?.status).toBe('paid');
  });

  it('is checked over the exact bytes: whitespace and unicode escapes as sent', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user, 10);
    // Not what JSON.stringify would produce: re-serialising before hashing would break the signature.
    const raw =
      `{ "event" : "charge.success",\n  "data": ` +
      `${JSON.stringify(transaction, null, 3).replace('"customer"', '"\\u0063ustomer"')} ` +
      `}`;
    expect((await postWebhook(raw, sign(raw, await paystackSecret()))).status).toBe(200);
    expect(await credits(user)).toBe(before + 10);
    expect((await storedPayment(reference))?.status).toBe('paid');
  });

  it('refuses tampered, missing, wrong-key and malformed signatures with 401 and writes nothing', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user);
    const raw = JSON.stringify({ event: 'charge.success', data: transaction });
    const signature = sign(raw, await paystackSecret());
    const tampered = raw.replace('"amount":5000', '"amount":5001');
    expect(tampered).not.toBe(raw);
    const attempts = [
      await postWebhook(tampered, signature),
      await postWebhook(raw, undefined),
      await postWebhook(raw, ''),
      await postWebhook(raw, sign(raw, 'sk_test_someone_else')),
      await postWebhook(raw, signature.slice(0, 64)),
      await postWebhook(raw, `${signature}00`),
      await postWebhook(raw, 'not-hex-at-all'),
    ];
    for (const attempt of attempts) expect(attempt).toEqual({ status: 401, body: { message: 'Invalid signature' } });
    expect(await credits(user)).toBe(before);
    expect(await storedPayment(reference)).toMatchObject({ status: 'pending' });
    expect((await ledger(user.userId)).map((e) => e.entryId)).toEqual(['signup']);
  });

  it('answers 200 and does nothing for events it does not handle and references it does not know', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user);
    expect((await deliverEvent('charge.dispute.create', transaction)).status).toBe(200);
    expect((await deliverEvent('transfer.success', { reference })).status).toBe(200);
    expect(
      (await deliverEvent('charge.success', { ...transaction, reference: `credits_${randomUUID().slice(0, 8)}_1` }))
        .status,
    ).toBe(200);
    expect(await credits(user)).toBe(before);
    expect((await storedPayment(reference))?.status).toBe('pending');
    const notJson = 'charge.success';
    expect((await postWebhook(notJson, sign(notJson, await paystackSecret()))).status).toBe(400);
  });
});

describe('granting exactly once', () => {
  it(
    'credits once for five deliveries of one charge.success and a ' + 'simultaneous GET /payments/{reference}',
    async () => {
      const user = await registerUser();
      const before = await credits(user);
      const { reference, transaction } = await paidAtPaystack(user, 100);
      const raw = JSON.stringify({ event: 'charge.success', data: transaction });
      const signature = sign(raw, await paystackSecret());
      const [poll, ...deliveries] = await Promise.all([
        api<{ status: string }>(user, 'GET', `/payments/${reference}`),
        ...Array.from({ length: 5 }, () => postWebhook(raw, signature)),
      ]);
      for (const delivery of deliveries) expect(delivery.status).toBe(200);
      expect(poll?.status).toBe(200);
      expect(await credits(user)).toBe(before + 100);
      const purchases = (await ledger(user.userId)).filter((e) => e.entryId.startsWith('purchase#'));
      expect(purchases).toEqual([expect.objectContaining({ entryId: `purchase#${reference}`, amount: 100 })]);
      // A replay days later (no timestamp in the signature) is still harmless.
      expect((await postWebhook(raw, signature)).status).toBe(200);
      expect(await credits(user)).toBe(before + 100);
      expect(sum(await ledger(user.userId))).toBe(before + 100);
    },
  );

  // The payment row says what was priced; Paystack's verified transaction says something else.
  it.each([
    ['amount', { amount: 4000 }, {}],
    ['currency', { currency: 'NGN' }, {}],
    ['user', {}, { userId: 'someone-else' }],
  ])(
    'credits nothing when the verified %s differs from the recorded payment',
    async (what, override, metadataOverride) => {
      const user = await registerUser();
      const before = await credits(user);
      const reference = `credits_${user.userId.slice(0, 8)}_${Date.now()}`;
      await putPendingPayment({ reference, userId: user.userId, credits: 25, amountCents: 5000 });
      const init = await paystackApi('POST', '/transaction/initialize', {
        email: user.email,
        amount: 5000,
        currency: 'ZAR',
        reference,
        metadata: { userId: user.userId, credits: 25, packageId: 'variable_25', ...metadataOverride },
        ...override,
      });
      expect(init.status).toBe(200);
      const transaction = await chargeSilently(reference);
      // The event even claims the recorded figures: only the verified ones count.
      const claimed = { ...transaction, amount: 5000, currency: 'ZAR', metadata: { userId: user.userId } };
      expect((await deliverEvent('charge.success', claimed)).status).toBe(200);
      expect((await api(user, 'GET', `/payments/${reference}`)).body).toMatchObject({ status: 'failed' });
      expect(await storedPayment(reference)).toMatchObject({ status: 'failed', failureReason: `${what} differs` });
      expect(await credits(user)).toBe(before);
      expect((await ledger(user.userId)).map((e) => e.entryId)).toEqual(['signup']);
    },
  );
});

describe('refund.processed', () => {
  const refundsOf = async (userId: string, reference: string) =>
    ((await ledger(userId)) as (LedgerEntry & { owed?: number; refundId?: string })[]).filter((e) =>
      e.entryId.startsWith(`purchase-refund#${reference}#`),
    );
  /** A refund.processed as Paystack sends it, the amount as a string as its examples show. */
  const refundEvent = (reference: string, refundReference: string, amount: number) =>
    deliverEvent('refund.processed', {
      status: 'processed',
      transaction_reference: reference,
      refund_reference: refundReference,
      amount: String(amount),
      currency: 'ZAR',
    });

  it('takes the credits back once through the ledger', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user);
    await deliverEvent('charge.success', transaction);
    expect(await credits(user)).toBe(before + 25);

    // Paystack refunds and sends the signed refund.processed itself; the test delivers it again.
    const refund = await paystackApi('POST', '/refund', { transaction: reference });
    expect(refund.status).toBe(200);
    expect(await credits(user)).toBe(before);
    const [entry] = await refundsOf(user.userId, reference);
    expect((await refundEvent(reference, entry?.refundId ?? '', 5000)).status).toBe(200);
    // An event with no refund id at all is keyed by its amount: nothing is left to take either way.
    expect(
      (
        await deliverEvent('refund.processed', {
          status: 'processed',
          transaction_reference: reference,
          amount: 5000,
          currency: 'ZAR',
        })
      ).status,
    ).toBe(200);
    expect(await credits(user)).toBe(before);
    expect(await storedPayment(reference)).toMatchObject({
      status: 'refunded',
      refundedCents: 10000,
      creditsReversed: 25,
      creditsOwed: 0,
    });
    expect((await refundsOf(user.userId, reference)).filter((e) => e.amount !== 0)).toEqual([
      expect.objectContaining({ amount: -25, refundId: entry?.refundId }),
    ]);
    expect(sum(await ledger(user.userId))).toBe(before);
    expect((await api(user, 'GET', `/payments/${reference}`)).body).toMatchObject({
      status: 'refunded',
      creditsReversed: 25,
    });
  });

  it('reverses each part refund once by its id: two R10 refunds of a R50 purchase of 25 credits take 10', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user, 25);
    expect(transaction.amount).toBe(5000);
    await deliverEvent('charge.success', transaction);
    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 1000 })).status).toBe(200);
    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 1000 })).status).toBe(200);
    expect(await credits(user)).toBe(before + 15);
    expect(await storedPayment(reference)).toMatchObject({
      status: 'refunded',
      refundedCents: 2000,
      creditsReversed: 10,
      creditsOwed: 0,
    });
    const entries = await refundsOf(user.userId, reference);
    expect(entries.map((e) => e.amount)).toEqual([-5, -5]);
    expect(new Set(entries.map((e) => e.refundId)).size).toBe(2);

    // Replays of either refund, one at a time or several at once, take nothing more.
    const replays = await Promise.all(
      [...entries, ...entries].map((e) => refundEvent(reference, e.refundId ?? '', 1000)),
    );
    for (const replay of replays) expect(replay.status).toBe(200);
    expect(await credits(user)).toBe(before + 15);
    expect(await storedPayment(reference)).toMatchObject({ refundedCents: 2000, creditsReversed: 10, creditsOwed: 0 });
    expect(await refundsOf(user.userId, reference)).toHaveLength(2);
    expect(sum(await ledger(user.userId))).toBe(before + 15);
  });

  it('never takes more than the purchase, however many refunds arrive at once', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user, 25);
    await deliverEvent('charge.success', transaction);
    // Six R10 refunds of a R50 purchase, all at once: more than was paid, so only five shares count.
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refundEvent(reference, `RF-race-${i}`, 1000)),
    );
    for (const delivery of deliveries) expect(delivery.status).toBe(200);
    expect(await credits(user)).toBe(before);
    expect(await storedPayment(reference)).toMatchObject({ creditsReversed: 25, creditsOwed: 0 });
    const entries = await refundsOf(user.userId, reference);
    expect(entries).toHaveLength(6);
    expect(sum(entries)).toBe(-25);
    expect(entries.map((e) => e.amount).filter((a) => a !== 0)).toEqual([-5, -5, -5, -5, -5]);
  });

  it('never takes the balance below zero: what was already spent is recorded as owed', async () => {
    const user = await registerUser();
    const { reference, transaction } = await paidAtPaystack(user);
    await deliverEvent('charge.success', transaction);
    expect(await credits(user)).toBe(35);
    await users.debit(user.userId, 'spent-conversion', 30, 30);
    expect(await credits(user)).toBe(5);

    const refund = await paystackApi('POST', '/refund', { transaction: reference });
    expect(refund.status).toBe(200);
    expect(await storedBalance(user.userId)).toBe(0);
    expect(await storedPayment(reference)).toMatchObject({ status: 'refunded', creditsReversed: 5, creditsOwed: 20 });
    const entries = await ledger(user.userId);
    expect(await refundsOf(user.userId, reference)).toEqual([expect.objectContaining({ amount: -5, owed: 20 })]);
    expect(sum(entries)).toBe(0);
    expect(await users.getUser(user.userId)).toMatchObject({ credits: 0, creditsOwed: 20 });
  });

  it('part refunds after spending stop the balance at zero and add up what is owed', async () => {
    const user = await registerUser();
    const { reference, transaction } = await paidAtPaystack(user, 25);
    await deliverEvent('charge.success', transaction);
    await users.debit(user.userId, 'spent-part', 30, 30);
    expect(await credits(user)).toBe(5);

    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 1000 })).status).toBe(200);
    expect(await storedBalance(user.userId)).toBe(0);
    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 1000 })).status).toBe(200);
    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 3000 })).status).toBe(200);
    expect(await storedBalance(user.userId)).toBe(0);
    expect(await storedPayment(reference)).toMatchObject({ refundedCents: 5000, creditsReversed: 5, creditsOwed: 20 });
    expect((await refundsOf(user.userId, reference)).map((e) => [e.amount || 0, e.owed])).toEqual(
      expect.arrayContaining([
        [-5, 0],
        [0, 5],
        [0, 15],
      ]),
    );
    expect(await users.getUser(user.userId)).toMatchObject({ credits: 0, creditsOwed: 20 });
    expect(sum(await ledger(user.userId))).toBe(0);
  });

  it('takes back a part refund in proportion and ignores a refund of a payment never paid', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const { reference, transaction } = await paidAtPaystack(user, 50);
    await deliverEvent('charge.success', transaction);
    expect((await paystackApi('POST', '/refund', { transaction: reference, amount: 4000 })).status).toBe(200);
    expect(await credits(user)).toBe(before + 25);

    const unpaid = await api<{ reference: string }>(user, 'POST', '/payments', { credits: 10 });
    expect(
      (await deliverEvent('refund.processed', { transaction_reference: unpaid.body.reference, amount: 2000 })).status,
    ).toBe(200);
    expect((await storedPayment(unpaid.body.reference))?.status).toBe('pending');
    expect(await credits(user)).toBe(before + 25);
  });
});
