// What the rest of the app uses from promo codes; other features import it only from here.
export { PendingPromoNotice } from './pending-promo-notice';
export { clearPendingPromo, pendingPromoFor, savePendingPromo } from './pending-promo';
export { redeemPromoCode } from './promo-api';
export { PromoField } from './promo-field';
export { RedeemPromoButton } from './redeem-promo-button';
export { PROMO_CHECK_UNAVAILABLE, shouldRedeem, usePromoValidation, type PromoState } from './use-promo-validation';
