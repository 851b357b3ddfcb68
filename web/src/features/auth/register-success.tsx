interface RegisterSuccessProps {
  credits: number;
  /** The promo code's outcome, when one was redeemed: '{n} bonus credits added!' or why not. */
  promo?: { ok: boolean; message: string } | null;
}

export function RegisterSuccess({ credits, promo }: RegisterSuccessProps) {
  return (
    <div className="register-success" role="status">
      <div className="register-success-icon" aria-hidden="true">
        ✓
      </div>
      <h2>Account Created!</h2>
      <p>Keep an eye on your inbox: we send account and password messages to your e-mail address.</p>
      <p className="register-success-credits">
        {credits > 0 ? `You received ${credits} free credits.` : 'Your free credits will appear on your dashboard.'}
      </p>
      {promo ? (
        <p className={promo.ok ? 'register-success-promo' : 'register-success-promo register-success-promo-refused'} role={promo.ok ? undefined : 'alert'}>
          {promo.message}
        </p>
      ) : null}
      <p className="register-success-redirect">Redirecting to dashboard...</p>
    </div>
  );
}
