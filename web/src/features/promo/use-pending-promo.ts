import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { clearPendingPromo, pendingPromoFor } from './pending-promo';
import { redeemPromoCode, type RedeemResult } from './promo-api';

// One request per code however often the effect runs (StrictMode, a new refreshCredits): a second
// request would answer 'already used' for the code the first one just redeemed.
const inFlight = new Map<string, Promise<RedeemResult>>();
function redeemOnce(code: string): Promise<RedeemResult> {
  const running = inFlight.get(code) ?? redeemPromoCode(code).finally(() => setTimeout(() => inFlight.delete(code), 0));
  inFlight.set(code, running);
  return running;
}

export interface PendingPromoOutcome {
  code: string;
  ok: boolean;
  message: string;
}

/**
 * Redeems a code entered at sign-up that could not be redeemed then (the account was confirmed later,
 * or came back from Google), once this user is signed in. A refusal is an outcome too; a failure to
 * reach the server leaves the code waiting for the next visit.
 */
export function usePendingPromo(): { outcome: PendingPromoOutcome | null; dismiss(): void } {
  const { user, refreshCredits } = useAuth();
  const [outcome, setOutcome] = useState<PendingPromoOutcome | null>(null);
  const email = user?.email;

  useEffect(() => {
    const code = email ? pendingPromoFor(email) : undefined;
    if (!code) return undefined;
    let live = true;
    redeemOnce(code).then(
      (result) => {
        clearPendingPromo();
        if (!live) return;
        setOutcome({ code, ok: result.ok, message: result.message });
        if (result.ok) void refreshCredits();
      },
      (error: unknown) => console.error('Promo code redemption failed', error),
    );
    return () => {
      live = false;
    };
  }, [email, refreshCredits]);

  return { outcome, dismiss: () => setOutcome(null) };
}
