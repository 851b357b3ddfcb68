import type { PaymentStart, PaymentView } from '@bankcsv/domain';
import { apiRequest } from '../../lib/api-client';

/** POST /payments: the server prices the credits and opens a Paystack transaction. */
export function startPayment(credits: number): Promise<PaymentStart> {
  return apiRequest<PaymentStart>('/payments', { method: 'POST', body: { credits } });
}

/**
 * GET /payments/{reference}: verifies a pending payment on the server, so a late webhook does not keep the buyer
 * waiting.
 */
export function fetchPayment(reference: string): Promise<PaymentView> {
  return apiRequest<PaymentView>(`/payments/${encodeURIComponent(reference)}`);
}

export async function fetchPayments(): Promise<PaymentView[]> {
  return (await apiRequest<{ items: PaymentView[] }>('/payments')).items;
}
