import { SIGNUP_BONUS_CREDITS, shouldShowWelcomeBanner, welcomeBannerKey } from '@bankcsv/domain';
import { useState } from 'react';

interface WelcomeBannerProps {
  userId: string;
  credits: number;
  createdAtMs: number | undefined;
  /** A user who has converted something and has 0 credits has spent them: they are not on their way. */
  hasConversions?: boolean;
  /** The address had its free credits on an earlier account: nothing is on its way. */
  signupBonusUsedBefore?: boolean;
  nowMs?: number;
}

function wasDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(welcomeBannerKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/** For a brand-new account whose bonus has not shown up yet (0 credits, within 15 minutes). */
export function WelcomeBanner({
  userId,
  credits,
  createdAtMs,
  hasConversions = false,
  signupBonusUsedBefore = false,
  nowMs,
}: WelcomeBannerProps) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(userId));
  const [shownAt] = useState(() => Date.now());
  const now = nowMs ?? shownAt;
  if (
    createdAtMs === undefined ||
    !shouldShowWelcomeBanner({ credits, createdAtMs, nowMs: now, dismissed, hasConversions, signupBonusUsedBefore })
  )
    return null;

  const dismiss = () => {
    try {
      localStorage.setItem(welcomeBannerKey(userId), 'true');
    } catch {
      // Without storage the banner simply comes back on the next visit.
    }
    setDismissed(true);
  };

  return (
    <section className="notice notice-info dash-banner" aria-label="Welcome">
      <div>
        <strong>Welcome to BankCSV!</strong> Your {SIGNUP_BONUS_CREDITS} free credits are on their way. If they do not
        show yet, refresh the page.
      </div>
      <div className="dash-banner-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
