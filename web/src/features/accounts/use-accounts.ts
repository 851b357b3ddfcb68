import type { AccountView, AccountsView } from '@bankcsv/domain';
import { useCallback, useEffect, useState } from 'react';
import { assignPart, getAccounts } from './accounts-api';

export const ACCOUNTS_LOAD_FAILED = 'Could not load your accounts. Please try again.';
export const UNASSIGN_FAILED = 'Could not take the statement out of the account. Please try again.';

/** `GET /accounts`, kept up to date by what the page's own changes answer with. */
export function useAccounts() {
  const [view, setView] = useState<AccountsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setView(await getAccounts());
      setError(null);
    } catch {
      setError(ACCOUNTS_LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the request answers
    void load();
  }, [load]);

  const replaceAccount = useCallback((account: AccountView) => {
    setView((prev) =>
      prev ? { ...prev, accounts: prev.accounts.map((a) => (a.accountId === account.accountId ? account : a)) } : prev,
    );
  }, []);

  /** A statement the user assigned goes back to waiting for an account. */
  const unassign = useCallback(async (partId: string) => {
    try {
      setView(await assignPart(partId, null));
      setError(null);
    } catch {
      setError(UNASSIGN_FAILED);
    }
  }, []);

  return { view, error, loading, reload: load, replace: setView, replaceAccount, unassign };
}
