import { HISTORY_MESSAGES, isInFlight } from '@bankcsv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversion } from '../../lib/conversions';
import { trackConversionOutcomes } from './conversion-events';
import { listConversions } from './conversions-api';

export const POLL_INTERVAL_MS = 2_000;

/**
 * The user's conversions, newest first. Polls every 2 s while any row is uploading or processing;
 * `onStatusChange` fires when a known row moves on (credits are debited or refunded on the server then).
 */
export function useConversions(onStatusChange: () => void) {
  const [items, setItems] = useState<Conversion[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // null until the first answer: outcomes are reported only for what changes while the page is open.
  const statuses = useRef<Map<string, string> | null>(null);
  const busy = useRef(false);
  const changed = useRef(onStatusChange);
  useEffect(() => {
    changed.current = onStatusChange;
  });

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const next = await listConversions();
      const moved = next.some((c) => {
        const before = statuses.current?.get(c.conversionId);
        return before !== undefined && before !== c.status;
      });
      trackConversionOutcomes(statuses.current, next);
      statuses.current = new Map(next.map((c) => [c.conversionId, c.status]));
      setItems(next);
      setError(null);
      if (moved) changed.current();
    } catch (failure) {
      console.error(HISTORY_MESSAGES.loadFailed, failure);
      setError(HISTORY_MESSAGES.loadFailed);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the request answers
    void load();
  }, [load]);

  const inFlight = items.some((c) => isInFlight(c.status));
  useEffect(() => {
    if (!inFlight) return;
    const timer = setInterval(() => void load(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [inFlight, load]);

  const removeLocally = useCallback((conversionId: string) => {
    statuses.current?.delete(conversionId);
    setItems((prev) => prev.filter((c) => c.conversionId !== conversionId));
  }, []);

  const replaceLocally = useCallback((conversion: Conversion) => {
    setItems((prev) => prev.map((c) => (c.conversionId === conversion.conversionId ? conversion : c)));
  }, []);

  return { items, loading, error, reload: load, removeLocally, replaceLocally };
}
