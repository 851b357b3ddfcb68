import { REVIEW_MESSAGES, breakDetail, conversionQuality, isUnread, type TransactionsView } from '@bankcsv/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { getConversion, type Conversion } from '../../lib/conversions';
import { failureText, getTransactions, restoreOriginal, saveTransactions } from './review-api';
import {
  badDate,
  blankRowAfter,
  draftRows,
  editsOf,
  flipRow,
  rowAmount,
  setYearForAll,
  type DraftRow,
} from './review-rows';
import { liveCheck } from './live-check';
import { ReviewTable } from './review-table';
import './review.css';
import './row-quality.css';

/** The rows with row `i` made new by `change`; every other row stays the same object. */
function replaceAt(rows: DraftRow[], i: number, change: (r: DraftRow) => DraftRow): DraftRow[] {
  const row = rows[i];
  if (!row) return rows;
  const next = rows.slice();
  next[i] = change(row);
  return next;
}

/** `stale`: another tab or window saved first; the edits stay on screen until the user reloads. */
type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error' | 'stale'; message: string };

/** `/review/:conversionId`: the conversion's transactions, editable, with live reconciliation, Save and Undo. */
export function ReviewPage() {
  const { conversionId = '' } = useParams();
  const [view, setView] = useState<TransactionsView | null>(null);
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const [yearText, setYearText] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Set in the click itself: a double click sends one save, before any re-render disables the button.
  const running = useRef(false);

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

  // Stable row actions (each edit works on the rows as they are then): a row off the edited one renders only when its
  // own figures change.
  const edit = useCallback((change: (was: DraftRow[]) => DraftRow[]) => {
    setRows(change);
    setDirty(true);
    setStatus({ kind: 'idle' });
  }, []);
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

  const live = useMemo(
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

  if (loadError) {
    return (
      <main id="main" className="review-page">
        <p className="form-error" role="alert">
          {loadError}
        </p>
        <Link to={paths.dashboard.getHref()}>Back to dashboard</Link>
      </main>
    );
  }
  if (!view || !live || !conversion) {
    return (
      <main id="main" className="review-page" aria-busy="true">
        <p>Loading transactions...</p>
      </main>
    );
  }

  const invalidRow = rows.findIndex((r) => rowAmount(r) === undefined) + 1;
  const badDateRow = rows.findIndex(badDate) + 1;
  const savedText = conversion.dataQuality
    ? conversionQuality({
        dataQuality: conversion.dataQuality,
        yearSource: conversion.yearSource,
        year: conversion.statementYear,
      }).reconciliation
    : null;
  const edited = view.version > 0;
  const unread = (conversion.dataQuality?.breaks ?? []).filter(isUnread);

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

  const applyYear = () => {
    const y = Number(yearText.trim());
    if (!/^\d{4}$/.test(yearText.trim())) {
      setStatus({ kind: 'error', message: 'Enter a four-digit year.' });
      return;
    }
    const result = setYearForAll(rows, y);
    if (result.problem) {
      setStatus({ kind: 'error', message: result.problem });
      return;
    }
    edit(() => result.rows);
    setYear(y);
  };

  return (
    <main id="main" className="review-page">
      <header className="review-head">
        <Link to={paths.dashboard.getHref()} className="review-back">
          ← Back to dashboard
        </Link>
        <h1>Review transactions</h1>
        <p className="review-file">
          {conversion.originalFileName}
          {edited ? <span className="edited-badge">Edited</span> : null}
        </p>
      </header>

      <section className={`review-status card status-${live.state.balanceCheck}`} aria-live="polite">
        <p className={`quality quality-${live.state.level}`}>{live.state.reconciliation}</p>
        {unread.length > 0 ? (
          <div className="review-unread">
            <p className="row-note">
              Printed on the statement but not read into any row: add the row below if it is one of this account's
              transactions.
            </p>
            <ul>
              {unread.map((b) => (
                <li key={`${b.page}:${b.row}`}>{breakDetail(b)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {live.state.yearPending ? (
          <p className="row-note">{live.state.yearPending}: set the year below and save to confirm it.</p>
        ) : null}
        {dirty ? (
          <p className="row-note">Unsaved changes.{savedText ? ` The files still hold: ${savedText}` : ''}</p>
        ) : null}
      </section>

      <section className="review-tools card" aria-label="Year for all rows">
        <label htmlFor="review-year">Year for all rows</label>
        <input
          id="review-year"
          inputMode="numeric"
          maxLength={4}
          value={yearText}
          onChange={(e) => setYearText(e.target.value)}
        />
        <button type="button" className="btn btn-secondary btn-small" onClick={applyYear}>
          Set year
        </button>
      </section>

      <div className="review-table-wrap">
        <ReviewTable
          rows={rows}
          running={live.running}
          breaking={live.breaking}
          assumedAt={live.assumedAt}
          imageAt={live.imageAt}
          totals={{
            count: live.count,
            moneyIn: live.moneyIn,
            moneyOut: live.moneyOut,
            opening: view.openingBalance,
            computedClosing: live.computedClosing,
            printedClosing: view.closingBalance,
            accounts: live.accounts,
          }}
          sections={view.sections}
          onChange={onChange}
          onFlip={onFlip}
          onAddBelow={onAddBelow}
          onRemove={onRemove}
        />
      </div>

      <div className="review-bar">
        {invalidRow > 0 ? (
          <p className="form-error" role="alert">
            Row {invalidRow}: enter an amount in rand and cents, for example 1250.00.
          </p>
        ) : null}
        {badDateRow > 0 ? (
          <p className="form-error" role="alert">
            {REVIEW_MESSAGES.badDate(badDateRow)}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="form-error" role="alert">
            {status.message}
          </p>
        ) : null}
        {status.kind === 'stale' ? (
          <div className="review-stale" role="alert">
            <p className="form-error">{status.message}</p>
            <button type="button" className="btn btn-secondary" onClick={reload}>
              Reload the saved version
            </button>
          </div>
        ) : null}
        {status.kind === 'done' ? (
          <p className="review-saved" role="status">
            {status.message}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!dirty || status.kind === 'busy' || status.kind === 'stale' || invalidRow > 0 || badDateRow > 0}
          onClick={() =>
            void run(
              () =>
                saveTransactions(conversionId, {
                  version: view.version,
                  transactions: editsOf(rows),
                  ...(year !== null ? { year } : {}),
                }),
              REVIEW_MESSAGES.saved,
            )
          }
        >
          {status.kind === 'busy' ? 'Saving...' : 'Save'}
        </button>
        {dirty ? (
          <button type="button" className="btn btn-secondary" disabled={status.kind === 'busy'} onClick={reload}>
            Discard changes
          </button>
        ) : null}
        {edited ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={status.kind === 'busy'}
            onClick={() => void run(() => restoreOriginal(conversionId, view.version), REVIEW_MESSAGES.restored)}
          >
            Undo to original
          </button>
        ) : null}
      </div>
    </main>
  );
}
