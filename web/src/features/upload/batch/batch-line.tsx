import { BATCH_MESSAGES, SCAN_PRICE_NOTE, formatFileSize } from '@bankcsv/domain';
import { useState, type FormEvent } from 'react';
import type { BatchLine } from './batch-files';
import type { LineReading } from './use-batch-readings';

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

function readingText(reading: LineReading): string {
  switch (reading.kind) {
    case 'counting':
      return 'Counting pages…';
    case 'measured': {
      const scan = reading.charge.scanned ? ` (${SCAN_PRICE_NOTE})` : '';
      return `${plural(reading.charge.pages, 'page')}${scan} · ${plural(reading.charge.credits, 'credit')}`;
    }
    case 'locked':
      return 'Password protected';
    case 'unreadable':
      return 'Pages not read here: the conversion counts them';
  }
}

interface UnlockProps {
  id: string;
  name: string;
  reading: Extract<LineReading, { kind: 'locked' }>;
  onUnlock(password: string): void;
}

/** The password of a locked PDF, tried here (pdfjs) before anything is sent. */
function UnlockForm({ id, name, reading, onUnlock }: UnlockProps) {
  const [password, setPassword] = useState('');
  const inputId = `batch-password-${id}`;
  const errorId = `${inputId}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onUnlock(password);
  };
  return (
    <form className="batch-unlock" onSubmit={submit} noValidate>
      <p className="field-hint">{BATCH_MESSAGES.needsPassword} Or leave it and give it on the batch page.</p>
      <div className="batch-unlock-row">
        <label htmlFor={inputId} className="visually-hidden">
          Password for {name}
        </label>
        <input
          id={inputId}
          className="field-input"
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={Boolean(reading.error)}
          aria-describedby={reading.error ? errorId : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary btn-small" disabled={reading.checking || !password}>
          {reading.checking ? 'Opening…' : 'Open'}
        </button>
      </div>
      {reading.error ? (
        <p id={errorId} className="convert-error" role="alert">
          {reading.error}
        </p>
      ) : null}
    </form>
  );
}

interface BatchLineProps {
  line: BatchLine;
  reading: LineReading | null;
  onRemove(): void;
  onUnlock(password: string): void;
}

/** One file of the batch: its name and size, what it costs (or why it is left out), and its password if locked. */
export function BatchLineItem({ line, reading, onRemove, onUnlock }: BatchLineProps) {
  const refused = 'error' in line;
  return (
    <li className={`batch-line${refused ? ' batch-line-refused' : ''}`}>
      <div className="batch-line-head">
        <span className="batch-line-name">{line.name}</span>
        {refused ? null : (
          <button
            type="button"
            className="btn btn-link btn-small"
            aria-label={`Remove ${line.name}`}
            onClick={onRemove}
          >
            Remove
          </button>
        )}
      </div>
      {refused ? (
        <p className="batch-line-error">{line.error}</p>
      ) : (
        <p className="batch-line-meta">
          {formatFileSize(line.file.size)}
          {line.from ? ` · from ${line.from}` : ''}
          {reading ? ` · ${readingText(reading)}` : ''}
        </p>
      )}
      {!refused && reading?.kind === 'locked' ? (
        <UnlockForm id={line.id} name={line.name} reading={reading} onUnlock={onUnlock} />
      ) : null}
    </li>
  );
}
