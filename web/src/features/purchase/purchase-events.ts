import { quote } from '@bankcsv/domain';
import type { CheckoutFields, CreditFields } from '../../lib/analytics/events';

/** Where a purchase got to: what credit_purchase_abandonment reports when the buyer walks away. */
export type PurchaseStage = 'selecting' | 'checkout' | 'failed' | 'paid';

export const ABANDONMENT_STAGE = {
  selecting: 'credit_selection',
  checkout: 'checkout',
  failed: 'payment_error',
} as const;

/** The credits a quantity buys and their price in rand, as the dialog shows them. */
export function creditFields(quantity: number): CreditFields {
  const q = quote(quantity);
  return { selected_credits: q.quantity, selected_amount: q.totalCents / 100 };
}

/** What the server charged for: its credits and amount, never the dialog's. */
export function checkoutFields(credits: number, amountCents: number): CheckoutFields {
  return { selected_credits: credits, selected_amount: amountCents / 100, currency: 'ZAR', value: amountCents / 100 };
}
