import { REVIEW_MESSAGES, type TransactionsView } from '@bankcsv/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { restoreOriginal, saveTransactions } from './review-api';
import { ReviewBar } from './review-bar';
import type { liveCheck } from './live-check';
import { badDate, editsOf, rowAmount, type DraftRow } from './review-rows';
import { LoadFailed, Loading, ReviewHeader, ReviewStatus, YearTools } from './review-sections';
import { ReviewTable } from './review-table';
import type { Totals } from './review-totals';
import {
  useLiveCheck,
  useReviewDraft,
  useRowEdits,
  useStoredActions,
  applyYearForAll,
  type Status,
} from './use-review';
import './review.css';
import './row-quality.css';

type LiveCheck = ReturnType<typeof liveCheck>;

/** The foot of the table: the live totals, with the statement's opening and printed closing. */
function tableTotals(live: LiveCheck, view: TransactionsView): Totals {
  const { count, moneyIn, moneyOut, computedClosing, accounts } = live;
  const printed = { opening: view.openingBalance, printedClosing: view.closingBalance };
  return { count, moneyIn, moneyOut, computedClosing, accounts, ...printed };
}

/** What a save sends: every row as edited, and the year set for all rows if one was. */
function saveBody(version: number, rows: DraftRow[], year: number | null) {
  return { version, transactions: editsOf(rows), ...(year !== null ? { year } : {}) };
}

/** `/review/:conversionId`: the conversion's transactions, editable, with live reconciliation, Save and Undo. */
export function ReviewPage() {
  const { conversionId = '' } = useParams();
  const draft = useReviewDraft(conversionId);
  const { view, conversion, rows, dirty, year, yearText } = draft;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { edit, onChange, onFlip, onAddBelow, onRemove } = useRowEdits(draft.setRows, draft.setDirty, setStatus);
  const live = useLiveCheck(rows, view, year, conversion);
  const { run, reload } = useStoredActions(draft.load, setStatus);

  if (draft.loadError) return <LoadFailed message={draft.loadError} />;
  if (!view || !live || !conversion) return <Loading />;

  const invalidRow = rows.findIndex((r) => rowAmount(r) === undefined) + 1;
  const badDateRow = rows.findIndex(badDate) + 1;
  const edited = view.version > 0;
  // The edits are read when the save starts (a second click while one runs sends nothing).
  const save = () =>
    void run(() => saveTransactions(conversionId, saveBody(view.version, rows, year)), REVIEW_MESSAGES.saved);
  const restore = () => void run(() => restoreOriginal(conversionId, view.version), REVIEW_MESSAGES.restored);

  return (
    <main id="main" className="review-page">
      <ReviewHeader conversion={conversion} edited={edited} />
      <ReviewStatus state={live.state} scan={live.scan} conversion={conversion} dirty={dirty} />
      <YearTools
        yearText={yearText}
        onYearText={draft.setYearText}
        onApply={() => applyYearForAll(draft, edit, setStatus)}
      />
      <div className="review-table-wrap">
        <ReviewTable
          rows={rows}
          running={live.running}
          breaking={live.breaking}
          assumedAt={live.assumedAt}
          imageAt={live.imageAt}
          scanOpen={live.scanOpen}
          totals={tableTotals(live, view)}
          sections={view.sections}
          onChange={onChange}
          onFlip={onFlip}
          onAddBelow={onAddBelow}
          onRemove={onRemove}
        />
      </div>
      <ReviewBar
        invalidRow={invalidRow}
        badDateRow={badDateRow}
        status={status}
        dirty={dirty}
        edited={edited}
        onSave={save}
        onReload={reload}
        onRestore={restore}
      />
    </main>
  );
}
