import type { TransactionsView } from '@bankcsv/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ApiError } from '../../lib/api-client';
import { getConversion, type Conversion } from '../../lib/conversions';
import { failureText, getTransactions } from './review-api';
import { blankRowAfter, draftRows, flipRow, setYearForAll, type DraftRow } from './review-rows';
import { liveCheck } from './live-check';

/** `stale`: another tab or window saved first; the edits stay on screen until the user reloads. */
export type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error' | 'stale'; message: string };
type SetStatus = Dispatch<SetStateAction<Status>>;

/** The conversion and its transactions as stored, and the rows being edited from them (loaded again by `load`). */
export function useReviewDraft(conversionId: string) {
  const [view, setView] = useState<TransactionsView | null>(null);
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const [yearText, setYearText] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const [v, c] = await Promise.all([getTransactions(conversionId, signal), getConversion(conversionId, signal)]);
      setView(v);
      setConversion(c);
      setRows(draftRows(v));
      setYearText(String(v.year ?? ''));
      setYear(null);
      setDirty(false);
    },
    [conversionId],
  );

  useEffect(() => {
    const abort = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the requests answer
    load(abort.signal).catch((failure: unknown) => {
      if (!abort.signal.aborted) setLoadError(failureText(failure));
    });
    return () => abort.abort();
  }, [load]);

  return { view, conversion, rows, setRows, dirty, setDirty, year, setYear, yearText, setYearText, loadError, load };
}

/** The rows with row `i` made new by `change`; every other row stays the same object. */
function replaceAt(rows: DraftRow[], i: number, change: (r: DraftRow) => DraftRow): DraftRow[] {
  const row = rows[i];
  if (!row) return rows;
  const next = rows.slice();
  next[i] = change(row);
  return next;
}

/**
 * Stable row actions (each edit works on the rows as they are then): a row off the edited one renders only when its
 * own figures change. The setters given are React's, stable themselves.
 */
export function useRowEdits(
  setRows: Dispatch<SetStateAction<DraftRow[]>>,
  setDirty: Dispatch<SetStateAction<boolean>>,
  setStatus: SetStatus,
) {
  const edit = useCallback(
    (change: (was: DraftRow[]) => DraftRow[]) => {
      setRows(change);
      setDirty(true);
      setStatus({ kind: 'idle' });
    },
    [setRows, setDirty, setStatus],
  );
  const onChange = useCallback(
    (i: number, patch: Partial<DraftRow>) => edit((was) => replaceAt(was, i, (r) => ({ ...r, ...patch }))),
    [edit],
  );
  const onFlip = useCallback((i: number) => edit((was) => replaceAt(was, i, flipRow)), [edit]);
  const onAddBelow = useCallback(
    (i: number) => edit((was) => [...was.slice(0, i + 1), blankRowAfter(was[i]), ...was.slice(i + 1)]),
    [edit],
  );
  const onRemove = useCallback((i: number) => edit((was) => was.filter((_, j) => j !== i)), [edit]);
  return { edit, onChange, onFlip, onAddBelow, onRemove };
}

/** The reconciliation of the rows as they stand, again on every edit (and with the year set for all rows). */
export function useLiveCheck(
  rows: DraftRow[],
  view: TransactionsView | null,
  year: number | null,
  conversion: Conversion | null,
) {
  return useMemo(
    () =>
      view
        ? liveCheck(
            rows,
            { ...view, yearSource: year !== null ? 'user' : view.yearSource, year: year ?? view.year },
            conversion?.dataQuality?.breaks,
          )
        : null,
    [rows, view, year, conversion],
  );
}

/** Runs a save or an undo (one at a time), then loads what is stored; `reload` only loads. */
export function useStoredActions(load: () => Promise<void>, setStatus: SetStatus) {
  // Set in the click itself: a double click sends one save, before any re-render disables the button.
  const running = useRef(false);
  const run = async (work: () => Promise<Conversion>, message: string) => {
    if (running.current) return;
    running.current = true;
    setStatus({ kind: 'busy' });
    try {
      await work();
      await load();
      setStatus({ kind: 'done', message });
    } catch (failure) {
      const stale = failure instanceof ApiError && failure.status === 409;
      setStatus({ kind: stale ? 'stale' : 'error', message: failureText(failure) });
    } finally {
      running.current = false;
    }
  };
  const reload = () => {
    load().then(
      () => setStatus({ kind: 'idle' }),
      (failure: unknown) => setStatus({ kind: 'error', message: failureText(failure) }),
    );
  };
  return { run, reload };
}

/** Set year for all rows: every row moved to the year typed, or why not shown and the rows left as they are. */
export function applyYearForAll(
  draft: { yearText: string; rows: DraftRow[]; setYear(year: number): void },
  edit: (change: (was: DraftRow[]) => DraftRow[]) => void,
  setStatus: SetStatus,
) {
  const text = draft.yearText.trim();
  if (!/^\d{4}$/.test(text)) return setStatus({ kind: 'error', message: 'Enter a four-digit year.' });
  const year = Number(text);
  const result = setYearForAll(draft.rows, year);
  if (result.problem) return setStatus({ kind: 'error', message: result.problem });
  edit(() => result.rows);
  draft.setYear(year);
}
