/** Credit rules: 1 credit per page, minimum 1 per conversion; credits never expire. */

export const CREDITS_PER_PAGE = 1;
export const MIN_CREDITS_PER_CONVERSION = 1;
export const SIGNUP_BONUS_CREDITS = 10;
export const LOW_CREDIT_THRESHOLD = 5;
export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
export const WELCOME_BANNER_WINDOW_MS = 15 * 60 * 1000;

/**
 * Credits a conversion of `pages` pages costs.
 * @example creditsForPages(0) // 1
 */
export function creditsForPages(pages: number): number {
  if (!Number.isFinite(pages) || pages < 1) return MIN_CREDITS_PER_CONVERSION;
  return Math.max(MIN_CREDITS_PER_CONVERSION, Math.ceil(pages) * CREDITS_PER_PAGE);
}

/** @example isLowCredit(4) // true */
export function isLowCredit(credits: number): boolean {
  return credits < LOW_CREDIT_THRESHOLD;
}

/** Confirming an upload needs at least one credit. @example canConfirmUpload(1) // true */
export function canConfirmUpload(credits: number): boolean {
  return credits >= MIN_CREDITS_PER_CONVERSION;
}

/**
 * Brand new = created and last signed in within the last 5 minutes.
 * @example isBrandNewUser(now - 1000, now - 1000, now) // true
 */
export function isBrandNewUser(createdAtMs: number, lastSignInMs: number, nowMs: number): boolean {
  const recent = (t: number) => Number.isFinite(t) && nowMs - t >= 0 && nowMs - t <= NEW_USER_WINDOW_MS;
  return recent(createdAtMs) && recent(lastSignInMs);
}

export interface WelcomeBannerInput {
  credits: number;
  createdAtMs: number;
  nowMs: number;
  dismissed: boolean;
}

/**
 * The welcome banner shows only with 0 credits, within 15 minutes of sign-up, until dismissed.
 * @example shouldShowWelcomeBanner({ credits: 0, createdAtMs: now, nowMs: now, dismissed: false }) // true
 */
export function shouldShowWelcomeBanner(input: WelcomeBannerInput): boolean {
  const age = input.nowMs - input.createdAtMs;
  return input.credits === 0 && !input.dismissed && age >= 0 && age <= WELCOME_BANNER_WINDOW_MS;
}

/** Local-storage key remembering a dismissed welcome banner per user. @example welcomeBannerKey('u1') // 'welcomeBannerDismissed_u1' */
export function welcomeBannerKey(userId: string): string {
  return `welcomeBannerDismissed_${userId}`;
}
