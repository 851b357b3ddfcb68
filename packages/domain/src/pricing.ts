/** Credit purchase tiers and prices. All money is integer cents (ZAR) so totals never drift. */

export const MIN_PURCHASE = 5;
export const MAX_PURCHASE = 1000;
export const DEFAULT_PURCHASE = 5;
export const BASE_PRICE_CENTS = 200;

export const PRICING_TIERS = [
  { id: 'standard', name: 'Standard', minCredits: 5, maxCredits: 25, pricePerCreditCents: 200, discountPercent: 0 },
  { id: 'bulk', name: 'Bulk', minCredits: 26, maxCredits: 100, pricePerCreditCents: 160, discountPercent: 20 },
  { id: 'premium', name: 'Premium', minCredits: 101, maxCredits: 499, pricePerCreditCents: 140, discountPercent: 30 },
  {
    id: 'super_premium',
    name: 'Super Premium',
    minCredits: 500,
    maxCredits: MAX_PURCHASE,
    pricePerCreditCents: 100,
    discountPercent: 50,
  },
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
 * The first quantity of the tier after the one `quantity` falls in, or undefined in the top tier.
 * @example nextTierThreshold(22) // 26
 */
export function nextTierThreshold(quantity: number): number | undefined {
  const q = clampQuantity(quantity);
  const next = PRICING_TIERS.find((t) => t.minCredits > q);
  return next && next.minCredits <= MAX_PURCHASE ? next.minCredits : undefined;
}

/**
 * True when some larger quantity costs no more in total (a tier's price drop outweighs the extra
 * credits); the cheapest such quantity is always a tier's first, since a total grows within a tier.
 * @example isDominated(25) // true: 26 credits cost R41.60, 25 cost R50.00
 */
export function isDominated(quantity: number): boolean {
  const total = quote(quantity).totalCents;
  return PRICING_TIERS.some(
    (t) =>
      t.minCredits > clampQuantity(quantity) && t.minCredits <= MAX_PURCHASE && quote(t.minCredits).totalCents <= total,
  );
}

/** The spec's quick-select values; 25 and 100 cost more than 26 and 101, so those are offered instead. */
export const SPEC_QUICK_SELECT_QUANTITIES = [10, 25, 50, 100, 250, 500] as const;

/**
 * Quick-select buttons: the spec's values, each one that a larger amount undercuts replaced by the
 * first quantity of the next tier, so no button costs more than a larger amount.
 */
export const QUICK_SELECT_QUANTITIES: readonly number[] = SPEC_QUICK_SELECT_QUANTITIES.map((q) =>
  isDominated(q) ? (nextTierThreshold(q) ?? q) : q,
);

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

/**
 * Whole rands without decimals where there are no cents, for marketing copy. @example formatRandShort(4000) // 'R40'
 */
export function formatRandShort(cents: number): string {
  return cents % 100 === 0 ? `R${cents / 100}` : formatRand(cents);
}
