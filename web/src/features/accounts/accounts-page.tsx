import { Link } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { AccountCard } from './account-card';
import { UnassignedStatements } from './unassigned-statements';
import { useAccounts } from './use-accounts';
import '../../components/ui/ui.css';
import './accounts.css';

function AccountsHeader() {
  return (
    <PageHeader title="Accounts" intro="Your statements by account: gaps between them, and one export per account.">
      <Link className="btn btn-secondary btn-small" to={paths.dashboard.getHref()}>
        Dashboard
      </Link>
    </PageHeader>
  );
}

/** `/accounts`: every account the user's finished statements show, each with its timeline, notes and export. */
export function AccountsPage() {
  const { view, error, loading, reload, replace, replaceAccount, unassign } = useAccounts();
  const empty = view !== null && view.accounts.length === 0 && view.unassigned.length === 0;
  return (
    <div className="page">
      <AccountsHeader />
      <main id="main" className="page-main">
        <p className="visually-hidden" role="status">
          {loading ? 'Loading your accounts…' : ''}
        </p>
        {error ? (
          <div className="accounts-error">
            <FormError message={error} />
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void reload()}>
              Try again
            </button>
          </div>
        ) : null}
        {empty ? (
          <p className="card account-card">
            No accounts yet: convert a statement and its account appears here.{' '}
            <Link to={paths.dashboard.getHref()}>Go to the dashboard</Link>
          </p>
        ) : null}
        {view?.accounts.map((account) => (
          <AccountCard
            key={account.accountId}
            account={account}
            onRenamed={replaceAccount}
            onUnassign={(id) => void unassign(id)}
          />
        ))}
        {view ? <UnassignedStatements view={view} onAssigned={replace} /> : null}
      </main>
    </div>
  );
}
