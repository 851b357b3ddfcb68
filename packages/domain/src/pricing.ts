/** Credit purchase tiers and prices. All money is integer cents (ZAR) so totals never drift. */

export const MIN_PURCHASE = 5;
export const MAX_PURCHASE = 1000;
export const DEFAULT_PURCHASE = 5;
export const BASE_PRICE_CENTS = 200;
export const QUICK_SELECT_QUANTITIES = [10, 25, 50, 100, 250, 500] as const;

export const PRICING_TIERS = [
  { id: 'standard', name: 'Standard', minCredits: 5, maxCredits: 25, pricePerCreditCents: 200, discountPercent: 0 },
  { id: 'bulk', name: 'Bulk', minCredits: 26, maxCredits: 100, pricePerCreditCents: 160, discountPercent: 20 },
  { id: 'premium', name: 'Premium', minCredits: 101, maxCredits: 499, pricePerCreditCents: 140, discountPercent: 30 },
  { id: 'super_premium', name: 'Super Premium', minCredits: 500, maxCredits: MAX_PURCHASE, pricePerCreditCents: 100, discountPercent: 50 },
] as const;

export type PricingTier = (typeof PRICING_TIERS)[number];

export const PURCHASE_MESSAGES = {
  belowMinimum: `Minimum purchase is ${MIN_PURCHASE} credits (${formatRandShort(MIN_PURCHASE * BASE_PRICE_CENTS)})`,
  aboveMaximum: `Maximum purchase is ${MAX_PURCHASE} credits`,
  invalidAmount: 'Please select a valid credit amount.',
} as const;

/**
 * Reads a quantity from user input; anything non-numeric falls back to the default of 5.
 * @example parseQuantity('abc') // 5
 */
export function parseQuantity(input: string | number): number {
  const n = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input, 10);
  return Number.isFinite(n) ? n : DEFAULT_PURCHASE;
}

/**
 * The quantity that is actually priced: clamped into 5..1000.
 * @example clampQuantity(3) // 5
 */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_PURCHASE, Math.max(MIN_PURCHASE, parseQuantity(quantity)));
}

/**
 * The tier a (clamped) quantity falls in.
 * @example tierFor(26).name // 'Bulk'
 */
export function tierFor(quantity: number): PricingTier {
  const q = clampQuantity(quantity);
  const tier = PRICING_TIERS.find((t) => q >= t.minCredits && q <= t.maxCredits);
  return tier ?? PRICING_TIERS[0];
}

export interface PriceQuote {
  quantity: number;
  tier: PricingTier;
  pricePerCreditCents: number;
  totalCents: number;
  savingsCents: number;
  discountPercent: number;
}

/**
 * Prices a purchase; savings are measured against the R2.00 base price.
 * @example quote(100).totalCents // 16000
 */
export function quote(quantity: number): PriceQuote {
  const q = clampQuantity(quantity);
  const tier = tierFor(q);
  const totalCents = q * tier.pricePerCreditCents;
  return {
    quantity: q,
    tier,
    pricePerCreditCents: tier.pricePerCreditCents,
    totalCents,
    savingsCents: q * BASE_PRICE_CENTS - totalCents,
    discountPercent: tier.discountPercent,
  };
}

/**
 * Errors for a raw quantity input (before clamping).
 * @example purchaseErrors('3') // ['Minimum purchase is 5 credits (R10)']
 */
export function purchaseErrors(input: string | number): string[] {
  const q = parseQuantity(input);
  if (q < MIN_PURCHASE) return [PURCHASE_MESSAGES.belowMinimum];
  if (q > MAX_PURCHASE) return [PURCHASE_MESSAGES.aboveMaximum];
  return [];
}

/** True when the raw input may be bought as is. @example canPurchase('5') // true */
export function canPurchase(input: string | number): boolean {
  return purchaseErrors(input).length === 0 && parseQuantity(input) >= MIN_PURCHASE;
}

/** @example packageId(40) // 'variable_40' */
export function packageId(quantity: number): string {
  return `variable_${quantity}`;
}

/**
 * Payment reference sent to the card provider.
 * @example paymentReference('abcdefghijk', 1700000000000) // 'credits_abcdefgh_1700000000000'
 */
export function paymentReference(userId: string, timestampMs: number): string {
  return `credits_${userId.slice(0, 8)}_${timestampMs}`;
}

/** @example formatAmount(4160) // '41.60' */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** @example formatRand(4160) // 'R41.60' */
export function formatRand(cents: number): string {
  return `R${formatAmount(cents)}`;
}

/** Whole rands without decimals where there are no cents, for marketing copy. @example formatRandShort(4000) // 'R40' */
export function formatRandShort(cents: number): string {
  return cents % 100 === 0 ? `R${cents / 100}` : formatRand(cents);
}
