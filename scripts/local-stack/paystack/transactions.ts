import { randomBytes } from 'node:crypto';

export interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  /** abandoned until paid; failed by the checkout's Fail button; reversed once refunded. */
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  refundedAmount?: number;
  callbackUrl?: string;
  metadata?: unknown;
  paidAt?: string;
  createdAt: string;
}

/** Transactions of one local Paystack run, kept in memory. */
export class Transactions {
  private readonly byReference = new Map<string, Transaction>();
  private nextId = 1;

  create(input: {
    email: string;
    amount: number;
    currency?: string;
    reference?: string;
    callbackUrl?: string;
    metadata?: unknown;
  }): Transaction {
    const reference = input.reference ?? `T${randomBytes(8).toString('hex')}`;
    if (this.byReference.has(reference)) throw new Error('Duplicate Transaction Reference');
    const transaction: Transaction = {
      id: this.nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email: input.email,
      amount: input.amount,
      currency: input.currency ?? 'ZAR',
      status: 'abandoned',
      callbackUrl: input.callbackUrl,
      metadata: input.metadata,
      createdAt: new Date().toISOString(),
    };
    this.byReference.set(reference, transaction);
    return transaction;
  }

  get(reference: string): Transaction | undefined {
    return this.byReference.get(reference);
  }

  byAccessCode(code: string): Transaction | undefined {
    return [...this.byReference.values()].find((t) => t.accessCode === code);
  }
}

/** The `data` object Paystack returns from verify and sends in `charge.success`. */
export function transactionData(t: Transaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: {
      success: 'Successful',
      failed: 'Declined',
      reversed: 'Reversed',
      abandoned: 'The transaction was not completed',
    }[t.status],
    paid_at: t.paidAt ?? null,
    created_at: t.createdAt,
    channel: 'card',
    metadata: t.metadata ?? null,
    customer: { email: t.email },
  };
}
