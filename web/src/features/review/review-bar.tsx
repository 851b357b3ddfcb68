import { REVIEW_MESSAGES } from '@bankcsv/domain';
import type { Status } from './use-review';

interface ReviewBarProps {
  /** 1-based number of the first row with an amount that does not read, 0 for none. */
  invalidRow: number;
  /** 1-based number of the first row with a date that does not read, 0 for none. */
  badDateRow: number;
  status: Status;
  dirty: boolean;
  edited: boolean;
  onSave(): void;
  onReload(): void;
  onRestore(): void;
}

/** Below the table: what stops a save, how the last one went, and Save, Discard and Undo to original. */
export function ReviewBar(props: ReviewBarProps) {
  const { invalidRow, badDateRow, status, dirty, edited, onSave, onReload, onRestore } = props;
  const busy = status.kind === 'busy';
  return (
    <div className="review-bar">
      <BarMessages invalidRow={invalidRow} badDateRow={badDateRow} status={status} onReload={onReload} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!dirty || busy || status.kind === 'stale' || invalidRow > 0 || badDateRow > 0}
        onClick={onSave}
      >
        {busy ? 'Saving...' : 'Save'}
      </button>
      {dirty ? (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onReload}>
          Discard changes
        </button>
      ) : null}
      {edited ? (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onRestore}>
          Undo to original
        </button>
      ) : null}
    </div>
  );
}

type BarMessagesProps = Pick<ReviewBarProps, 'invalidRow' | 'badDateRow' | 'status' | 'onReload'>;

/** A row that does not read, a refused save, a save another window made first (reload), or a save done. */
function BarMessages({ invalidRow, badDateRow, status, onReload }: BarMessagesProps) {
  return (
    <>
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
          <button type="button" className="btn btn-secondary" onClick={onReload}>
            Reload the saved version
          </button>
        </div>
      ) : null}
      {status.kind === 'done' ? (
        <p className="review-saved" role="status">
          {status.message}
        </p>
      ) : null}
    </>
  );
}
