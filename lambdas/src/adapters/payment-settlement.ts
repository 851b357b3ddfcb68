import { checkCharge } from '@bankcsv/domain';
import { logger } from '../shared/logger';
import type { PaymentRecord, PaymentsRepo } from './payments-repo';
import { paystackSecretKey, verifyTransaction } from './paystack';

/**
 * The one path from "Paystack says paid" to credits, shared by the webhook and GET /payments/{reference}:
 * never trusts the caller's data, asks Paystack's verify endpoint, checks the charge against the
 * recorded payment, then grants through the exactly-once transaction.
 */
export function paymentSettlement(payments: PaymentsRepo, paystackSecretArn: string) {
  async function settle(payment: PaymentRecord): Promise<PaymentRecord> {
    if (payment.status !== 'pending') return payment;
    const charge = await verifyTransaction(await paystackSecretKey(paystackSecretArn), payment.reference);
    if (!charge) return payment;
    const check = checkCharge(payment, charge);
    if (check.ok) {
      const outcome = await payments.grant(payment, {
        paystackId: charge.id,
        paidAt: charge.paidAt,
        channel: charge.channel,
      });
      logger.info('payment settled', { reference: payment.reference, outcome, credits: payment.credits });
    } else if (check.final) {
      const failed = await payments.markFailed(payment.reference, check.reason);
      logger.warn('payment not credited', { reference: payment.reference, reason: check.reason, markedFailed: failed });
    } else return payment;
    return (await payments.get(payment.reference)) ?? payment;
  }

  return { settle };
}
