import { describe, expect, it } from 'vitest';
import {
  LOW_CREDIT_THRESHOLD, NEW_USER_WINDOW_MS, SIGNUP_BONUS_CREDITS, WELCOME_BANNER_WINDOW_MS, canConfirmUpload,
  creditsForPages, isBrandNewUser, isLowCredit, shouldShowWelcomeBanner, welcomeBannerKey,
} from '../src';

const now = 1_750_000_000_000;

describe('creditsForPages', () => {
  it.each([
    [0, 1], [-2, 1], [Number.NaN, 1], [1, 1], [2, 2], [2.2, 3], [118, 118],
  ])('%d pages cost %i credits', (pages, credits) => {
    expect(creditsForPages(pages)).toBe(credits);
  });
});

describe('thresholds', () => {
  it.each([[0, true], [4, true], [5, false], [100, false]])('isLowCredit(%i) is %s', (c, low) => {
    expect(isLowCredit(c)).toBe(low);
  });
  it.each([[0, false], [1, true]])('canConfirmUpload(%i) is %s', (c, ok) => {
    expect(canConfirmUpload(c)).toBe(ok);
  });
  it('has the spec constants', () => {
    expect([LOW_CREDIT_THRESHOLD, SIGNUP_BONUS_CREDITS, NEW_USER_WINDOW_MS, WELCOME_BANNER_WINDOW_MS]).toEqual([5, 10, 300_000, 900_000]);
  });
});

describe('isBrandNewUser', () => {
  it.each([
    [now, now, true],
    [now - NEW_USER_WINDOW_MS, now - 1, true],
    [now - NEW_USER_WINDOW_MS - 1, now, false],
    [now, now - NEW_USER_WINDOW_MS - 1, false],
    [now + 1000, now, false],
    [Number.NaN, now, false],
  ])('created %d, last sign-in %d → %s', (created, last, expected) => {
    expect(isBrandNewUser(created, last, now)).toBe(expected);
  });
});

describe('shouldShowWelcomeBanner', () => {
  it.each([
    [0, 0, false, true],
    [0, WELCOME_BANNER_WINDOW_MS, false, true],
    [0, WELCOME_BANNER_WINDOW_MS + 1, false, false],
    [1, 0, false, false],
    [0, 0, true, false],
  ])('credits %i, age %i ms, dismissed %s → %s', (credits, age, dismissed, shown) => {
    expect(shouldShowWelcomeBanner({ credits, createdAtMs: now - age, nowMs: now, dismissed })).toBe(shown);
  });
  it('keys the dismissal per user', () => {
    expect(welcomeBannerKey('abc')).not.toBe(welcomeBannerKey('abd'));
  });
});
