import { PAYMENT_MESSAGES } from '@bankcsv/domain';
import type { AppConfig } from '../../config/app-config';
import { localCheckout } from './local-checkout';
import { paystackInline } from './paystack-inline';
import { purchasesOpen } from './purchases-open';

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

/**
 * Paystack's inline checkout in AWS; the local stand-in's page when the config names one.
 * Without a public key there is no checkout: the spec's configuration error.
 */
export function checkoutFor(config: AppConfig | undefined): Checkout {
  if (!config || !purchasesOpen(config)) throw new PaymentConfigError();
  return config.paystackCheckoutUrl ? localCheckout(config.paystackCheckoutUrl) : paystackInline();
}
