import { describe, expect, it } from 'vitest';
import {
  PROMO_TEXT,
  checkPromoInput,
  isPromoCode,
  newPromoCode,
  normalizePromoCode,
  promoAppliedMessage,
  promoCodeRefusal,
  promoDefinitionProblem,
  promoErrorMessage,
  promoFormatRefusal,
  promoSuccessMessage,
  type PromoCode,
} from '../src';

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
    expect(PROMO_TEXT).toEqual({
      hint: 'Launch campaign codes follow format: LAUNCH-XXXXX',
      placeholder: 'e.g., LAUNCH-ABC12',
    });
  });
});

describe('promoFormatRefusal', () => {
  it('refuses the format from 6 characters on and calls shorter codes invalid', () => {
    expect(promoFormatRefusal('LAUNCH-AB12C')).toBeUndefined();
    expect(promoFormatRefusal('LAUNCH-AB12')).toBe('format');
    expect(promoFormatRefusal('LAUNCH')).toBe('format');
    expect(promoFormatRefusal('LAUNC')).toBe('invalid');
    expect(promoFormatRefusal('')).toBe('invalid');
  });
});

describe('promoCodeRefusal', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const code: PromoCode = {
    code: 'LAUNCH-AB12C',
    credits: 20,
    active: true,
    redemptions: 0,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it.each([
    [
      'applies when active, unexpired and under its limit',
      { ...code, expiresAt: '2026-06-02T00:00:00Z', maxRedemptions: 5, redemptions: 4 },
      undefined,
    ],
    ['is invalid when missing', undefined, 'invalid'],
    ['is invalid when it grants nothing', { ...code, credits: 0 }, 'invalid'],
    [
      'is no longer active when disabled, even when also expired',
      { ...code, active: false, expiresAt: '2026-01-02T00:00:00Z' },
      'inactive',
    ],
    ['has expired at its expiry time', { ...code, expiresAt: '2026-06-01T00:00:00Z' }, 'expired'],
    ['has expired with an unreadable expiry', { ...code, expiresAt: 'soon' }, 'expired'],
    ['is fully redeemed at its limit', { ...code, maxRedemptions: 3, redemptions: 3 }, 'fullyRedeemed'],
  ])('%s', (_name, record, expected) => {
    expect(promoCodeRefusal(record as PromoCode | undefined, now)).toBe(expected);
  });
});

describe('promoErrorMessage', () => {
  it.each([
    ['format', FORMAT],
    ['alreadyUsed', 'You have already used this promo code'],
    ['onePerAccount', 'You can only use one promo code per account'],
    ['expired', 'This promo code has expired'],
    ['inactive', 'This promo code is no longer active'],
    ['fullyRedeemed', 'This promo code has been fully redeemed'],
    ['invalid', 'Invalid promo code'],
    ['toString', 'Invalid promo code'],
    ['', 'Invalid promo code'],
    [undefined, 'Invalid promo code'],
  ])('%j → %s', (reason, msg) => {
    expect(promoErrorMessage(reason)).toBe(msg);
  });

  it('words success and an applied code', () => {
    expect(promoSuccessMessage(25)).toBe('25 bonus credits added!');
    expect(promoAppliedMessage('LAUNCH-AB12C', 25)).toBe('LAUNCH-AB12C applied: +25 credits');
  });
});

describe('promoDefinitionProblem', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it.each([
    [{ code: 'LAUNCH-AB12C', credits: 20 }, undefined],
    [{ code: 'LAUNCH-AB12C', credits: 1000, expiresAt: '2026-07-01T00:00:00.000Z', maxRedemptions: 1 }, undefined],
    [{ code: 'LAUNCH-AB12', credits: 20 }, FORMAT],
    [{ code: 'LAUNCH-AB12C', credits: 0 }, 'Credits must be a whole number from 1 to 1000'],
    [{ code: 'LAUNCH-AB12C', credits: 2.5 }, 'Credits must be a whole number from 1 to 1000'],
    [{ code: 'LAUNCH-AB12C', credits: 1001 }, 'Credits must be a whole number from 1 to 1000'],
    [
      { code: 'LAUNCH-AB12C', credits: 20, expiresAt: '2026-05-01T00:00:00.000Z' },
      'The expiry must be a date in the future',
    ],
    [{ code: 'LAUNCH-AB12C', credits: 20, expiresAt: 'next week' }, 'The expiry must be a date in the future'],
    [
      { code: 'LAUNCH-AB12C', credits: 20, maxRedemptions: 0 },
      'The redemption limit must be a whole number of at least 1',
    ],
  ])('%j → %s', (def, problem) => {
    expect(promoDefinitionProblem(def, now)).toBe(problem);
  });
});

describe('newPromoCode', () => {
  it('makes codes of the product format without look-alike characters', () => {
    expect(newPromoCode([0, 1, 2, 3, 4])).toBe('LAUNCH-ABCDE');
    const code = newPromoCode([8, 14, 24, 31, 1000]);
    expect(isPromoCode(code)).toBe(true);
    expect(code.slice(7)).not.toMatch(/[IO01]/);
    expect(() => newPromoCode([1, 2])).toThrow();
  });
});
