import {
  PAYMENT_MESSAGES,
  PAYMENT_POLL,
  PAYMENT_STUCK_RESET_MS,
  PURCHASE_MESSAGES,
  canPurchase,
  parseQuantity,
  paymentAddedMessage,
  paymentAddingMessage,
  paymentFailedMessage,
  type PaymentStart,
} from '@bankcsv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { peekAppConfig } from '../../config/app-config';
import type { CreditFields } from '../../lib/analytics/events';
import { track } from '../../lib/analytics/track';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { checkoutFor } from './checkout';
import { CheckoutLoadError, PaymentConfigError } from './checkout-contract';
import { fetchPayment, startPayment } from './payments-api';
import { checkoutFields, creditFields, type PurchaseStage } from './purchase-events';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureMessage(error: unknown): string {
  if (error instanceof PaymentConfigError || error instanceof CheckoutLoadError) return error.message;
  // The server's own configuration error is already the product's text.
  if (error instanceof ApiError && error.message === PAYMENT_MESSAGES.configError) return error.message;
  return paymentFailedMessage(error instanceof Error ? error.message : String(error));
}

function errorType(error: unknown): string {
  if (error instanceof ApiError) return `http_${error.status}`;
  return error instanceof Error ? error.name : 'unknown';
}

function reportPaymentError(errorType: string, message: string, component: string, credits?: CreditFields): void {
  track('payment_error', { error_type: errorType, error_message: message, component, ...credits });
}

/** What became of a paid purchase, shown on the page (never a native alert): the spec's texts. */
export interface PaymentNotice {
  kind: 'info' | 'success' | 'error';
  text: string;
}

export interface PurchaseFlow {
  /** Pay was clicked and the checkout has not reported back (resets itself after 30 s stuck). */
  busy: boolean;
  /** Paid: the balance is being watched until the credits arrive (the header reads 'Processing...'). */
  verifying: boolean;
  error: string | null;
  /** After the checkout reported success: the credits being added, added, or why that could not be confirmed. */
  notice: PaymentNotice | null;
  dismissNotice(): void;
  /** How far this purchase got, for its abandonment report. */
  stage: PurchaseStage;
  pay(input: string): Promise<void>;
  /** The dialog closed: a busy flag must not outlive it. */
  reset(): void;
}

type Verification = 'added' | 'not-paid' | 'timeout' | 'unreadable';

/** Polls the payment and the balance until the credits bought have arrived, the payment failed, or time ran out. */
async function awaitCredits(
  started: PaymentStart,
  previous: number,
  refreshCredits: () => Promise<number | undefined>,
): Promise<Verification> {
  const deadline = Date.now() + PAYMENT_POLL.timeoutMs;
  await sleep(PAYMENT_POLL.firstMs);
  try {
    for (;;) {
      // Settles the payment on the server if the webhook is late; the balance is what the buyer sees.
      const payment = await fetchPayment(started.reference);
      if (payment.status === 'failed') return 'not-paid';
      if (payment.status !== 'pending') {
        const now = await refreshCredits();
        if (now === undefined) throw new Error('balance unreadable');
        if (now >= previous + started.credits) return 'added';
      }
      if (Date.now() + PAYMENT_POLL.everyMs > deadline) return 'timeout';
      await sleep(PAYMENT_POLL.everyMs);
    }
  } catch {
    return 'unreadable';
  }
}

/** Why the credits could not be confirmed: the notice shown and the error type reported. */
const VERIFICATION_FAILURES: Record<Exclude<Verification, 'added'>, { type: string; text: string }> = {
  'not-paid': { type: 'payment_not_paid', text: paymentFailedMessage(PAYMENT_MESSAGES.notPaid) },
  timeout: { type: 'verification_timeout', text: PAYMENT_MESSAGES.timeout },
  unreadable: { type: 'verification_failed', text: PAYMENT_MESSAGES.readFailure },
};

/** Starts the payment on the server and opens the checkout on it; `onPaid` hears of the payment the server started. */
async function openCheckout(
  quantity: number,
  handlers: { onPaid(started: PaymentStart): void; onCancel(): void; onError(message: string): void },
): Promise<void> {
  const checkout = checkoutFor(peekAppConfig());
  const started = await startPayment(quantity);
  await checkout.resume(started.accessCode, {
    onSuccess: () => handlers.onPaid(started),
    onCancel: handlers.onCancel,
    onError: handlers.onError,
  });
}

