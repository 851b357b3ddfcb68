import { SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';

/** Right after sign-up: the account exists, and the e-mailed code is what to do next. */
export function RegisterCreated({ email }: { email: string }) {
  return (
    <div className="register-success" role="status">
      <div className="register-success-icon" aria-hidden="true">
        ✓
      </div>
      <h2>Account Created!</h2>
      <p>
        Check your e-mail: we sent a verification code to <strong>{email}</strong>. Enter it below to verify your
        account and receive your {SIGNUP_BONUS_CREDITS} free credits.
      </p>
    </div>
  );
}

interface RegisterSuccessProps {
  credits: number;
  /** The address had its free credits on an earlier account, so none were added now. */
  signupBonusUsedBefore?: boolean;
  /** The promo code's outcome, when one was redeemed: '{n} bonus credits added!' or why not. */
  promo?: { ok: boolean; message: string } | null;
}

/** Once the address is verified and the user signed in: the credits, then the dashboard. */
export function RegisterSuccess({ credits, signupBonusUsedBefore = false, promo }: RegisterSuccessProps) {
  return (
    <div className="register-success" role="status">
      <div className="register-success-icon" aria-hidden="true">
        ✓
      </div>
      <h2>Your e-mail is verified</h2>
      <p className="register-success-credits">
        {signupBonusUsedBefore
          ? `This address already received its free credits on an earlier account, ` +
            `so none were added this time. Your balance is ${credits} credits.`
          : credits > 0
            ? `You received ${credits} free credits.`
            : 'Your free credits will appear on your dashboard.'}
      </p>
      {promo ? (
        <p
          className={promo.ok ? 'register-success-promo' : 'register-success-promo register-success-promo-refused'}
          role={promo.ok ? undefined : 'alert'}
        >
          {promo.message}
        </p>
      ) : null}
      <p className="register-success-redirect">Redirecting to dashboard...</p>
    </div>
  );
}
