import { conversionQuality, formatMoney, scanNote } from '@bankcsv/domain';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Conversion } from '../../lib/conversions';
import { YearControl } from './year-control';
import './row-quality.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A completed row's reconciliation: counts, money in and out, opening → closing, a scan's rows by verdict, whether the
 * balances reconcile (or where they break, every break on expand), an assumed year to confirm, and the Review link.
 */
export function RowQuality({ conversion, onUpdated }: { conversion: Conversion; onUpdated(c: Conversion): void }) {
  if (!conversion.dataQuality) return null;
  const state = conversionQuality({
    dataQuality: conversion.dataQuality,
    yearSource: conversion.yearSource,
    year: conversion.statementYear,
    userYear: conversion.userYear,
  });
  return (
    <div className="row-quality" data-ready={state.ready}>
      {conversion.summary ? <RowFigures summary={conversion.summary} /> : null}
      {conversion.scanned ? (
        // Never ready while a row needs review: once ready, the user has checked every one of them.
        <p className="row-note">{scanNote(conversion.scanned, state.ready ? conversion.scanned.needsReview : 0)}</p>
      ) : null}
      <p className={`quality quality-${state.level}`}>{state.text}</p>
      {state.reconciliation !== state.text ? (
        <p className={`row-reconcile reconcile-${state.balanceCheck}`}>{state.reconciliation}</p>
      ) : null}
      {state.breakDetails.length > 0 ? <BreakList details={state.breakDetails} /> : null}
      {state.yearPending ? (
        <YearControl conversion={conversion} label={state.yearPending} onUpdated={onUpdated} />
      ) : null}
      {state.notes.map((note) => (
        <p key={note} className="row-note">
          {note}
        </p>
      ))}
      <ReviewLink conversion={conversion} />
    </div>
  );
}

/** Count, money in and out, and opening → closing when the statement prints both. */
function RowFigures({ summary: s }: { summary: NonNullable<Conversion['summary']> }) {
  return (
    <p className="row-figures">
      <span>{plural(s.transactions, 'transaction', 'transactions')}</span>
      <span>Money in {formatMoney(s.moneyIn)}</span>
      <span>Money out {formatMoney(s.moneyOut)}</span>
      {s.openingBalance !== null && s.closingBalance !== null ? (
        <span>
          {formatMoney(s.openingBalance)} → {formatMoney(s.closingBalance)}
        </span>
      ) : null}
    </p>
  );
}

/** Every break, folded away until asked for. */
function BreakList({ details }: { details: readonly string[] }) {
  return (
    <details className="row-breaks">
      <summary>{details.length === 1 ? 'Show the break' : `Show all ${details.length} breaks`}</summary>
      <ul>
        {details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** The Edited badge, and the way into the review once the transactions are stored. */
function ReviewLink({ conversion }: { conversion: Conversion }) {
  const edited = (conversion.transactionsVersion ?? 0) > 0;
  return (
    <p className="row-review">
      {edited ? <span className="edited-badge">Edited</span> : null}
      {conversion.transactionsVersion !== undefined ? (
        <Link
          className="btn btn-secondary btn-small"
          to={paths.review.getHref(conversion.conversionId)}
          aria-label={`Review ${conversion.originalFileName}`}
        >
          Review
        </Link>
      ) : null}
    </p>
  );
}
