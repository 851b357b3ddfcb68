import { PAYMENT_STATUS_LABELS, formatDateTime, formatRand, type PaymentView } from '@bankcsv/domain';
import { useEffect, useState } from 'react';
import { fetchPayments } from './payments-api';
import { usePurchase } from './purchase-context';
import './purchase.css';

function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Credits</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.reference}>
            <td>{formatDateTime(p.paidAt ?? p.createdAt)}</td>
            <td>{p.credits}</td>
            <td>{formatRand(p.amountCents)}</td>
            <td>
              {PAYMENT_STATUS_LABELS[p.status]}
              {p.status === 'refunded' && p.creditsOwed ? ` (${p.creditsOwed} credits already used)` : ''}
            </td>
            <td>
              <code>{p.reference}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The user's purchases, for matching against Paystack receipts and invoices. */
export function PurchaseHistory() {
  const { completedCount } = usePurchase();
  const [items, setItems] = useState<PaymentView[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPayments().then(
      (list) => {
        if (!live) return;
        // A checkout opened and not paid (cancelled, abandoned) is nothing to match against an invoice.
        setItems(list.filter((p) => p.status !== 'pending'));
        setFailed(false);
      },
      (error: unknown) => {
        console.error('Failed to load purchases', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [completedCount]);

  const shown = items ?? [];
  return (
    <section className="card dash-section purchase-history" aria-labelledby="purchase-history-title">
      <h2 id="purchase-history-title">Purchase History</h2>
      {failed ? <p className="form-error">Failed to load purchase history</p> : null}
      {items && shown.length === 0 ? <p>No purchases yet</p> : null}
      {shown.length > 0 ? (
        // On a phone the five columns are wider than the screen: the table scrolls in its own box, reachable by
        // keyboard.
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Purchase History table">
          <PaymentsTable payments={shown} />
        </div>
      ) : null}
    </section>
  );
}
