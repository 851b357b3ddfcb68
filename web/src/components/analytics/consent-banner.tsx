import { useId } from 'react';
import { Link } from 'react-router-dom';
import { peekAppConfig } from '../../config/app-config';
import { paths } from '../../config/paths';
import { setConsent, useConsent } from '../../lib/analytics/consent';
import { analyticsConfigured } from '../../lib/analytics/start-analytics';
import '../ui/ui.css';
import './consent-banner.css';

/**
 * Asks once whether Google Analytics may run; nothing loads until the visitor accepts. Shown only
 * where a measurement id is configured. A banner, not a dialog: the page stays usable meanwhile.
 */
export function ConsentBanner() {
  const choice = useConsent();
  const titleId = useId();
  if (!analyticsConfigured(peekAppConfig()?.measurementId) || choice !== undefined) return null;
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner-inner">
        <div>
          <h2 id={titleId}>Analytics cookies</h2>
          <p>
            May we use Google Analytics cookies to see how BankCSV is used (pages visited, and steps such as uploads and
            purchases), so we can improve it? We never send your statements, your e-mail address or advertising cookies.
            See section 10 of our <Link to={`${paths.privacyPolicy.getHref()}#cookies`}>Privacy Policy</Link>.
          </p>
        </div>
        <div className="consent-banner-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConsent('denied')}>
            Decline
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setConsent('granted')}>
            Accept analytics
          </button>
        </div>
      </div>
    </section>
  );
}
