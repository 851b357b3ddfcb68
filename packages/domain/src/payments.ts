/**
 * Credit purchases: the states of a payment, the checks a Paystack transaction must pass, and the texts (spec §4, §8).
 */
import { formatAmount, packageId, quote } from './pricing';

export const PAYMENT_CURRENCY = 'ZAR';
export const PAYMENT_PROVIDER_NAME = 'Paystack';

/**
 * pending: initialised with Paystack, not paid yet. paid: verified and credited (once).
 * failed: the verified charge did not match what was priced (amount, currency or user): never credited.
 * refunded: Paystack refunded it and the credits were taken back (what could not be is `creditsOwed`).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `POST /payments` answer. */
export interface PaymentStart {
  reference: string;
  accessCode: string;
  credits: number;
  amountCents: number;
}

/** One payment as its owner sees it (`GET /payments`, `GET /payments/{reference}`). */
export interface PaymentView {
  reference: string;
  credits: number;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  paidAt?: string;
  refundedAt?: string;
  /** Credits the refunds took back, and what they could not take (already spent); totals over every refund. */
  creditsReversed?: number;
  creditsOwed?: number;
}

/** What the server records and charges for a requested quantity: the clamped quantity priced by the tiers. */
export function purchaseOrder(requested: number | string) {
  const q = quote(typeof requested === 'string' ? Number.parseInt(requested, 10) : requested);
  return {
    credits: q.quantity,
    amountCents: q.totalCents,
    currency: PAYMENT_CURRENCY,
    packageId: packageId(q.quantity),
  };
}

/** The parts of a Paystack transaction (verify's `data`) the grant depends on. */
export interface VerifiedCharge {
  status: string;
  amount: number;
  currency: string;
  metadata: unknown;
}

export type ChargeCheck = { ok: true } | { ok: false; final: boolean; reason: string };

/**
 * Whether a verified charge pays for the recorded payment: success, the exact amount priced, ZAR,
 * and the metadata user of the payment. `final` says the payment can never be paid any more (a
 * mismatch); an unpaid or declined charge may still be paid.
 // { ok: true }
 * @example checkCharge({ userId: 'u', amountCents: 5000 }, { status: 'success', amount: 5000, currency: 'ZAR',
 * metadata: { userId: 'u' } })
 */
export function checkCharge(payment: { userId: string; amountCents: number }, charge: VerifiedCharge): ChargeCheck {
  // A declined attempt is not the end: the payer may try another card on the same transaction.
  if (charge.status !== 'success') return { ok: false, final: false, reason: `status ${charge.status}` };
  if (charge.amount !== payment.amountCents) return { ok: false, final: true, reason: 'amount differs' };
  if (charge.currency !== PAYMENT_CURRENCY) return { ok: false, final: true, reason: 'currency differs' };
  const metadataUser =
    typeof charge.metadata === 'object' && charge.metadata !== null
      ? (charge.metadata as { userId?: unknown }).userId
      : undefined;
  if (metadataUser !== payment.userId) return { ok: false, final: true, reason: 'user differs' };
  return { ok: true };
}

/**
 * Credits a refund takes back: all of them for a full refund, proportionally (rounded up) for a part.
 * @example creditsToReverse({ credits: 25, amountCents: 5000 }, 2000) // 10
 */
export function creditsToReverse(payment: { credits: number; amountCents: number }, refundedCents: number): number {
  if (!Number.isFinite(refundedCents) || refundedCents <= 0 || payment.amountCents <= 0) return 0;
  if (refundedCents >= payment.amountCents) return payment.credits;
  return Math.min(payment.credits, Math.ceil((payment.credits * refundedCents) / payment.amountCents));
}

/**
 * One refund's share of a purchase's credits: what every refund so far comes to (in proportion, rounded up),
 * less what the earlier ones already came to, taken back or owed. However many part refunds arrive,
 * their shares add up to at most the credits bought.
 * @example refundShare({ credits: 25, amountCents: 5000 }, { refundedCents: 1000, creditsDue: 5 }, 1000) // 5
 */
export function refundShare(
  payment: { credits: number; amountCents: number },
  before: { refundedCents: number; creditsDue: number },
  refundCents: number,
): number {
  if (!Number.isFinite(refundCents) || refundCents <= 0) return 0;
  return Math.max(0, creditsToReverse(payment, before.refundedCents + refundCents) - before.creditsDue);
}

/** Spec §4 "After payment success": first balance check after 1 s, then every 2 s, for 5 minutes. */
export const PAYMENT_POLL = { firstMs: 1000, everyMs: 2000, timeoutMs: 5 * 60 * 1000 } as const;
/** Spec §4: the Pay button's busy state resets by itself after 30 s stuck. */
export const PAYMENT_STUCK_RESET_MS = 30_000;

export const PAYMENT_MESSAGES = {
  configError: 'Payment configuration error. Please contact support.',
  notLoaded: 'Payment system not loaded. Please refresh and try again.',
  timeout:
    'Payment processing is taking longer than expected. Your payment was ' +
    'successful, but credits may take a few minutes to appear. Please ' +
    "refresh the page or contact support if credits don't appear within 10 " +
    'minutes.',
  readFailure: 'Unable to verify credit addition. Please refresh the page or contact support.',
  notFound: 'Payment not found',
  notPaid: 'The payment was not completed.',
} as const;

/** @example paymentFailedMessage('Card declined') // 'Payment failed: Card declined. Please try again.' */
export function paymentFailedMessage(reason: string): string {
  return `Payment failed: ${reason.replace(/\.+$/, '')}. Please try again.`;
}

/** @example paymentAddingMessage(25) // 'Payment successful! Please wait while we add 25 credits to your account...' */
export function paymentAddingMessage(credits: number): string {
  return `Payment successful! Please wait while we add ${credits} credits to your account...`;
}

/** @example paymentAddedMessage(25) // 'Success! 25 credits have been added to your account.' */
export function paymentAddedMessage(credits: number): string {
  return `Success! ${credits} credits have been added to your account.`;
}

/**
 * The pay button's three texts. @example payButtonText({ busy: false, valid: true, totalCents: 5000 }) // 'Pay R50.00
 * with Paystack'
 */
export function payButtonText(state: { busy: boolean; valid: boolean; totalCents: number }): string {
  if (state.busy) return 'Processing...';
  if (!state.valid) return 'Select credit amount';
  return `Pay R${formatAmount(state.totalCents)} with ${PAYMENT_PROVIDER_NAME}`;
}

/** Status words for the purchase history. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};
