import { emailDomain } from './events';
import { track } from './track';

// Accounts already reported on this page: the Google return can be processed twice (StrictMode, a
// repeated hub event). Kept in memory, not in storage: nothing is stored for analytics without consent.
const reported = new Set<string>();

export interface SignUp {
  method: 'email' | 'google';
  userId: string;
  email: string;
  /** Known on the register form; a Google sign-up's code is redeemed later, on the dashboard. */
  promo?: { used: boolean; creditsReceived: number };
}

/** sign_up, once per account on this page. */
export function trackSignUp({ method, userId, email, promo }: SignUp): void {
  if (reported.has(userId)) return;
  reported.add(userId);
  track('sign_up', {
    method,
    user_id: userId,
    email_domain: emailDomain(email),
    registration_source: method === 'google' ? 'google_oauth' : 'email_form',
    ...(promo ? { promo_code_used: promo.used, promo_credits_received: promo.creditsReceived } : {}),
  });
}
