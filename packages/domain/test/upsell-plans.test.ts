import { describe, expect, it } from 'vitest';
import {
  MAX_PURCHASE,
  MIN_PURCHASE,
  PRICING_TIERS,
  QUICK_SELECT_QUANTITIES,
  advertisedPacks,
  clampQuantity,
  isDominated,
  payPerUseText,
  quote,
  upsellFor,
} from '../src';

const cents = (rand: string | undefined) => Math.round(Number(rand) * 100);
const HINT = new RegExp(
  String.raw`^Purchase (\d+) more credits? to get (\d+)% ([a-z ]+) discount: (\d+) credits cost R([\d.]+) — ` +
    String.raw`(?:R([\d.]+) (less|more) than|the same as) (\d+) credits \(R([\d.]+)\)$`,
);

describe('upsellFor', () => {
  it.each([
    [19, null],
    [
      20,
      'Purchase 6 more credits to get 20% bulk discount: 26 credits cost R41.60 — R1.60 more than 20 credits (R40.00)',
    ],
    [
      22,
      'Purchase 4 more credits to get 20% bulk discount: 26 credits cost R41.60 — R2.40 less than 22 credits (R44.00)',
    ],
    [
      25,
      'Purchase 1 more credit to get 20% bulk discount: 26 credits cost R41.60 — R8.40 less than 25 credits (R50.00)',
    ],
    [26, null],
    [88, null],
    [
      89,
      'Purchase 12 more credits to get 30% premium discount: 101 credits cost ' +
        'R141.40 — R1.00 less than 89 credits (R142.40)',
    ],
    [
      100,
      'Purchase 1 more credit to get 30% premium discount: 101 credits cost ' +
        'R141.40 — R18.60 less than 100 credits (R160.00)',
    ],
    [101, null],
    [357, null],
    [
      358,
      'Purchase 142 more credits to get 50% super premium discount: 500 ' +
        'credits cost R500.00 — R1.20 less than 358 credits (R501.20)',
    ],
    [
      480,
      'Purchase 20 more credits to get 50% super premium discount: 500 ' +
        'credits cost R500.00 — R172.00 less than 480 credits (R672.00)',
    ],
    [
      499,
      'Purchase 1 more credit to get 50% super premium discount: 500 credits ' +
        'cost R500.00 — R198.60 less than 499 credits (R698.60)',
    ],
    [500, null],
    [MAX_PURCHASE, null],
  ])('at %i credits: %s', (q, message) => {
    expect(upsellFor(q)?.message ?? null).toBe(message);
  });

  it('targets the next tier threshold and says what the total changes by', () => {
    expect(upsellFor('22')).toMatchObject({ targetQuantity: 26, extraCredits: 4, differenceCents: -240 });
    expect(upsellFor(20)).toMatchObject({ targetQuantity: 26, differenceCents: 160 });
    expect(upsellFor(95)?.targetQuantity).toBe(101);
    expect(upsellFor(460)?.targetQuantity).toBe(500);
  });

  it('at every quantity from 1 to 1000, claims only tier prices and a true "more" or "less"', () => {
    for (let input = 1; input <= MAX_PURCHASE; input++) {
      const hint = upsellFor(input);
      if (!hint) continue;
      const m = HINT.exec(hint.message);
      expect(m, hint.message).not.toBeNull();
      const [, extra, percent, tierName, target, targetPrice, diff, direction, chosen, chosenPrice] = m ?? [];
      const q = clampQuantity(input);
      const offered = quote(Number(target));
      expect([Number(chosen), Number(extra)]).toEqual([q, Number(target) - q]);
      expect([Number(percent), tierName]).toEqual([offered.discountPercent, offered.tier.name.toLowerCase()]);
      expect(cents(targetPrice)).toBe(offered.totalCents);
      expect(cents(chosenPrice)).toBe(quote(q).totalCents);
      const change = offered.totalCents - quote(q).totalCents;
      expect(hint.differenceCents).toBe(change);
      if (change === 0) expect(diff).toBeUndefined();
      else expect([cents(diff), direction]).toEqual([Math.abs(change), change < 0 ? 'less' : 'more']);
    }
  });

  it('never leaves a quantity that a larger one undercuts without a hint to the cheaper one', () => {
    for (let q = MIN_PURCHASE; q <= MAX_PURCHASE; q++) {
      const undercut = Array.from({ length: MAX_PURCHASE - q }, (_, i) => q + 1 + i).some(
        (larger) => quote(larger).totalCents <= quote(q).totalCents,
      );
      expect(isDominated(q), `${q}`).toBe(undercut);
      if (undercut) expect(upsellFor(q)?.differenceCents, `${q}`).toBeLessThanOrEqual(0);
    }
  });

  it('offers no hint in the top tier or right at a tier threshold', () => {
    for (const tier of PRICING_TIERS.slice(1)) expect(upsellFor(tier.minCredits)).toBeNull();
  });
});

describe('quick-select quantities', () => {
  it('offers none that costs more than a larger amount (26 and 101 in place of 25 and 100)', () => {
    expect(QUICK_SELECT_QUANTITIES).toEqual([10, 26, 50, 101, 250, 500]);
    for (const q of QUICK_SELECT_QUANTITIES) expect(isDominated(q), `${q}`).toBe(false);
  });
});

describe('advertisedPacks', () => {
  it('prices every advertised pack exactly as the purchase dialog does', () => {
    for (const pack of advertisedPacks()) {
      const q = quote(pack.credits);
      expect(pack.totalText).toBe(`R${q.totalCents / 100}`);
      expect(pack.perPageText).toBe(`R${(q.pricePerCreditCents / 100).toFixed(2)}`);
    }
  });

  it('lists 50, 250 and 500 credits with the largest marked best value', () => {
    expect(advertisedPacks().map((p) => [p.credits, p.totalText, p.perPageText, p.bestValue])).toEqual([
      [50, 'R80', 'R1.60', false],
      [250, 'R350', 'R1.40', false],
      [500, 'R500', 'R1.00', true],
    ]);
    expect(payPerUseText()).toBe('R2');
  });
});
