import { emailDomain } from './events';
import { track } from './track';

const TRACKED_KEY = 'bankcsv.signUpTracked.';

export interface SignUp {
  method: 'email' | 'google';
  userId: string;
  email: string;
  /** Known on the register form; a Google sign-up's code is redeemed later, on the dashboard. */
  promo?: { used: boolean; creditsReceived: number };
}

/** sign_up, once per account in this browser (a second Google sign-in soon after is not another sign-up). */
export function trackSignUp({ method, userId, email, promo }: SignUp): void {
  try {
    if (localStorage.getItem(TRACKED_KEY + userId)) return;
    localStorage.setItem(TRACKED_KEY + userId, '1');
  } catch {
    // Without storage the event may repeat; it is still sent.
  }
  track('sign_up', {
    method,
    user_id: userId,
    email_domain: emailDomain(email),
    registration_source: method === 'google' ? 'google_oauth' : 'email_form',
    ...(promo ? { promo_code_used: promo.used, promo_credits_received: promo.creditsReceived } : {}),
  });
}
