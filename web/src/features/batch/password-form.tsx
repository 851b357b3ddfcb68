import { GENERIC_SERVER_ERROR } from '@bankcsv/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';
import { givePassword } from './batch-api';

const PASSWORD_FAILED = 'Could not send the password. Please try again.';

function failureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message !== GENERIC_SERVER_ERROR
  ) {
    return error.message;
  }
  return PASSWORD_FAILED;
}

interface PasswordFormProps {
  row: Conversion;
  name: string;
  onUpdated(row: Conversion): void;
}

/** The password of a batch file waiting for it: sent with `PUT /conversions/{id}/password`, then it converts. */
export function PasswordForm({ row, name, onUpdated }: PasswordFormProps) {
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `batch-row-password-${row.conversionId}`;
  const errorId = `${inputId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter the PDF password first.');
    setSending(true);
    setError(null);
    try {
      onUpdated(await givePassword(row.conversionId, password));
    } catch (failure) {
      setError(failureMessage(failure));
      setSending(false);
    }
  };

  return (
    <form className="batch-password" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>PDF password for {name}</label>
      <div className="batch-password-row">
        <input
          id={inputId}
          className="field-input"
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-small" disabled={sending}>
          {sending ? 'Sending…' : 'Convert'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="batch-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
