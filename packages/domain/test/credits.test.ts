import { describe, expect, it } from 'vitest';
import {
  CONVERSION_ERRORS,
  LOW_CREDIT_THRESHOLD,
  NEW_USER_WINDOW_MS,
  SIGNUP_BONUS_CREDITS,
  WELCOME_BANNER_WINDOW_MS,
  canConfirmUpload,
  creditAdvice,
  creditsForPage,
  creditsForPageSizes,
  creditsForPages,
  insufficientCreditsMessage,
  isBrandNewUser,
  isLowCredit,
  pageChargeNote,
  shouldShowWelcomeBanner,
  welcomeBannerKey,
} from '../src';

const now = 1_750_000_000_000;

describe('creditsForPages', () => {
  it.each([
    [0, 1],
    [-2, 1],
    [Number.NaN, 1],
    [1, 1],
    [2, 2],
    [2.2, 3],
    [118, 118],
  ])('%d pages cost %i credits', (pages, credits) => {
    expect(creditsForPages(pages)).toBe(credits);
  });
});

describe('page charge by A4-equivalent area', () => {
  it.each([
    ['A4', 595.276, 841.89, 1],
    ['A4 landscape', 841.89, 595.276, 1],
    ['Letter', 612, 792, 1],
    ['Legal', 612, 1008, 1],
    ['A5', 420, 595, 1],
    ['a tiny label', 50, 50, 1],
    ['A3', 842, 1191, 2],
    ['a 60-page statement drawn as one tall page', 595, 50_520, 60],
  ])('%s (%d × %d pt) costs %i', (_, width, height, credits) => {
    expect(creditsForPage({ width, height })).toBe(credits);
  });

  it('sums the pages, at least 1 per conversion', () => {
    expect(
      creditsForPageSizes([
        { width: 595, height: 842 },
        { width: 612, height: 792 },
        { width: 595, height: 50_520 },
      ]),
    ).toBe(62);
    expect(creditsForPageSizes([])).toBe(1);
    expect(creditsForPageSizes([{ width: Number.NaN, height: 842 }])).toBe(1);
  });

  it('explains a charge only when it differs from the page count', () => {
    expect(pageChargeNote(1, 60)).toBe('1 page, counted as 60 A4 pages: 60 credits');
    expect(pageChargeNote(3, 62)).toBe('3 pages, counted as 62 A4 pages: 62 credits');
    expect(pageChargeNote(12, 12)).toBeUndefined();
    expect(insufficientCreditsMessage(1, 60)).toBe(
      'Not enough credits: this statement has 1 page, counted as 60 A4 pages, ' +
        'and needs 60 credits. Buy more credits and try again.',
    );
    expect(insufficientCreditsMessage(12, 12)).toBe(
      'Not enough credits: this statement has 12 pages and needs 12 credits. Buy more credits and try again.',
    );
  });
});

describe('thresholds', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [100, false],
  ])('isLowCredit(%i) is %s', (c, low) => {
    expect(isLowCredit(c)).toBe(low);
  });
  it.each([
    [0, false],
    [1, true],
  ])('canConfirmUpload(%i) is %s', (c, ok) => {
    expect(canConfirmUpload(c)).toBe(ok);
  });
  it('has the spec constants', () => {
    expect([LOW_CREDIT_THRESHOLD, SIGNUP_BONUS_CREDITS, NEW_USER_WINDOW_MS, WELCOME_BANNER_WINDOW_MS]).toEqual([
      5, 10, 300_000, 900_000,
    ]);
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
  it('never tells a user who has converted something that credits are on their way', () => {
    expect(
      shouldShowWelcomeBanner({ credits: 0, createdAtMs: now, nowMs: now, dismissed: false, hasConversions: true }),
    ).toBe(false);
  });
  it('keys the dismissal per user', () => {
    expect(welcomeBannerKey('abc')).not.toBe(welcomeBannerKey('abd'));
  });
});

describe('creditAdvice', () => {
  it('keeps the buying advice while purchases are open and offers contact while they are not', () => {
    const refusal = insufficientCreditsMessage(12, 12);
    expect(creditAdvice(refusal, true)).toBe(refusal);
    expect(creditAdvice(refusal, false)).toBe(
      'Not enough credits: this statement has 12 pages and needs 12 credits. Contact us for more credits.',
    );
    expect(creditAdvice(CONVERSION_ERRORS.INSUFFICIENT_CREDITS, false)).toBe(
      'Not enough credits to convert this statement. Contact us for more credits.',
    );
    expect(creditAdvice('Processing failed', false)).toBe('Processing failed');
  });
});
