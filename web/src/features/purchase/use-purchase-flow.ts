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

/**
 * Spec §4 "Purchase dialog" and "After payment success": the server prices and initialises, the
 * checkout takes the payment, then the balance is polled (1 s, then every 2 s, up to 5 minutes) until
 * it has grown by the credits bought. The credits themselves only ever come from the server.
 */
export function usePurchaseFlow(onCompleted: () => void): PurchaseFlow {
  const { credits, refreshCredits } = useAuth();
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [stage, setStage] = useState<PurchaseStage>('selecting');
  const balance = useRef(credits);
  const completed = useRef(onCompleted);
  useEffect(() => {
    balance.current = credits;
    completed.current = onCompleted;
  }, [credits, onCompleted]);

  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setBusy(false), PAYMENT_STUCK_RESET_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  const confirm = useCallback(
    async (started: PaymentStart, previous: number) => {
      setVerifying(true);
      setNotice({ kind: 'info', text: paymentAddingMessage(started.credits) });
      const bought = creditFields(started.credits);
      const verificationFailed = (type: string, message: string) =>
        reportPaymentError(type, message, 'payment_verification', bought);
      const deadline = Date.now() + PAYMENT_POLL.timeoutMs;
      await sleep(PAYMENT_POLL.firstMs);
      try {
        for (;;) {
          // Settles the payment on the server if the webhook is late; the balance is what the buyer sees.
          const payment = await fetchPayment(started.reference);
          if (payment.status === 'failed') {
            setNotice({ kind: 'error', text: paymentFailedMessage(PAYMENT_MESSAGES.notPaid) });
            verificationFailed('payment_not_paid', paymentFailedMessage(PAYMENT_MESSAGES.notPaid));
            return;
          }
          if (payment.status !== 'pending') {
            const now = await refreshCredits();
            if (now === undefined) throw new Error('balance unreadable');
            if (now >= previous + started.credits) {
              setNotice({ kind: 'success', text: paymentAddedMessage(started.credits) });
              track('credit_purchase', {
                selected_credits: started.credits,
                selected_amount: started.amountCents / 100,
              });
              setStage('selecting');
              completed.current();
              return;
            }
          }
          if (Date.now() + PAYMENT_POLL.everyMs > deadline) {
            setNotice({ kind: 'error', text: PAYMENT_MESSAGES.timeout });
            verificationFailed('verification_timeout', PAYMENT_MESSAGES.timeout);
            return;
          }
          await sleep(PAYMENT_POLL.everyMs);
        }
      } catch {
        setNotice({ kind: 'error', text: PAYMENT_MESSAGES.readFailure });
        verificationFailed('verification_failed', PAYMENT_MESSAGES.readFailure);
      } finally {
        setVerifying(false);
      }
    },
    [refreshCredits],
  );

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
      const selected = creditFields(parseQuantity(input));
      track('begin_checkout', { ...selected, currency: 'ZAR', value: selected.selected_amount });
      setStage('checkout');
      try {
        const checkout = checkoutFor(peekAppConfig());
        const started = await startPayment(parseQuantity(input));
        await checkout.resume(started.accessCode, {
          onSuccess: () => {
            setBusy(false);
            setStage('paid');
            track('purchase', {
              ...checkoutFields(started.credits, started.amountCents),
              transaction_id: started.reference,
            });
            void confirm(started, previous);
          },
          onCancel: () => setBusy(false),
          onError: (message) => {
            setBusy(false);
            setStage('failed');
            setError(paymentFailedMessage(message));
            reportPaymentError('checkout_error', paymentFailedMessage(message), 'checkout', selected);
          },
        });
      } catch (failure) {
        console.error('Payment could not start', failure);
        setBusy(false);
        setStage('failed');
        setError(failureMessage(failure));
        // Spec §7: a payment initialisation error is reported too.
        reportPaymentError(errorType(failure), failureMessage(failure), 'purchase_dialog', selected);
      }
    },
    [confirm],
  );

  const reset = useCallback(() => {
    setBusy(false);
    setError(null);
    setStage('selecting');
  }, []);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return { busy, verifying, error, notice, dismissNotice, stage, pay, reset };
}
