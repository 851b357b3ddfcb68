import { describe, expect, it } from 'vitest';
import {
  PURCHASE_MESSAGES,
  QUICK_SELECT_QUANTITIES,
  SPEC_QUICK_SELECT_QUANTITIES,
  canPurchase,
  clampQuantity,
  formatAmount,
  formatRand,
  formatRandShort,
  packageId,
  parseQuantity,
  paymentReference,
  purchaseErrors,
  quote,
} from '../src';

describe('quote', () => {
  it.each([
    [5, 'Standard', 200, 1000, 0],
    [25, 'Standard', 200, 5000, 0],
    [26, 'Bulk', 160, 4160, 1040],
    [100, 'Bulk', 160, 16000, 4000],
    [101, 'Premium', 140, 14140, 6060],
    [499, 'Premium', 140, 69860, 29940],
    [500, 'Super Premium', 100, 50000, 50000],
    [1000, 'Super Premium', 100, 100000, 100000],
  ])('prices %i credits in the %s tier', (q, tier, per, total, savings) => {
    const r = quote(q);
    expect(r).toMatchObject({ quantity: q, pricePerCreditCents: per, totalCents: total, savingsCents: savings });
    expect(r.tier.name).toBe(tier);
  });

  it.each([
    [0, 5],
    [4, 5],
    [-20, 5],
    [1001, 1000],
    [5000, 1000],
  ])('clamps %i to %i before pricing', (q, clamped) => {
    expect(quote(q).quantity).toBe(clamped);
    expect(clampQuantity(q)).toBe(clamped);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['abc', 5],
    ['', 5],
    ['12', 12],
    ['12.7', 12],
    ['  40 ', 40],
    [Number.NaN, 5],
    [33.9, 33],
    ['-3', -3],
  ] as const)('reads %j as %i', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});

describe('purchaseErrors and canPurchase', () => {
  it.each([
    ['4', [PURCHASE_MESSAGES.belowMinimum], false],
    ['5', [], true],
    ['1000', [], true],
    ['1001', [PURCHASE_MESSAGES.aboveMaximum], false],
    ['x', [], true],
  ] as const)('%s gives %j', (input, errors, ok) => {
    expect(purchaseErrors(input)).toEqual(errors);
    expect(canPurchase(input)).toBe(ok);
  });

  it('has the exact messages', () => {
    expect(PURCHASE_MESSAGES).toEqual({
      belowMinimum: 'Minimum purchase is 5 credits (R10)',
      aboveMaximum: 'Maximum purchase is 1000 credits',
      invalidAmount: 'Please select a valid credit amount.',
    });
  });
});

describe('identifiers and formats', () => {
  it('builds package ids and payment references', () => {
    expect(packageId(37)).toBe('variable_37');
    expect(paymentReference('abcdefghijklmnop', 1700000000123)).toBe('credits_abcdefgh_1700000000123');
    expect(paymentReference('abc', 1)).toBe('credits_abc_1');
  });

  it.each([
    [0, '0.00', 'R0.00', 'R0'],
    [1000, '10.00', 'R10.00', 'R10'],
    [4160, '41.60', 'R41.60', 'R41.60'],
    [5, '0.05', 'R0.05', 'R0.05'],
  ])('formats %i cents', (cents, amount, rand, short) => {
    expect(formatAmount(cents)).toBe(amount);
    expect(formatRand(cents)).toBe(rand);
    expect(formatRandShort(cents)).toBe(short);
  });

  it('offers the spec quick-select values, with the undercut ones moved to the next tier', () => {
    expect(SPEC_QUICK_SELECT_QUANTITIES).toEqual([10, 25, 50, 100, 250, 500]);
    expect(QUICK_SELECT_QUANTITIES).toEqual([10, 26, 50, 101, 250, 500]);
  });
});
