/** Promo codes: LAUNCH- plus five upper-case letters or digits. */

export const PROMO_PATTERN = /^LAUNCH-[A-Z0-9]{5}$/;
export const PROMO_MIN_LENGTH = 3;
export const PROMO_FORMAT_CHECK_LENGTH = 6;

export const PROMO_TEXT = {
  hint: 'Launch campaign codes follow format: LAUNCH-XXXXX',
  placeholder: 'e.g., LAUNCH-ABC12',
} as const;

export const PROMO_MESSAGES = {
  format: 'Promo code format should be: LAUNCH-XXXXX',
  alreadyUsed: 'You have already used this promo code',
  onePerAccount: 'You can only use one promo code per account',
  expired: 'This promo code has expired',
  inactive: 'This promo code is no longer active',
  fullyRedeemed: 'This promo code has been fully redeemed',
  invalid: 'Invalid promo code',
} as const;

export type PromoErrorCode = keyof typeof PROMO_MESSAGES;

/** @example normalizePromoCode(' launch-abc12 ') // 'LAUNCH-ABC12' */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export type PromoCheck =
  | { kind: 'ignore' }
  | { kind: 'format-error'; code: string; message: string }
  | { kind: 'validate'; code: string };

/**
 * What the form does with a typed code: ignore it (< 3 chars), reject its format (6+ chars) or ask the server.
 * @example checkPromoInput('launch-x') // { kind: 'format-error', code: 'LAUNCH-X', message: 'Promo code format should be: LAUNCH-XXXXX' }
 */
export function checkPromoInput(input: string): PromoCheck {
  const code = normalizePromoCode(input);
  if (code.length < PROMO_MIN_LENGTH) return { kind: 'ignore' };
  if (code.length >= PROMO_FORMAT_CHECK_LENGTH && !PROMO_PATTERN.test(code)) {
    return { kind: 'format-error', code, message: PROMO_MESSAGES.format };
  }
  return { kind: 'validate', code };
}

/** @example isPromoCode('LAUNCH-AB12C') // true */
export function isPromoCode(code: string): boolean {
  return PROMO_PATTERN.test(code);
}

// Checked in order: "one promo code per account" must win over the plainer "already used".
const SERVER_TEXT_RULES: ReadonlyArray<readonly [RegExp, PromoErrorCode]> = [
  [/format/i, 'format'],
  [/one promo code|another (promo )?code|already (used|redeemed) a (different|promo)/i, 'onePerAccount'],
  [/already (used|redeemed)/i, 'alreadyUsed'],
  [/expired/i, 'expired'],
  [/no longer active|inactive|not active|disabled/i, 'inactive'],
  [/usage limit|fully redeemed|limit reached|max(imum)? (uses|redemptions)/i, 'fullyRedeemed'],
];

/**
 * Maps a server error (a `PromoErrorCode` or free text) to the message the user sees.
 * @example promoErrorMessage('Code expired on 2026-01-01') // 'This promo code has expired'
 */
export function promoErrorMessage(serverError: string | undefined | null): string {
  const text = serverError ?? '';
  if (Object.hasOwn(PROMO_MESSAGES, text)) return PROMO_MESSAGES[text as PromoErrorCode];
  const hit = SERVER_TEXT_RULES.find(([re]) => re.test(text));
  return hit ? PROMO_MESSAGES[hit[1]] : PROMO_MESSAGES.invalid;
}

/** @example promoSuccessMessage(20) // '20 bonus credits added!' */
export function promoSuccessMessage(credits: number): string {
  return `${credits} bonus credits added!`;
}
