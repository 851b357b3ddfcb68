import { clampQuantity, formatAmount, parseQuantity, quote } from './pricing';

/** Ranges where buying a few more credits reaches the next tier's discount. */
export const UPSELL_RULES = [
  { from: 20, to: 25, target: 26, discountPercent: 20, label: 'bulk' },
  { from: 90, to: 100, target: 101, discountPercent: 30, label: 'premium' },
  { from: 450, to: 499, target: 500, discountPercent: 50, label: 'super premium' },
] as const;

export interface Upsell {
  message: string;
  targetQuantity: number;
  extraCredits: number;
  /** What the extra credits cost at the discounted price. */
  extraCents: number;
}

/**
 * The 'Better value available!' warning for a quantity, or null outside the upsell ranges.
 * R{x} is the price of the extra credits at the next tier's rate (the order total itself often drops).
 * @example upsellFor(20)?.message // 'Purchase 6 more credits to get 20% bulk discount (R9.60 more)'
 */
export function upsellFor(input: string | number): Upsell | null {
  const q = parseQuantity(input);
  const rule = UPSELL_RULES.find((r) => q >= r.from && q <= r.to);
  if (!rule) return null;
  const extraCredits = rule.target - clampQuantity(q);
  const extraCents = extraCredits * quote(rule.target).pricePerCreditCents;
  return {
    message: `Purchase ${extraCredits} more credits to get ${rule.discountPercent}% ${rule.label} discount (R${formatAmount(extraCents)} more)`,
    targetQuantity: rule.target,
    extraCredits,
    extraCents,
  };
}
