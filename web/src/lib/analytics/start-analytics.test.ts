import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConsent } from './consent';
import { GTAG_SCRIPT_URL } from './ga4';
import { memorySink } from './memory-sink';
import { startAnalytics } from './start-analytics';
import { identify, resetAnalytics, track } from './track';

const ID = 'G-TEST12345';
type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown } & Record<string, unknown>;
const win = window as unknown as GtagWindow;

const gtagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(GTAG_SCRIPT_URL));
/** The gtag() calls made so far, as plain arrays. */
const calls = () => (win.dataLayer ?? []).map((args) => [...args]);

let stop: () => void = () => undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard?code=oauth-secret&state=x#top');
});
afterEach(() => {
  stop();
  resetAnalytics();
  setConsent(undefined);
  localStorage.clear();
  for (const script of gtagScripts()) script.remove();
  delete win.dataLayer;
  delete win.gtag;
  delete win[`ga-disable-${ID}`];
});

describe('GA4 through startAnalytics()', () => {
  it('loads nothing without a measurement id, even with consent', () => {
    setConsent('granted');
    stop = startAnalytics(undefined);
    track('dashboard_view', { user_type: 'free_user' });
    expect(gtagScripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('loads nothing for a value that is not a measurement id', () => {
    setConsent('granted');
    stop = startAnalytics('G-x"><script>');
    expect(gtagScripts()).toEqual([]);
  });

  it('loads nothing until the visitor accepts, and nothing after a decline', () => {
    stop = startAnalytics(ID);
    track('dashboard_view', { user_type: 'free_user' });
    expect(gtagScripts()).toEqual([]);
    setConsent('denied');
    expect(gtagScripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it(
    'loads gtag.js once on accept, advertising off and no automatic page ' +
      'view, then sends events without the query',
    () => {
      const sink = memorySink();
      track('page_view', {
        page_path: '/dashboard',
        page_title: 'Dashboard | BankCSV',
        page_location: 'http://localhost:3000/dashboard',
      });
      identify({ userId: 'user-1', label: 'paying_user' });
      stop = startAnalytics(ID);
      setConsent('granted');

      const [script, ...more] = gtagScripts();
      expect(more).toEqual([]);
      expect(script?.src).toBe(`${GTAG_SCRIPT_URL}?id=${ID}`);
      expect(script?.async).toBe(true);
      const location = `${window.location.origin}/dashboard`;
      expect(calls()).toContainEqual([
        'consent',
        'default',
        expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
      ]);
      expect(calls()).toContainEqual([
        'config',
        ID,
        {
          send_page_view: false,
          page_location: location,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      ]);
      // The user's label goes as a user property; the page they are on is replayed to the new sink.
      expect(calls()).toContainEqual(['set', 'user_properties', { user_type: 'paying_user' }]);
      expect(calls()).toContainEqual(['set', { user_id: 'user-1' }]);
      expect(calls()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/dashboard' })]);

      track('begin_checkout', { selected_credits: 25, selected_amount: 50, currency: 'ZAR', value: 50 });
      expect(calls().slice(-2)).toEqual([
        ['set', { page_location: location }],
        ['event', 'begin_checkout', { selected_credits: 25, selected_amount: 50, currency: 'ZAR', value: 50 }],
      ]);
      expect(JSON.stringify(calls())).not.toContain('oauth-secret');
      // The in-memory sink is unaffected by consent.
      expect(sink.named('begin_checkout')).toHaveLength(1);
    },
  );

  it('starts at once for a visitor who accepted on an earlier visit', () => {
    setConsent('granted');
    stop = startAnalytics(ID);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('stops sending and removes its cookies when the visitor withdraws consent', () => {
    stop = startAnalytics(ID);
    setConsent('granted');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST12345=GS1.1.1; path=/';
    setConsent('denied');
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(document.cookie).not.toMatch(/_ga/);
    const before = calls().length;
    track('dashboard_view', { user_type: 'free_user' });
    expect(calls()).toHaveLength(before);
    // Accepting again re-enables the same gtag without a second script.
    setConsent('granted');
    expect(win[`ga-disable-${ID}`]).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('ignores a loader that throws: the app carries on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setConsent('granted');
    expect(() => {
      stop = startAnalytics(ID, () => {
        throw new Error('blocked');
      });
    }).not.toThrow();
  });
});
