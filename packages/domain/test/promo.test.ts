import { describe, expect, it } from 'vitest';
import { PROMO_TEXT, checkPromoInput, isPromoCode, normalizePromoCode, promoErrorMessage, promoSuccessMessage } from '../src';

const FORMAT = 'Promo code format should be: LAUNCH-XXXXX';

describe('checkPromoInput', () => {
  it.each([
    ['', { kind: 'ignore' }],
    ['la', { kind: 'ignore' }],
    ['lau', { kind: 'validate', code: 'LAU' }],
    ['launc', { kind: 'validate', code: 'LAUNC' }],
    ['launch', { kind: 'format-error', code: 'LAUNCH', message: FORMAT }],
    ['launch-ab12', { kind: 'format-error', code: 'LAUNCH-AB12', message: FORMAT }],
    ['launch-ab12c', { kind: 'validate', code: 'LAUNCH-AB12C' }],
    [' LAUNCH-ZZZ99 ', { kind: 'validate', code: 'LAUNCH-ZZZ99' }],
    ['launch-ab12cd', { kind: 'format-error', code: 'LAUNCH-AB12CD', message: FORMAT }],
    ['promo-ab12c', { kind: 'format-error', code: 'PROMO-AB12C', message: FORMAT }],
  ])('%j → %j', (input, expected) => {
    expect(checkPromoInput(input)).toEqual(expected);
  });

  it('upper-cases and checks the pattern', () => {
    expect(normalizePromoCode(' launch-abc12')).toBe('LAUNCH-ABC12');
    expect(isPromoCode('LAUNCH-ABC12')).toBe(true);
    expect(isPromoCode('LAUNCH-abc12')).toBe(false);
    expect(PROMO_TEXT).toEqual({ hint: 'Launch campaign codes follow format: LAUNCH-XXXXX', placeholder: 'e.g., LAUNCH-ABC12' });
  });
});

describe('promoErrorMessage', () => {
  it.each([
    ['Invalid promo code format', FORMAT],
    ['format', FORMAT],
    ['You have already used this promo code', 'You have already used this promo code'],
    ['alreadyUsed', 'You have already used this promo code'],
    ['User has already used a different promo code', 'You can only use one promo code per account'],
    ['Only one promo code per account', 'You can only use one promo code per account'],
    ['Promo code expired', 'This promo code has expired'],
    ['Promo code is inactive', 'This promo code is no longer active'],
    ['Usage limit reached', 'This promo code has been fully redeemed'],
    ['fullyRedeemed', 'This promo code has been fully redeemed'],
    ['not found', 'Invalid promo code'],
    ['', 'Invalid promo code'],
    [undefined, 'Invalid promo code'],
  ])('%j → %s', (server, msg) => {
    expect(promoErrorMessage(server)).toBe(msg);
  });

  it('words success', () => {
    expect(promoSuccessMessage(25)).toBe('25 bonus credits added!');
  });
});
