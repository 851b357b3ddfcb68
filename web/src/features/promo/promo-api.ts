import type { PromoRedemption, PromoValidation } from '@bankcsv/domain';
import { ApiError, apiRequest } from '../../lib/api-client';

/** POST /promo/validate: whether a code applies now; anyone may ask, nothing is redeemed. */
export function validatePromoCode(code: string, signal?: AbortSignal): Promise<PromoValidation> {
  return apiRequest<PromoValidation>('/promo/validate', { method: 'POST', body: { code }, auth: false, signal });
}

export type RedeemResult = ({ ok: true } & PromoRedemption) | { ok: false; message: string };

/**
 * POST /promo/redeem for the signed-in user. A refusal (400/422) comes back as its message, the
 * product's words for it; anything else (network, 5xx) is thrown.
 */
export async function redeemPromoCode(code: string): Promise<RedeemResult> {
  try {
    return { ok: true, ...(await apiRequest<PromoRedemption>('/promo/redeem', { method: 'POST', body: { code } })) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return { ok: false, message: error.message };
    throw error;
  }
}
