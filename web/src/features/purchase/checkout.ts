import type { AppConfig } from '../../config/app-config';
import { PaymentConfigError, type Checkout } from './checkout-contract';
import { localCheckout } from './local-checkout';
import { paystackInline } from './paystack-inline';
import { purchasesOpen } from './purchases-open';

/**
 * Paystack's inline checkout in AWS; the local stand-in's page when the config names one.
 * Without a public key there is no checkout: the spec's configuration error.
 */
export function checkoutFor(config: AppConfig | undefined): Checkout {
  if (!config || !purchasesOpen(config)) throw new PaymentConfigError();
  return config.paystackCheckoutUrl ? localCheckout(config.paystackCheckoutUrl) : paystackInline();
}
