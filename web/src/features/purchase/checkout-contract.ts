/**
 * What every checkout (Paystack's inline one, the local stand-in's page) offers, and how it fails; apart
 * from checkout.ts, which chooses between them, so the checkouts never import their chooser.
 */
import { PAYMENT_MESSAGES } from '@bankcsv/domain';

export interface CheckoutCallbacks {
  onSuccess(reference: string): void;
  onCancel(): void;
  onError(message: string): void;
}

/** Opens the payer's checkout for a transaction the server initialised (its access code). */
export interface Checkout {
  resume(accessCode: string, callbacks: CheckoutCallbacks): Promise<void>;
}

export class PaymentConfigError extends Error {
  override readonly name = 'PaymentConfigError';
  constructor() {
    super(PAYMENT_MESSAGES.configError);
  }
}

/** The checkout script could not be loaded (offline, blocked). */
export class CheckoutLoadError extends Error {
  override readonly name = 'CheckoutLoadError';
  constructor() {
    super(PAYMENT_MESSAGES.notLoaded);
  }
}
