import { useState } from 'react';
import { RedeemPromoDialog } from './redeem-promo-dialog';

/** 'Promo code' in the dashboard header: a code can be redeemed after sign-up too (once per account). */
export function RedeemPromoButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
        Promo code
      </button>
      {open ? <RedeemPromoDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
