import { GENERIC_SERVER_ERROR, type AccountView } from '@bankcsv/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { renameAccount } from './accounts-api';

const MAX_NAME = 80;
const RENAME_FAILED = 'Could not rename the account. Please try again.';

function failureMessage(error: unknown): string {
  const said = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return said && error.message !== GENERIC_SERVER_ERROR ? error.message : RENAME_FAILED;
}

/** "Rename": the user's name for the account (empty goes back to bank and last 4 digits). */
export function RenameAccount({ account, onRenamed }: { account: AccountView; onRenamed(a: AccountView): void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(account.name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `rename-${account.accountId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onRenamed(await renameAccount(account.accountId, name.trim()));
      setOpen(false);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`Rename ${account.title}`}
        onClick={() => setOpen(true)}
      >
        Rename
      </button>
    );
  }
  return (
    <form className="account-rename" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>Account name</label>
      <div className="account-rename-row">
        <input
          id={inputId}
          className="field-input"
          value={name}
          maxLength={MAX_NAME}
          placeholder={account.bank ?? ''}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
      <p className="field-hint">Up to {MAX_NAME} characters; leave it empty to use the bank and last 4 digits.</p>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
