// What the rest of the app uses from purchases; other features import it only from here.
export { buyCreditsHref } from './buy-link';
export { PurchaseProvider, usePurchaseIfAvailable } from './purchase-context';
export { PaymentNoticeBanner } from './payment-notice';
export { PurchaseHistory } from './purchase-history';
export { purchasesOpen } from './purchases-open';
