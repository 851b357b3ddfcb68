import { peekAppConfig } from '../../config/app-config';
import { setConsent, useConsent } from '../../lib/analytics/consent';
import { analyticsConfigured } from '../../lib/analytics/start-analytics';
import '../ui/ui.css';

/** On the privacy policy: the visitor's current analytics choice and a way to change it. */
export function AnalyticsChoice() {
  const choice = useConsent();
  if (!analyticsConfigured(peekAppConfig()?.measurementId)) return null;
  const state =
    choice === 'granted'
      ? 'You have accepted analytics cookies in this browser.'
      : choice === 'denied'
        ? 'You have declined analytics cookies in this browser.'
        : 'You have not chosen yet.';
  return (
    <p>
      {state}{' '}
      {choice !== undefined ? (
        <button type="button" className="btn btn-link" onClick={() => setConsent(undefined)}>
          Change your analytics choice
        </button>
      ) : null}
    </p>
  );
}
