import { usePurchaseIfAvailable } from './purchase-context';

const STYLE = { info: 'notice-info', success: 'notice-success', error: 'notice-error' } as const;

/** The page's word on a paid purchase (credits being added, added, or not confirmed), in place of a native alert. */
export function PaymentNoticeBanner() {
  const purchase = usePurchaseIfAvailable();
  const notice = purchase?.notice;
  if (!purchase || !notice) return null;
  return (
    <section
      className={`notice ${STYLE[notice.kind]} dash-banner`}
      aria-label="Payment"
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <div>{notice.text}</div>
      {notice.kind === 'info' ? null : (
        <button type="button" className="btn btn-secondary btn-small" onClick={purchase.dismissNotice}>
          Dismiss
        </button>
      )}
    </section>
  );
}