function trackBeginCheckout(quantity: number): CreditFields {
  const selected = creditFields(quantity);
  track('begin_checkout', { ...selected, currency: 'ZAR', value: selected.selected_amount });
  return selected;
}

function trackPurchase(started: PaymentStart): void {
  track('purchase', { ...checkoutFields(started.credits, started.amountCents), transaction_id: started.reference });
}

/** After the checkout's success: the notice while the credits are awaited, then what became of them. */
function usePaymentVerification(onAdded: () => void) {
  const { refreshCredits } = useAuth();
  const [verifying, setVerifying] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const added = useRef(onAdded);
  useEffect(() => {
    added.current = onAdded;
  }, [onAdded]);

  const confirm = useCallback(
    async (started: PaymentStart, previous: number) => {
      setVerifying(true);
      setNotice({ kind: 'info', text: paymentAddingMessage(started.credits) });
      const outcome = await awaitCredits(started, previous, refreshCredits);
      if (outcome === 'added') {
        setNotice({ kind: 'success', text: paymentAddedMessage(started.credits) });
        track('credit_purchase', { selected_credits: started.credits, selected_amount: started.amountCents / 100 });
        added.current();
      } else {
        const { type, text } = VERIFICATION_FAILURES[outcome];
        setNotice({ kind: 'error', text });
        reportPaymentError(type, text, 'payment_verification', creditFields(started.credits));
      }
      setVerifying(false);
    },
    [refreshCredits],
  );
  return { verifying, notice, setNotice, confirm };
}

/** A Pay button must not stay busy for ever when the checkout never reports back. */
function useStuckReset(busy: boolean, setBusy: (busy: boolean) => void) {
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setBusy(false), PAYMENT_STUCK_RESET_MS);
    return () => clearTimeout(timer);
  }, [busy, setBusy]);
}

/**
 * Spec §4 "Purchase dialog" and "After payment success": the server prices and initialises, the
 * checkout takes the payment, then the balance is polled (1 s, then every 2 s, up to 5 minutes) until
 * it has grown by the credits bought. The credits themselves only ever come from the server.
 */
export function usePurchaseFlow(onCompleted: () => void): PurchaseFlow {
  const { credits } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<PurchaseStage>('selecting');
  const balance = useRef(credits);
  useEffect(() => {
    balance.current = credits;
  }, [credits]);
  useStuckReset(busy, setBusy);
  const onAdded = useCallback(() => {
    setStage('selecting');
    onCompleted();
  }, [onCompleted]);
  const { verifying, notice, setNotice, confirm } = usePaymentVerification(onAdded);

  const pay = useCallback(
    async (input: string) => {
      if (!canPurchase(input)) {
        window.alert(PURCHASE_MESSAGES.invalidAmount);
        return;
      }
      setError(null);
      setNotice(null);
      setBusy(true);
      const previous = balance.current;
      const selected = trackBeginCheckout(parseQuantity(input));
      setStage('checkout');
      const fail = (text: string, type: string, component: string) => {
        setBusy(false);
        setStage('failed');
        setError(text);
        reportPaymentError(type, text, component, selected);
      };
      try {
        await openCheckout(parseQuantity(input), {
          onPaid: (started) => {
            setBusy(false);
            setStage('paid');
            trackPurchase(started);
            void confirm(started, previous);
          },
          onCancel: () => setBusy(false),
          onError: (message) => fail(paymentFailedMessage(message), 'checkout_error', 'checkout'),
        });
      } catch (failure) {
        console.error('Payment could not start', failure);
        // Spec §7: a payment initialisation error is reported too.
        fail(failureMessage(failure), errorType(failure), 'purchase_dialog');
      }
    },
    [confirm, setNotice],
  );

  const reset = useCallback(() => {
    setBusy(false);
    setError(null);
    setStage('selecting');
  }, []);

  const dismissNotice = useCallback(() => setNotice(null), [setNotice]);

  return { busy, verifying, error, notice, dismissNotice, stage, pay, reset };
}
