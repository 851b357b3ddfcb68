import { describe, expect, it } from 'vitest';
import { advertisedPacks, payPerUseText, quote, upsellFor } from '../src';

describe('upsellFor', () => {
  it.each([
    [19, null],
    [20, 'Purchase 6 more credits to get 20% bulk discount (R9.60 more)'],
    [25, 'Purchase 1 more credits to get 20% bulk discount (R1.60 more)'],
    [26, null],
    [89, null],
    [90, 'Purchase 11 more credits to get 30% premium discount (R15.40 more)'],
    [100, 'Purchase 1 more credits to get 30% premium discount (R1.40 more)'],
    [101, null],
    [449, null],
    [450, 'Purchase 50 more credits to get 50% super premium discount (R50.00 more)'],
    [499, 'Purchase 1 more credits to get 50% super premium discount (R1.00 more)'],
    [500, null],
  ])('at %i credits: %s', (q, message) => {
    expect(upsellFor(q)?.message ?? null).toBe(message);
  });

  it('targets the next tier threshold', () => {
    expect(upsellFor('22')).toMatchObject({ targetQuantity: 26, extraCredits: 4, extraCents: 640 });
    expect(upsellFor(95)?.targetQuantity).toBe(101);
    expect(upsellFor(460)?.targetQuantity).toBe(500);
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
