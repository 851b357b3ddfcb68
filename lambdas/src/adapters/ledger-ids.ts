/**
 * Every ledger entry id, in one place. An id is written with attribute_not_exists, so it is what makes each
 * credit change happen once: two writers that mean the same change must build the same id.
 */

/** The sign-up bonus, once per account (and, in its own partition, once per address). */
export const SIGNUP_ENTRY = 'signup';
/** The balance written off when the account is deleted. */
export const ACCOUNT_DELETED_ENTRY = 'account-deleted';

export const ledgerIds = {
  /** The credits one conversion took. */
  debit: (conversionId: string) => `debit#${conversionId}`,
  /** The credits a failed conversion gave back, once however often the refund runs. */
  refund: (conversionId: string) => `refund#${conversionId}`,
  /** One promo code, once per account. */
  promo: (code: string) => `promo#${code}`,
  /** The credits one paid Paystack transaction bought. */
  purchase: (reference: string) => `purchase#${reference}`,
  /** One entry per refund: Paystack may refund a payment in several parts, each with its own id. */
  purchaseRefund: (reference: string, refundId: string) => `purchase-refund#${reference}#${refundId}`,
} as const;

/**
 * The ledger's record that an address (by its one-way hash, never the address) had the sign-up bonus.
 * It has its own partition, so it outlives the account and never counts in anyone's balance.
 */
export const signupAddressKey = (digest: string) => ({ userId: `signup-address#${digest}`, entryId: SIGNUP_ENTRY });
