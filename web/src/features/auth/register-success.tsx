export function RegisterSuccess({ credits }: { credits: number }) {
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
      <p className="register-success-redirect">Redirecting to dashboard...</p>
    </div>
  );
}
