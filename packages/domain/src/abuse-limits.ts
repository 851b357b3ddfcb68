/** Limits on the public routes that anyone may call before having an account (docs/limits.md). */

export interface RequestLimit {
  /** Requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

/** Promo code checks from one client address: enough for a person typing, far too few for guessing. */
export const PROMO_CHECKS_PER_CLIENT: RequestLimit = { max: 20, windowSeconds: 600 };
/** Promo code checks from everyone together: a guesser with many addresses is still held to this. */
export const PROMO_CHECKS_OVERALL: RequestLimit = { max: 1_000, windowSeconds: 3_600 };
/**
 * Every promo check takes at least this long, so a code that exists and one that does not answer
 * alike (the look-ups are the same too).
 */
export const PROMO_CHECK_MIN_MS = 250;
export const PROMO_CHECKS_EXCEEDED = 'Too many promo code checks. Please wait a few minutes and try again.';

/**
 * How long Cognito's sign-up confirmation code stays valid. An unconfirmed sign-up younger than this
 * may still be confirmed by whoever holds the code, so nobody may release it before then.
 */
export const SIGN_UP_CODE_VALIDITY_MS = 24 * 60 * 60 * 1000;
/**
 * Release requests from one client address. Counted per caller, not per e-mail address: a count per
 * e-mail address would let a stranger use it up and keep the owner from releasing.
 */
export const RELEASES_PER_CLIENT: RequestLimit = { max: 20, windowSeconds: 3_600 };
export const RELEASES_EXCEEDED = 'Too many sign-up attempts. Please try again in an hour.';
export const SIGN_UP_WAITING_FOR_CODE =
  'This address has a sign-up waiting for the code we e-mailed. Enter ' +
  'that code, or try again 24 hours after that sign-up.';

/**
 * Whether an unconfirmed sign-up may be released: only once no code sent for it can still work.
 * @example isReleasableSignUp(Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-01-02T00:00:01Z')) // true
 * @example isReleasableSignUp(Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-01-01T23:00:00Z')) // false
 */
export function isReleasableSignUp(lastChangedMs: number, nowMs: number): boolean {
  return Number.isFinite(lastChangedMs) && nowMs - lastChangedMs > SIGN_UP_CODE_VALIDITY_MS;
}

/**
 * The window a request at `nowMs` counts in, as a key part, and when its counter may be forgotten.
 * @example limitWindow({ max: 1, windowSeconds: 60 }, 125_000) // { window: 2, expiresAt: 240 }
 */
export function limitWindow(limit: RequestLimit, nowMs: number): { window: number; expiresAt: number } {
  const window = Math.floor(nowMs / 1000 / limit.windowSeconds);
  return { window, expiresAt: (window + 2) * limit.windowSeconds };
}
