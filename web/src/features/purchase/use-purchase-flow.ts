import {
  PAYMENT_MESSAGES, PAYMENT_POLL, PAYMENT_STUCK_RESET_MS, PURCHASE_MESSAGES, canPurchase, parseQuantity, paymentAddedMessage,
  paymentAddingMessage, paymentFailedMessage, type PaymentStart,
} from '@bankcsv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { peekAppConfig } from '../../config/app-config';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { checkoutFor, CheckoutLoadError, PaymentConfigError } from './checkout';
import { fetchPayment, startPayment } from './payments-api';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureMessage(error: unknown): string {
  if (error instanceof PaymentConfigError || error instanceof CheckoutLoadError) return error.message;
  // The server's own configuration error is already the product's text.
  if (error instanceof ApiError && error.message === PAYMENT_MESSAGES.configError) return error.message;
  return paymentFailedMessage(error instanceof Error ? error.message : String(error));
}

export interface PurchaseFlow {
  /** Pay was clicked and the checkout has not reported back (resets itself after 30 s stuck). */
  busy: boolean;
  /** Paid: the balance is being watched until the credits arrive (the header reads 'Processing...'). */
  verifying: boolean;
  error: string | null;
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
      window.alert(paymentAddingMessage(started.credits));
      const deadline = Date.now() + PAYMENT_POLL.timeoutMs;
      await sleep(PAYMENT_POLL.firstMs);
      try {
        for (;;) {
          // Settles the payment on the server if the webhook is late; the balance is what the buyer sees.
          const payment = await fetchPayment(started.reference);
          if (payment.status === 'failed') {
            window.alert(paymentFailedMessage(PAYMENT_MESSAGES.notPaid));
            return;
          }
          if (payment.status !== 'pending') {
            const now = await refreshCredits();
            if (now === undefined) throw new Error('balance unreadable');
            if (now >= previous + started.credits) {
              window.alert(paymentAddedMessage(started.credits));
              completed.current();
              return;
            }
          }
          if (Date.now() + PAYMENT_POLL.everyMs > deadline) {
            window.alert(PAYMENT_MESSAGES.timeout);
            return;
          }
          await sleep(PAYMENT_POLL.everyMs);
        }
      } catch {
        window.alert(PAYMENT_MESSAGES.readFailure);
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
      setBusy(true);
      const previous = balance.current;
      try {
        const checkout = checkoutFor(peekAppConfig());
        const started = await startPayment(parseQuantity(input));
        await checkout.resume(started.accessCode, {
          onSuccess: () => {
            setBusy(false);
            void confirm(started, previous);
          },
          onCancel: () => setBusy(false),
          onError: (message) => {
            setBusy(false);
            setError(paymentFailedMessage(message));
          },
        });
      } catch (failure) {
        console.error('Payment could not start', failure);
        setBusy(false);
        setError(failureMessage(failure));
      }
    },
    [confirm],
  );

  const reset = useCallback(() => {
    setBusy(false);
    setError(null);
  }, []);

  return { busy, verifying, error, pay, reset };
}
