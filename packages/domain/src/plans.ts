import { BASE_PRICE_CENTS, formatRand, formatRandShort, quote } from './pricing';

/**
 * Credit packs advertised on the landing page. They are quick-select sizes priced by `quote`, so the
 * landing page always shows what the purchase dialog charges (one per discounted tier).
 */
export const ADVERTISED_PACK_SIZES = [50, 250, 500] as const;

export interface AdvertisedPack {
  credits: number;
  totalText: string;
  perPageText: string;
  discountPercent: number;
  bestValue: boolean;
}

/**
 * Landing-page packs, e.g. '50 credits for R80 (R1.60 per page)'.
 * @example advertisedPacks()[0] // { credits: 50, totalText: 'R80', perPageText: 'R1.60', discountPercent: 20,
 * bestValue: false }
 */
export function advertisedPacks(): AdvertisedPack[] {
  const best = Math.max(...ADVERTISED_PACK_SIZES.map((c) => quote(c).discountPercent));
  return ADVERTISED_PACK_SIZES.map((credits) => {
    const q = quote(credits);
    return {
      credits,
      totalText: formatRandShort(q.totalCents),
      perPageText: formatRand(q.pricePerCreditCents),
      discountPercent: q.discountPercent,
      bestValue: q.discountPercent === best,
    };
  });
}

/** Pay-per-use price of one credit (one page). @example payPerUseText() // 'R2' */
export function payPerUseText(): string {
  return formatRandShort(BASE_PRICE_CENTS);
}
