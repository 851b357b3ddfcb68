import { useLayoutEffect, useRef } from 'react';
import type { Conversion } from '../../lib/conversions';
import { ConversionDownloads } from '../dashboard';
import { ITEM_LABELS, ITEM_TEXT, itemState, type BatchItem, type ItemState } from './batch-items';
import { PasswordForm } from './password-form';

function Progress({ name, value, label }: { name: string; value: number; label: string }) {
  return (
    <div className="batch-progress">
      <div
        className="batch-progress-track"
        role="progressbar"
        aria-label={`${label} ${name}`}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="batch-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="batch-progress-value">{value}%</span>
    </div>
  );
}

function StateText({ state, item }: { state: ItemState; item: BatchItem }) {
  switch (state.kind) {
    case 'uploading':
      return item.transfer?.state === 'waiting' ? (
        <p className="batch-row-text">{ITEM_TEXT.waitingToSend}</p>
      ) : (
        <Progress name={item.name} value={state.progress} label="Uploading" />
      );
    case 'converting':
      return <Progress name={item.name} value={state.progress} label="Converting" />;
    case 'arriving':
      return <p className="batch-row-text">{ITEM_TEXT.arriving}</p>;
    case 'lost':
      return <p className="batch-row-text batch-error">{ITEM_TEXT.lost}</p>;
    case 'queued':
      return <p className="batch-row-text">{ITEM_TEXT.queued}</p>;
    case 'password':
      return <p className="batch-row-text">{ITEM_TEXT.needsPassword}</p>;
    case 'failed':
      return <p className="batch-row-text batch-error">{state.message}</p>;
    case 'done':
      return null;
  }
}

/** Once a password is taken its form goes: focus stays on the file's line rather than falling to the page.
 * A layout effect, so focus moves in the same commit that removes the form. */
function useFocusAfterPassword(kind: ItemState['kind']) {
  const line = useRef<HTMLLIElement>(null);
  const before = useRef(kind);
  useLayoutEffect(() => {
    const left = before.current === 'password' && kind !== 'password';
    before.current = kind;
    if (left && (document.activeElement === document.body || !document.activeElement)) line.current?.focus();
  }, [kind]);
  return line;
}

/** One file of the batch: its name, status, progress or message, and what it needs or offers (password, files). */
export function BatchRow({ item, onUpdated }: { item: BatchItem; onUpdated(row: Conversion): void }) {
  const state = itemState(item);
  const line = useFocusAfterPassword(state.kind);
  return (
    <li ref={line} tabIndex={-1} className={`batch-row batch-row-${state.kind}`}>
      <div className="batch-row-head">
        <span className="batch-row-name">{item.name}</span>
        <span className={`batch-badge batch-badge-${state.kind}`}>{ITEM_LABELS[state.kind]}</span>
      </div>
      <StateText state={state} item={item} />
      {state.kind === 'password' && item.row ? (
        <PasswordForm row={item.row} name={item.name} onUpdated={onUpdated} />
      ) : null}
      {state.kind === 'done' ? <ConversionDownloads conversion={state.row} onUpdated={onUpdated} /> : null}
    </li>
  );
}
