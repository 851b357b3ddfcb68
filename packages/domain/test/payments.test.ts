import { describe, expect, it } from 'vitest';
import {
  checkCharge,
  creditsToReverse,
  payButtonText,
  refundShare,
  paymentAddedMessage,
  paymentAddingMessage,
  paymentFailedMessage,
  purchaseOrder,
} from '../src';

describe('purchaseOrder', () => {
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
    ['40', 40, 6400],
  ])('prices %s as %i credits for %i cents', (requested, credits, amountCents) => {
    expect(purchaseOrder(requested)).toEqual({
      credits,
      amountCents,
      currency: 'ZAR',
      packageId: `variable_${credits}`,
    });
  });
});

describe('checkCharge', () => {
  const payment = { userId: 'u1', amountCents: 5000 };
  const paid = { status: 'success', amount: 5000, currency: 'ZAR', metadata: { userId: 'u1' } };
  it('accepts exactly the recorded price, ZAR and the user', () => {
    expect(checkCharge(payment, paid)).toEqual({ ok: true });
  });
  it.each([
    [{ amount: 4999 }, 'amount differs'],
    [{ currency: 'NGN' }, 'currency differs'],
    [{ metadata: { userId: 'u2' } }, 'user differs'],
    [{ metadata: null }, 'user differs'],
  ])('refuses for good when %j', (change, reason) => {
    expect(checkCharge(payment, { ...paid, ...change })).toEqual({ ok: false, final: true, reason });
  });
  it.each(['abandoned', 'failed', 'ongoing'])('waits on a %s charge (the payer may still pay)', (status) => {
    expect(checkCharge(payment, { ...paid, status })).toMatchObject({ ok: false, final: false });
  });
});

describe('creditsToReverse', () => {
  it('takes all for a full refund, rounds a part refund up, nothing for nonsense', () => {
    expect(creditsToReverse({ credits: 25, amountCents: 5000 }, 5000)).toBe(25);
    expect(creditsToReverse({ credits: 50, amountCents: 8000 }, 4000)).toBe(25);
    expect(creditsToReverse({ credits: 25, amountCents: 5000 }, 1)).toBe(1);
    expect(creditsToReverse({ credits: 25, amountCents: 5000 }, Number.NaN)).toBe(0);
    expect(creditsToReverse({ credits: 25, amountCents: 5000 }, 9000)).toBe(25);
  });
});

describe('refundShare', () => {
  const purchase = { credits: 25, amountCents: 5000 };
  it('gives each part refund its own share, never more than the purchase in all', () => {
    expect(refundShare(purchase, { refundedCents: 0, creditsDue: 0 }, 1000)).toBe(5);
    expect(refundShare(purchase, { refundedCents: 1000, creditsDue: 5 }, 1000)).toBe(5);
    // Rounded up on the total, not per refund: three of R0.01 take 1 credit, not 3.
    expect(refundShare(purchase, { refundedCents: 1, creditsDue: 1 }, 1)).toBe(0);
    expect(refundShare(purchase, { refundedCents: 4000, creditsDue: 20 }, 5000)).toBe(5);
    expect(refundShare(purchase, { refundedCents: 5000, creditsDue: 25 }, 1000)).toBe(0);
    expect(refundShare(purchase, { refundedCents: 1000, creditsDue: 5 }, Number.NaN)).toBe(0);
    expect(refundShare(purchase, { refundedCents: 1000, creditsDue: 5 }, -1000)).toBe(0);
  });
});

describe('purchase texts', () => {
  it('match the spec', () => {
    expect(payButtonText({ busy: false, valid: true, totalCents: 4160 })).toBe('Pay R41.60 with Paystack');
    expect(payButtonText({ busy: false, valid: false, totalCents: 0 })).toBe('Select credit amount');
    expect(payButtonText({ busy: true, valid: true, totalCents: 4160 })).toBe('Processing...');
    expect(paymentFailedMessage('Declined')).toBe('Payment failed: Declined. Please try again.');
    expect(paymentAddingMessage(25)).toBe('Payment successful! Please wait while we add 25 credits to your account...');
    expect(paymentAddedMessage(25)).toBe('Success! 25 credits have been added to your account.');
  });
});
