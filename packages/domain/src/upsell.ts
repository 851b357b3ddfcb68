import { clampQuantity, formatRand, nextTierThreshold, parseQuantity, quote } from './pricing';

/**
 * Ranges where the spec always offers the next tier, even when it costs a little more in total.
 * Outside them a hint still shows wherever the next tier costs no more than the amount chosen.
 */
export const UPSELL_RANGES = [
  { from: 20, to: 25 },
  { from: 90, to: 100 },
  { from: 450, to: 499 },
] as const;

export interface Upsell {
  message: string;
  targetQuantity: number;
  extraCredits: number;
  /** Total of the target minus total of the chosen amount: negative when the target costs less. */
  differenceCents: number;
}

/** How the target's total compares with the chosen amount's, in words that are true for the sign. */
function comparison(differenceCents: number, q: number, totalCents: number): string {
  const against = `${q} credits (${formatRand(totalCents)})`;
  if (differenceCents === 0) return `the same as ${against}`;
  return `${formatRand(Math.abs(differenceCents))} ${differenceCents < 0 ? 'less' : 'more'} than ${against}`;
}

/**
 * The 'Better value available!' hint: the next tier's first quantity and what it really costs, next to
 * what the chosen amount costs. Shown in the spec's ranges and wherever the next tier costs no more.
 * @example upsellFor(22)?.message // 'Purchase 4 more credits to get 20% bulk discount: 26 credits cost R41.60 — R2.40
 * less than 22 credits (R44.00)'
 */
export function upsellFor(input: string | number): Upsell | null {
  const q = clampQuantity(parseQuantity(input));
  const target = nextTierThreshold(q);
  if (target === undefined) return null;
  const chosen = quote(q);
  const offered = quote(target);
  const differenceCents = offered.totalCents - chosen.totalCents;
  const inRange = UPSELL_RANGES.some((r) => q >= r.from && q <= r.to);
  if (!inRange && differenceCents > 0) return null;
  const extraCredits = target - q;
  const discount = `${offered.discountPercent}% ${offered.tier.name.toLowerCase()} discount`;
  const cost =
    `${target} credits cost ${formatRand(offered.totalCents)} — ` +
    `${comparison(differenceCents, q, chosen.totalCents)}`;
  return {
    message: `Purchase ${extraCredits} more ${extraCredits === 1 ? 'credit' : 'credits'} to get ${discount}: ${cost}`,
    targetQuantity: target,
    extraCredits,
    differenceCents,
  };
}
