import { isMeasurementId } from '@bankcsv/domain';
import type { AnalyticsSink } from './track';

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

/** Where the visitor is, without the query or hash: they can hold an OAuth code or a promo code. */
export function pageLocation(loc: Location = window.location): string {
  return `${loc.origin}${loc.pathname}`;
}

function gtagOf(win: GtagWindow): Gtag {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  return win.gtag;
}

/**
 * Loads gtag.js for `measurementId` (once per page) and returns a sink that sends to it. Only called
 * after the visitor accepted analytics. Advertising features stay off, as the privacy policy says;
 * page views are sent by the app itself (with the query stripped), so gtag's own is off.
 */
export function ga4Sink(measurementId: string, doc: Document = document): AnalyticsSink | undefined {
  const win = doc.defaultView as GtagWindow | null;
  if (!win || !isMeasurementId(measurementId)) return undefined;
  win[`ga-disable-${measurementId}`] = false;
  const loaded = Boolean(win.gtag);
  const gtag = gtagOf(win);
  if (!loaded) {
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    gtag('js', new Date());
    gtag('config', measurementId, {
      send_page_view: false,
      page_location: pageLocation(win.location),
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    });
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
    // Blocked or offline: events queue in the data layer and go nowhere; the app carries on.
    script.onerror = () => console.warn('Analytics script could not load');
    doc.head.append(script);
  }
  return {
    send(event) {
      gtag('set', { page_location: pageLocation(win.location) });
      gtag('event', event.name, event.fields);
    },
    identify(user) {
      gtag('set', { user_id: user ? user.userId : null });
      gtag('set', 'user_properties', { user_type: user ? user.label : null });
    },
  };
}

/**
 * After a visitor withdraws consent: Google's documented opt-out flag stops gtag.js sending, and its
 * cookies are removed (they are set on the widest domain of the site, so every parent domain is tried).
 */
export function disableGa4(measurementId: string, doc: Document = document): void {
  const win = doc.defaultView as GtagWindow | null;
  if (win) win[`ga-disable-${measurementId}`] = true;
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = (win?.location.hostname ?? '').split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
