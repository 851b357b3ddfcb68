import { validateYear } from '@bankcsv/domain';
import { useId, useState } from 'react';
import type { Conversion } from '../../lib/conversions';
import { failureText, setStatementYear } from './review-api';

interface YearControlProps {
  conversion: Conversion;
  label: string;
  onUpdated(c: Conversion): void;
}

/** "Year assumed: 2025 — change": confirm the year in one click, or type another; either makes the row ready. */
export function YearControl({ conversion, label, onUpdated }: YearControlProps) {
  const [changing, setChanging] = useState(false);
  // Kept here, not in the form: closing and opening the form again keeps what was typed.
  const [value, setValue] = useState(String(conversion.statementYear ?? ''));
  const { busy, error, setError, submit } = useYearSubmit(conversion, onUpdated, () => setChanging(false));
  const inputId = useId();
  const submitTyped = () => {
    const problem = validateYear(value) ?? (value.trim() === '' ? 'Enter the statement year.' : null);
    if (problem) setError(problem);
    else void submit(Number(value.trim()));
  };

  return (
    <div className="year-control">
      <span className="year-assumed">
        {label} —{' '}
        <button
          type="button"
          className="btn btn-link btn-small"
          aria-expanded={changing}
          onClick={() => setChanging((v) => !v)}
        >
          change
        </button>
      </span>
      {conversion.statementYear ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => void submit(conversion.statementYear as number)}
        >
          {busy && !changing ? 'Saving...' : `Confirm ${conversion.statementYear}`}
        </button>
      ) : null}
      {changing ? (
        <YearForm inputId={inputId} value={value} onValue={setValue} busy={busy} onSubmit={submitTyped} />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Sends a year for the statement; `busy` while it goes, `error` when it was refused. */
function useYearSubmit(conversion: Conversion, onUpdated: (c: Conversion) => void, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (year: number) => {
    setBusy(true);
    setError(null);
    try {
      onUpdated(await setStatementYear(conversion.conversionId, conversion.transactionsVersion ?? 0, year));
      onDone();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}

interface YearFormProps {
  inputId: string;
  value: string;
  onValue(value: string): void;
  busy: boolean;
  onSubmit(): void;
}

/** Another year, typed. */
function YearForm({ inputId, value, onValue, busy, onSubmit }: YearFormProps) {
  return (
    <form
      className="year-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId}>Statement year</label>
      <input id={inputId} inputMode="numeric" maxLength={4} value={value} onChange={(e) => onValue(e.target.value)} />
      <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
        {busy ? 'Saving...' : 'Set year'}
      </button>
    </form>
  );
}
