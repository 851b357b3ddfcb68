/** Promo codes: LAUNCH- plus five upper-case letters or digits. */

export const PROMO_PATTERN = /^LAUNCH-[A-Z0-9]{5}$/;
export const PROMO_PREFIX = 'LAUNCH-';
export const PROMO_MIN_LENGTH = 3;
export const PROMO_FORMAT_CHECK_LENGTH = 6;
/** Longest text the API reads as a code; anything longer is refused before it is looked up. */
export const PROMO_MAX_INPUT_LENGTH = 64;
/** Most credits one code may grant (the admin command refuses more). */
export const PROMO_MAX_CREDITS = 1000;
/** The form waits this long after the last keystroke before asking the server. */
export const PROMO_VALIDATE_DELAY_MS = 400;

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

/** Why a code was refused; the API sends it as `reason` beside the message. */
export type PromoErrorCode = keyof typeof PROMO_MESSAGES;

/** A code as the promo codes table stores it. */
export interface PromoCode {
  code: string;
  /** Credits one redemption adds. */
  credits: number;
  /** False once an admin disabled it. */
  active: boolean;
  /** ISO time from which it no longer applies; absent: never expires. */
  expiresAt?: string;
  /** How many accounts may redeem it; absent: no limit. */
  maxRedemptions?: number;
  /** How many accounts have redeemed it. */
  redemptions: number;
  createdAt: string;
  disabledAt?: string;
}

/** `POST /promo/validate`: whether the code would apply now (nothing is redeemed). */
export type PromoValidation =
  | { valid: true; code: string; creditsAdded: number }
  | { valid: false; code: string; reason: PromoErrorCode; message: string };

/** `POST /promo/redeem` on success; a refusal is a 4xx `{ reason, message }`. */
export interface PromoRedemption {
  code: string;
  creditsAdded: number;
  /** The balance after the redemption. */
  credits: number;
  message: string;
}

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
 * @example checkPromoInput('launch-x') // { kind: 'format-error', code: 'LAUNCH-X', message: 'Promo code format should
 * be: LAUNCH-XXXXX' }
 */
export function checkPromoInput(input: string): PromoCheck {
  const code = normalizePromoCode(input);
  if (code.length < PROMO_MIN_LENGTH) return { kind: 'ignore' };
  if (promoFormatRefusal(code) === 'format') return { kind: 'format-error', code, message: PROMO_MESSAGES.format };
  return { kind: 'validate', code };
}

/** @example isPromoCode('LAUNCH-AB12C') // true */
export function isPromoCode(code: string): boolean {
  return PROMO_PATTERN.test(code);
}

/**
 * Why a normalized code cannot be one of ours, before any look-up: the format from 6 characters on
 * (spec §5), plainly invalid when shorter.
 * @example promoFormatRefusal('LAUNCH-AB1') // 'format'
 * @example promoFormatRefusal('LAU') // 'invalid'
 */
export function promoFormatRefusal(code: string): 'format' | 'invalid' | undefined {
  if (isPromoCode(code)) return undefined;
  return code.length >= PROMO_FORMAT_CHECK_LENGTH ? 'format' : 'invalid';
}

/**
 * Why a stored code does not apply at `nowMs`, or undefined when it does. A missing code is invalid;
 * a disabled one is no longer active even when it has also expired.
 * @example promoCodeRefusal({ ...code, active: false }, now) // 'inactive'
 */
export function promoCodeRefusal(
  record: PromoCode | undefined,
  nowMs: number,
): 'invalid' | 'inactive' | 'expired' | 'fullyRedeemed' | undefined {
  if (!record || !Number.isSafeInteger(record.credits) || record.credits < 1) return 'invalid';
  if (record.active !== true) return 'inactive';
  if (record.expiresAt !== undefined && !(Date.parse(record.expiresAt) > nowMs)) return 'expired';
  if (record.maxRedemptions !== undefined && record.redemptions >= record.maxRedemptions) return 'fullyRedeemed';
  return undefined;
}

/**
 * The user's words for a refusal reason; anything unknown reads as an invalid code.
 * @example promoErrorMessage('expired') // 'This promo code has expired'
 */
export function promoErrorMessage(reason: string | undefined | null): string {
  return reason && Object.hasOwn(PROMO_MESSAGES, reason)
    ? PROMO_MESSAGES[reason as PromoErrorCode]
    : PROMO_MESSAGES.invalid;
}

/** @example promoSuccessMessage(20) // '20 bonus credits added!' */
export function promoSuccessMessage(credits: number): string {
  return `${credits} bonus credits added!`;
}

/**
 * What the register form shows for a code the server accepted. @example promoAppliedMessage('LAUNCH-AB12C', 20) //
 * 'LAUNCH-AB12C applied: +20 credits'
 */
export function promoAppliedMessage(code: string, credits: number): string {
  return `${code} applied: +${credits} credits`;
}

export interface PromoDefinition {
  code: string;
  credits: number;
  expiresAt?: string;
  maxRedemptions?: number;
}

/**
 * The admin's new code, checked: the format, 1..1000 whole credits, an expiry in the future, a
 * positive whole limit. Returns the problem, or undefined when the code may be created.
 * @example promoDefinitionProblem({ code: 'LAUNCH-AB12C', credits: 0 }, now) // 'Credits must be a whole number from 1
 * to 1000'
 */
export function promoDefinitionProblem(def: PromoDefinition, nowMs: number): string | undefined {
  if (!isPromoCode(def.code)) return PROMO_MESSAGES.format;
  if (!Number.isSafeInteger(def.credits) || def.credits < 1 || def.credits > PROMO_MAX_CREDITS) {
    return `Credits must be a whole number from 1 to ${PROMO_MAX_CREDITS}`;
  }
  if (def.expiresAt !== undefined && !(Date.parse(def.expiresAt) > nowMs))
    return 'The expiry must be a date in the future';
  if (def.maxRedemptions !== undefined && (!Number.isSafeInteger(def.maxRedemptions) || def.maxRedemptions < 1)) {
    return 'The redemption limit must be a whole number of at least 1';
  }
  return undefined;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new code from five random numbers (any source of integers): letters and digits that cannot be
 * mistaken for each other (no I/1, O/0).
 * @example newPromoCode([0, 1, 2, 3, 4]) // 'LAUNCH-ABCDE'
 */
export function newPromoCode(randomInts: readonly number[]): string {
  if (randomInts.length !== 5) throw new Error('A promo code takes five random numbers');
  return PROMO_PREFIX + randomInts.map((n) => CODE_ALPHABET[Math.abs(Math.trunc(n)) % CODE_ALPHABET.length]).join('');
}
