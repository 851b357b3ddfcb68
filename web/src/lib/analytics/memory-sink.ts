import type { AnalyticsEventName, AnalyticsUser } from './events';
import { addSink, type AnalyticsEvent, type AnalyticsSink } from './track';

export interface MemorySink extends AnalyticsSink {
  readonly events: AnalyticsEvent[];
  /** The events of one name, in order. */
  named<N extends AnalyticsEventName>(name: N): AnalyticsEvent<N>[];
  readonly user: AnalyticsUser | null;
  /** Stops receiving. */
  remove(): void;
}

/** Keeps every event in a list: what tests assert on. */
export function memorySink(): MemorySink {
  const events: AnalyticsEvent[] = [];
  let user: AnalyticsUser | null = null;
  let remove = () => undefined as void;
  const sink: MemorySink = {
    events,
    get user() {
      return user;
    },
    send: (event) => void events.push(event),
    identify: (next) => {
      user = next;
    },
    named: <N extends AnalyticsEventName>(name: N) => events.filter((e): e is AnalyticsEvent<N> => e.name === name),
    remove: () => remove(),
  };
  remove = addSink(sink);
  return sink;
}
