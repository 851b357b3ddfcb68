import { SIGNUP_BONUS_CREDITS, isBrandNewUser } from '@bankcsv/domain';

const REGISTERED_KEY = 'bankcsv.registeredAt.';

/** Remembers when this browser created an account, for the brand-new rule when the server is unreachable. */
export function rememberRegistration(email: string, atMs = Date.now()): void {
  try {
    localStorage.setItem(REGISTERED_KEY + email.toLowerCase(), String(atMs));
  } catch {
    // Storage may be disabled; the rule then treats the user as not brand new.
  }
}

export function registeredAt(email: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(REGISTERED_KEY + email.toLowerCase()));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Balance shown when the user record could not be read: the sign-up bonus for a brand-new user
 * (created and signed in within 5 minutes), otherwise 0.
 */
export function fallbackBalance(
  createdAtMs: number | undefined,
  lastSignInMs: number | undefined,
  nowMs = Date.now(),
): number {
  if (createdAtMs === undefined || lastSignInMs === undefined) return 0;
  return isBrandNewUser(createdAtMs, lastSignInMs, nowMs) ? SIGNUP_BONUS_CREDITS : 0;
}
