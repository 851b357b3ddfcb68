import { cleanFields } from './clean-fields';
import type { AnalyticsEventFields, AnalyticsEventName, AnalyticsUser } from './events';

export interface AnalyticsEvent<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  fields: AnalyticsEventFields[N];
  /** Who was signed in when it happened, with their label; null for a visitor. */
  user: AnalyticsUser | null;
}

/** Where events go: GA4 after consent, an in-memory list in tests. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
  identify?(user: AnalyticsUser | null): void;
}

const sinks = new Set<AnalyticsSink>();
let currentUser: AnalyticsUser | null = null;
let lastPageView: AnalyticsEvent<'page_view'> | undefined;

function each(action: (sink: AnalyticsSink) => void): void {
  for (const sink of sinks) {
    try {
      action(sink);
    } catch (error) {
      // Analytics never breaks the app (spec §7: its failure is ignored).
      console.warn('Analytics sink failed', error);
    }
  }
}

/** Sends one event to every sink. Never throws. */
export function track<N extends AnalyticsEventName>(name: N, fields: AnalyticsEventFields[N]): void {
  try {
    const event = { name, fields: cleanFields(fields), user: currentUser } as AnalyticsEvent;
    if (event.name === 'page_view') lastPageView = event as AnalyticsEvent<'page_view'>;
    each((sink) => sink.send(event));
  } catch (error) {
    console.warn('Analytics event dropped', error);
  }
}

/** Who later events belong to, and their label (free_user / paying_user); null after sign-out. */
export function identify(user: AnalyticsUser | null): void {
  if (user?.userId === currentUser?.userId && user?.label === currentUser?.label) return;
  currentUser = user;
  each((sink) => sink.identify?.(user));
}

/**
 * Adds a sink; returns its removal. `replayPageView` hands a sink that starts late (GA4 after the
 * visitor accepts) the page they are on, so that page is not missing from its reports.
 */
export function addSink(sink: AnalyticsSink, options: { replayPageView?: boolean } = {}): () => void {
  sinks.add(sink);
  try {
    sink.identify?.(currentUser);
    if (options.replayPageView && lastPageView) sink.send({ ...lastPageView, user: currentUser });
  } catch (error) {
    console.warn('Analytics sink failed', error);
  }
  return () => {
    sinks.delete(sink);
  };
}

/** Tests: forget sinks, the user and the last page. */
export function resetAnalytics(): void {
  sinks.clear();
  currentUser = null;
  lastPageView = undefined;
}
