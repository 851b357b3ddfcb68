import { isMeasurementId } from '@bankcsv/domain';
import { currentConsent, subscribeConsent } from './consent';
import { disableGa4, ga4Sink } from './ga4';
import { addSink, type AnalyticsSink } from './track';

/** Whether this deployment has analytics at all: only then is the visitor asked. */
export function analyticsConfigured(measurementId: string | undefined): measurementId is string {
  return isMeasurementId(measurementId);
}

/**
 * Connects GA4 while, and only while, the visitor has accepted analytics; without a measurement id
 * nothing is ever loaded. Returns the unsubscribe. Failures are ignored (spec §7).
 */
export function startAnalytics(
  measurementId: string | undefined,
  sinkFor: (id: string) => AnalyticsSink | undefined = ga4Sink,
): () => void {
  if (!analyticsConfigured(measurementId)) return () => undefined;
  let remove: (() => void) | undefined;
  const apply = () => {
    try {
      const granted = currentConsent() === 'granted';
      if (granted && !remove) {
        const sink = sinkFor(measurementId);
        if (sink) remove = addSink(sink, { replayPageView: true });
      } else if (!granted && remove) {
        remove();
        remove = undefined;
        disableGa4(measurementId);
      }
    } catch (error) {
      console.warn('Analytics could not start', error);
    }
  };
  apply();
  return subscribeConsent(apply);
}
