import { describe, expect, inject, it } from 'vitest';
import { api, credits, ledger, registerUser, type TestUser } from '../support/stack-client';
import { eventually } from '../support/eventually';
import { chargeSilently, payAtCheckout, storedPayment, verifyAtPaystack } from '../support/paystack-client';

interface Started {
  reference: string;
  accessCode: string;
  credits: number;
  amountCents: number;
  message?: string;
}

async function startPayment(user: TestUser, requested: unknown): Promise<Started> {
  const res = await api<Started>(user, 'POST', '/payments', { credits: requested });
  if (res.status !== 200) throw new Error(`POST /payments answered ${res.status}: ${res.body.message ?? ''}`);
  return res.body;
}

const waitForBalance = (user: TestUser, expected: number) =>
  eventually(`the balance is ${expected}`, () => credits(user), { until: (b) => b === expected });

describe('POST /payments prices on the server', () => {
  // Tier boundaries (spec §9) and the clamps (spec §5: 5..1000, non-numbers fall back to 5).
  it.each([
    [5, 5, 1000],
    [25, 25, 5000],
    [26, 26, 4160],
    [100, 100, 16000],
    [101, 101, 14140],
    [499, 499, 69860],
    [500, 500, 50000],
    [1000, 1000, 100000],
    [4, 5, 1000],
    [1001, 1000, 100000],
    ['abc', 5, 1000],
  ])(
    'asks %s credits: records and initialises %i credits for %i cents',
    async (requested, expectedCredits, expectedCents) => {
      const user = await registerUser();
      const started = await startPayment(user, requested);
      expect(started).toMatchObject({ credits: expectedCredits, amountCents: expectedCents });
      expect(started.reference).toMatch(new RegExp(`^credits_${user.userId.slice(0, 8)}_\\d{13}$`));
      expect(started.accessCode).toMatch(/^\w+$/);

      expect(await storedPayment(started.reference)).toMatchObject({
        userId: user.userId,
        status: 'pending',
        credits: expectedCredits,
        amountCents: expectedCents,
        currency: 'ZAR',
        packageId: `variable_${expectedCredits}`,
        email: user.email,
      });
      // What Paystack was asked to charge: the server's price, never a figure from the browser.
      const atPaystack = await verifyAtPaystack(started.reference);
      expect(atPaystack).toMatchObject({
        status: 'abandoned',
        amount: expectedCents,
        currency: 'ZAR',
        metadata: { userId: user.userId, credits: expectedCredits, packageId: `variable_${expectedCredits}` },
      });
    },
  );

  it('refuses a caller without a token and a body that is not a quantity', async () => {
    expect((await api(null, 'POST', '/payments', { credits: 25 })).status).toBe(401);
    const user = await registerUser();
    const bad = await api(user, 'POST', '/payments', { credits: { amount: 1 } });
    expect(bad).toEqual({ status: 400, body: { message: 'Please select a valid credit amount.' } });
  });
});

describe('a purchase end to end', () => {
  it('is credited after the checkout is paid, and GET /payments shows it paid', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const hasPurchased = async () => (await api<{ hasPurchased: unknown }>(user, 'GET', '/me')).body.hasPurchased;
    expect(await hasPurchased()).toBe(false);
    const started = await startPayment(user, 25);
    expect((await api(user, 'GET', `/payments/${started.reference}`)).body).toMatchObject({
      status: 'pending',
      credits: 25,
      amountCents: 5000,
    });
    // Only a paid purchase makes a paying user (analytics labels users by it).
    expect(await hasPurchased()).toBe(false);

    const paid = await payAtCheckout(started.accessCode);
    expect(paid.status).toBe(200);
    expect(await waitForBalance(user, before + 25)).toBe(before + 25);
    expect(await hasPurchased()).toBe(true);

    const one = await api<Record<string, unknown>>(user, 'GET', `/payments/${started.reference}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      reference: started.reference,
      status: 'paid',
      credits: 25,
      amountCents: 5000,
      currency: 'ZAR',
    });
    expect(one.body.paidAt).toEqual(expect.any(String));
    // The owner's view carries no e-mail, user id or Paystack internals.
    expect(Object.keys(one.body).sort()).toEqual([
      'amountCents',
      'createdAt',
      'credits',
      'currency',
      'paidAt',
      'reference',
      'status',
    ]);

    const list = await api<{ items: { reference: string; status: string }[] }>(user, 'GET', '/payments');
    expect(list.body.items).toEqual([expect.objectContaining({ reference: started.reference, status: 'paid' })]);
    expect((await ledger(user.userId)).filter((e) => e.entryId.startsWith('purchase#'))).toEqual([
      expect.objectContaining({ entryId: `purchase#${started.reference}`, amount: 25 }),
    ]);
  });

  it('is credited by GET /payments/{reference} when the webhook never comes', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const started = await startPayment(user, 50);
    await chargeSilently(started.reference);
    const res = await api(user, 'GET', `/payments/${started.reference}`);
    expect(res.body).toMatchObject({ status: 'paid', credits: 50, amountCents: 8000 });
    expect(await credits(user)).toBe(before + 50);
  });

  it('shows a payment only to its owner', async () => {
    const [owner, other] = await Promise.all([registerUser(), registerUser()]);
    const started = await startPayment(owner, 10);
    await chargeSilently(started.reference);
    const foreign = await api(other, 'GET', `/payments/${started.reference}`);
    expect(foreign).toEqual({ status: 404, body: { message: 'Payment not found' } });
    // Looking at someone else's payment must not settle it either.
    expect((await storedPayment(started.reference))?.status).toBe('pending');
    expect((await api(other, 'GET', '/payments')).body).toEqual({ items: [] });
    expect((await api(owner, 'GET', '/payments/credits_nothere_1')).status).toBe(404);
    expect((await api(owner, 'GET', '/payments/..%2F..%2Fetc')).status).toBe(404);
  });

  it('stays pending while the checkout is unpaid or declined', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const started = await startPayment(user, 10);
    const declined = await fetch(`${inject('stack').endpoints.paystack}/checkout/${started.accessCode}/fail`, {
      method: 'POST',
    });
    expect(declined.status).toBe(200);
    expect((await api(user, 'GET', `/payments/${started.reference}`)).body).toMatchObject({ status: 'pending' });
    expect(await credits(user)).toBe(before);
    // The buyer tries another card on the same checkout: that one pays.
    await payAtCheckout(started.accessCode);
    expect(await waitForBalance(user, before + 10)).toBe(before + 10);
  });
});
