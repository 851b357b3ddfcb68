import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';
import { getBatch } from './batch-api';

export const BATCH_POLL_MS = 2_000;

/** A row that moves on by itself: sent, waiting for a place, converting (not one waiting for its password). */
const moving = (row: Conversion) =>
  (row.status === 'uploading' || row.status === 'queued' || row.status === 'processing') && !row.awaitingPassword;

export const BATCH_VIEW_MESSAGES = {
  notFound: 'We could not find this batch. It may have been deleted, or it belongs to another account.',
  loadFailed: 'Could not load this batch. It will try again in a moment.',
};

/**
 * The batch's rows from the server, polled every 2 s while any is in flight (or while `sending` says this tab is
 * still sending some of its files).
 */
export function useBatch(batchId: string, sending: boolean) {
  const [rows, setRows] = useState<Conversion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const view = await getBatch(batchId);
      setRows(view.conversions);
      setError(null);
      setMissing(false);
    } catch (failure) {
      const notFound = failure instanceof ApiError && failure.status === 404;
      setMissing(notFound);
      setError(notFound ? BATCH_VIEW_MESSAGES.notFound : BATCH_VIEW_MESSAGES.loadFailed);
    } finally {
      busy.current = false;
    }
  }, [batchId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the request answers
    void load();
  }, [load]);

  // A batch still being sent from this tab may not have all its rows yet (nor any, so a 404 is not final then).
  const polling = sending || error !== null || (rows ?? []).some(moving);
  useEffect(() => {
    if (!polling || (missing && !sending)) return;
    const timer = setInterval(() => void load(), BATCH_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, missing, sending, load]);

  const replace = useCallback((row: Conversion) => {
    setRows((prev) => prev?.map((r) => (r.conversionId === row.conversionId ? row : r)) ?? prev);
  }, []);

  return { rows, error, missing, reload: load, replace };
}
