import { GENERIC_SERVER_ERROR, type AccountView, type AccountsView, type StatementPartView } from '@bankcsv/domain';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { partPeriod } from './account-card';
import { assignPart } from './accounts-api';

const ASSIGN_FAILED = 'Could not assign the statement. Please try again.';

function failureMessage(error: unknown): string {
  const said = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return said && error.message !== GENERIC_SERVER_ERROR ? error.message : ASSIGN_FAILED;
}

interface PartProps {
  part: StatementPartView;
  accounts: AccountView[];
  onAssigned(view: AccountsView): void;
}

function UnassignedPart({ part, accounts, onAssigned }: PartProps) {
  const [accountId, setAccountId] = useState(accounts[0]?.accountId ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = `assign-${part.partId}`;
  const assign = async () => {
    setBusy(true);
    setError(null);
    try {
      onAssigned(await assignPart(part.partId, accountId));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <li className="unassigned-part">
      <p className="unassigned-name">
        <strong>{part.originalFileName}</strong>
        {part.section !== null ? ` (account ${part.section + 1} on it)` : ''} · {partPeriod(part)}
      </p>
      <div className="unassigned-row">
        <label htmlFor={selectId}>Account for {part.originalFileName}</label>
        <select id={selectId} className="field-input" value={accountId} onChange={(e) => setAccountId(e.target.value)}>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {a.title}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={() => void assign()}>
          {busy ? 'Assigning…' : 'Assign'}
        </button>
      </div>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Statements that print no account number: each waits for the user to say which account it belongs to. */
export function UnassignedStatements({ view, onAssigned }: { view: AccountsView; onAssigned(v: AccountsView): void }) {
  if (view.unassigned.length === 0) return null;
  return (
    <section className="card account-card" aria-labelledby="unassigned-title">
      <h2 id="unassigned-title">Statements without an account number</h2>
      <p className="field-hint">These statements print no account number: choose the account each belongs to.</p>
      {view.accounts.length === 0 ? (
        <p className="notice notice-warning">
          No account to assign them to yet: convert a statement of the account that prints its number first.
        </p>
      ) : (
        <ul className="unassigned-list">
          {view.unassigned.map((part) => (
            <UnassignedPart key={part.partId} part={part} accounts={view.accounts} onAssigned={onAssigned} />
          ))}
        </ul>
      )}
    </section>
  );
}
