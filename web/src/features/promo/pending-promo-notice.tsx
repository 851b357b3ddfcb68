import { usePendingPromo } from './use-pending-promo';

/** The outcome of a code entered at sign-up and redeemed on arrival at the dashboard. */
export function PendingPromoNotice() {
  const { outcome, dismiss } = usePendingPromo();
  if (!outcome) return null;
  return (
    <section
      className={`notice ${outcome.ok ? 'notice-success' : 'notice-warning'} dash-banner`}
      aria-label="Promo code"
      role="status"
    >
      <div>
        <strong>{outcome.code}:</strong> {outcome.message}
      </div>
      <button type="button" className="btn btn-secondary btn-small" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
