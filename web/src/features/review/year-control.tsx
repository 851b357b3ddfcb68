import { validateYear } from '@bankcsv/domain';
import { useId, useState } from 'react';
import type { Conversion } from '../../lib/conversions';
import { failureText, setStatementYear } from './review-api';

/** "Year assumed: 2025 — change": confirm the year in one click, or type another; either makes the row ready. */
export function YearControl({
  conversion,
  label,
  onUpdated,
}: {
  conversion: Conversion;
  label: string;
  onUpdated(c: Conversion): void;
}) {
  const [changing, setChanging] = useState(false);
  const [value, setValue] = useState(String(conversion.statementYear ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = async (year: number) => {
    setBusy(true);
    setError(null);
    try {
      onUpdated(await setStatementYear(conversion.conversionId, conversion.transactionsVersion ?? 0, year));
      setChanging(false);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
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
        <form
          className="year-form"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = validateYear(value) ?? (value.trim() === '' ? 'Enter the statement year.' : null);
            if (problem) setError(problem);
            else void submit(Number(value.trim()));
          }}
        >
          <label htmlFor={inputId}>Statement year</label>
          <input
            id={inputId}
            inputMode="numeric"
            maxLength={4}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
            {busy ? 'Saving...' : 'Set year'}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
