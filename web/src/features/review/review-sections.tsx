import { breakDetail, conversionQuality, isUnread, scanNote } from '@bankcsv/domain';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Conversion } from '../../lib/conversions';
import type { liveCheck } from './live-check';

/** The page when the transactions could not be loaded. */
export function LoadFailed({ message }: { message: string }) {
  return (
    <main id="main" className="review-page">
      <p className="form-error" role="alert">
        {message}
      </p>
      <Link to={paths.dashboard.getHref()}>Back to dashboard</Link>
    </main>
  );
}

export function Loading() {
  return (
    <main id="main" className="review-page" aria-busy="true">
      <p>Loading transactions...</p>
    </main>
  );
}

/** The way back, the title, and which file this is (Edited once saved). */
export function ReviewHeader({ conversion, edited }: { conversion: Conversion; edited: boolean }) {
  return (
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
  );
}

interface ReviewStatusProps {
  state: ReturnType<typeof liveCheck>['state'];
  /** A scanned statement's rows by verdict, as they stand. */
  scan?: ReturnType<typeof liveCheck>['scan'];
  conversion: Conversion;
  dirty: boolean;
}

/** The reconciliation the saved files hold, for the note while there are unsaved changes. */
function savedReconciliation(conversion: Conversion): string | null {
  if (!conversion.dataQuality) return null;
  return conversionQuality({
    dataQuality: conversion.dataQuality,
    yearSource: conversion.yearSource,
    year: conversion.statementYear,
  }).reconciliation;
}

/** The live reconciliation of the rows as edited, announced as it changes. */
export function ReviewStatus({ state, scan, conversion, dirty }: ReviewStatusProps) {
  // Printed on the statement, read into no row.
  const unread = (conversion.dataQuality?.breaks ?? []).filter(isUnread);
  const savedText = savedReconciliation(conversion);
  return (
    <section className={`review-status card status-${state.balanceCheck}`} aria-live="polite">
      <p className={`quality quality-${state.level}`}>{state.reconciliation}</p>
      {scan ? <p className="row-note review-scan-summary">{scanNote(scan.summary, scan.checked)}</p> : null}
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
      {state.yearPending ? (
        <p className="row-note">{state.yearPending}: set the year below and save to confirm it.</p>
      ) : null}
      {dirty ? (
        <p className="row-note">Unsaved changes.{savedText ? ` The files still hold: ${savedText}` : ''}</p>
      ) : null}
    </section>
  );
}

interface YearToolsProps {
  yearText: string;
  onYearText(text: string): void;
  onApply(): void;
}

/** One year typed moves every row's date to it (a statement read with the wrong year). */
export function YearTools({ yearText, onYearText, onApply }: YearToolsProps) {
  return (
    <section className="review-tools card" aria-label="Year for all rows">
      <label htmlFor="review-year">Year for all rows</label>
      <input
        id="review-year"
        inputMode="numeric"
        maxLength={4}
        value={yearText}
        onChange={(e) => onYearText(e.target.value)}
      />
      <button type="button" className="btn btn-secondary btn-small" onClick={onApply}>
        Set year
      </button>
    </section>
  );
}
