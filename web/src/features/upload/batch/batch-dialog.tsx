import { BATCH_MESSAGES, UPLOAD_MESSAGES, validateYear } from '@bankcsv/domain';
import { useMemo, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { isAccepted, type BatchLine } from './batch-files';
import { BatchLineItem } from './batch-line';
import type { BatchFile } from './batch-transfers';
import { useBatchReadings, type LineReading, type ReadPdf } from './use-batch-readings';
import { YearField } from '../year-field';

interface BatchDialogProps {
  lines: BatchLine[];
  credits: number;
  busy: boolean;
  /** Why the batch could not start (shown in the dialog). */
  error: string | null;
  onCancel(): void;
  onConfirm(files: BatchFile[], year?: number): void;
  /** Opens a PDF in the browser (tests pass their own). */
  read?: ReadPdf;
}

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

interface Totals {
  files: number;
  credits: number;
  counting: number;
  locked: number;
}

function totalsOf(readings: LineReading[]): Totals {
  const totals: Totals = { files: readings.length, credits: 0, counting: 0, locked: 0 };
  for (const reading of readings) {
    if (reading.kind === 'measured') totals.credits += reading.charge.credits;
    else if (reading.kind === 'counting') totals.counting += 1;
    else if (reading.kind === 'locked') totals.locked += 1;
  }
  return totals;
}

function TotalLines({ totals, credits }: { totals: Totals; credits: number }) {
  const short = totals.credits > credits;
  return (
    <div className="batch-total">
      <p role="status">
        {totals.counting > 0
          ? `Counting pages… (${totals.files - totals.counting} of ${totals.files} files read)`
          : `${plural(totals.files, 'file')} to convert: ${plural(totals.credits, 'credit')}. ` +
            `You have ${plural(credits, 'credit')}.`}
      </p>
      {totals.locked > 0 ? (
        <p className="field-hint">
          {plural(totals.locked, 'password-protected file')} not counted yet: each is counted once it is opened.
        </p>
      ) : null}
      {short ? (
        <p className="notice notice-error" role="alert">
          {BATCH_MESSAGES.notEnoughCredits(totals.credits, credits)}
        </p>
      ) : null}
    </div>
  );
}

/** After a line is removed, focus goes to the next line's Remove (else the last one's, else the list). */
function focusAfterRemoval(list: HTMLUListElement | null, index: number) {
  requestAnimationFrame(() => {
    const buttons = list?.querySelectorAll<HTMLButtonElement>('.batch-line button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else list?.focus();
  });
}

function toSend(lines: BatchLine[], readingOf: (id: string) => LineReading): BatchFile[] {
  return lines.filter(isAccepted).map((line) => {
    const reading = readingOf(line.id);
    if (reading.kind === 'measured' && reading.password)
      return { localId: line.id, file: line.file, password: reading.password };
    return { localId: line.id, file: line.file, ...(reading.kind === 'locked' ? { needsPassword: true } : {}) };
  });
}

/** 'Convert Statements': every file dropped on its own line, their total credits, an optional year, then Confirm. */
export function BatchDialog({ lines: dropped, credits, busy, error, onCancel, onConfirm, read }: BatchDialogProps) {
  const accepted = useMemo(() => dropped.filter(isAccepted), [dropped]);
  const { readingOf, unlock } = useBatchReadings(accepted, read);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<HTMLUListElement>(null);
  const [year, setYear] = useState('');
  const [yearError, setYearError] = useState<string | null>(null);
  const lines = dropped.filter((line) => !removed.has(line.id));
  const kept = lines.filter(isAccepted);
  const totals = totalsOf(kept.map((line) => readingOf(line.id)));
  const ready = kept.length > 0 && totals.counting === 0 && totals.credits <= credits && !busy;

  const confirm = () => {
    const problem = validateYear(year);
    setYearError(problem);
    if (!problem) onConfirm(toSend(kept, readingOf), year.trim() ? Number(year.trim()) : undefined);
  };

  return (
    <Modal title="Convert Statements" onClose={onCancel} locked={busy} className="batch-dialog">
      <ul ref={list} className="batch-lines" aria-label="Files" tabIndex={-1}>
        {lines.map((line) => (
          <BatchLineItem
            key={line.id}
            line={line}
            reading={isAccepted(line) ? readingOf(line.id) : null}
            onRemove={() => {
              setRemoved((prev) => new Set([...prev, line.id]));
              focusAfterRemoval(list.current, kept.indexOf(line as (typeof kept)[number]));
            }}
            onUnlock={(password) => isAccepted(line) && void unlock(line, password)}
          />
        ))}
      </ul>
      {kept.length === 0 ? <p className="notice notice-warning">No PDFs to convert in what was dropped.</p> : null}
      <YearField
        id="batch-year"
        year={year}
        onYear={setYear}
        error={yearError}
        hint="Used for transaction dates that do not show a year; a statement that prints its period uses its own."
      />
      {totals.locked > 0 ? <p className="notice notice-warning">{UPLOAD_MESSAGES.passwordWarning}</p> : null}
      <TotalLines totals={totals} credits={credits} />
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={confirm}>
          {busy ? 'Starting…' : `Convert ${plural(kept.length, 'file')}`}
        </button>
      </div>
    </Modal>
  );
}
