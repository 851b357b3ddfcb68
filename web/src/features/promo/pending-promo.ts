// A code entered at sign-up waits here until the account can redeem it: right after sign-in on the
// register page, or on the dashboard when the account is confirmed later or comes back from Google.
const KEY = 'bankcsv.pendingPromo';
/** Long enough to confirm the e-mail another day; short enough not to surprise anyone later. */
export const PENDING_PROMO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A code kept for a third-party sign-up names no address: whoever signs in here next takes it, so soon or never. */
export const PENDING_THIRD_PARTY_TTL_MS = 60 * 60 * 1000;

export interface PendingPromo {
  code: string;
  /** The address it was entered for; absent for a third-party sign-up, whose address is not known yet. */
  email?: string;
  savedAtMs: number;
}

export function savePendingPromo(code: string, email: string | undefined, nowMs = Date.now()): void {
  const pending: PendingPromo = { code, ...(email ? { email: email.trim().toLowerCase() } : {}), savedAtMs: nowMs };
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage may be disabled: the register page still redeems right after sign-in.
  }
}

export function clearPendingPromo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The code waiting for this user, if one is (a stale or someone else's code is dropped). */
export function pendingPromoFor(email: string, nowMs = Date.now()): string | undefined {
  let pending: Partial<PendingPromo> | undefined;
  try {
    pending = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PendingPromo> | undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || typeof pending.code !== 'string' || typeof pending.savedAtMs !== 'number') return undefined;
  const ttl = pending.email === undefined ? PENDING_THIRD_PARTY_TTL_MS : PENDING_PROMO_TTL_MS;
  if (nowMs - pending.savedAtMs > ttl || nowMs < pending.savedAtMs) {
    clearPendingPromo();
    return undefined;
  }
  if (pending.email !== undefined && pending.email !== email.trim().toLowerCase()) return undefined;
  return pending.code;
}
