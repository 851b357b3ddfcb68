import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { transfersRunning, useBatchTransfers } from '../upload';
import { batchItems, batchSummary, itemState } from './batch-items';
import { BatchRow } from './batch-row';
import { useBatch } from './use-batch';
import '../../components/ui/ui.css';
import './batch.css';

/** Leaving while this tab still sends files would lose them: the browser asks first. */
function useLeaveWarning(sending: boolean) {
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (transfersRunning()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);
}

export function BatchHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <PageHeader title={title} intro={intro}>
      <Link className="btn btn-secondary btn-small" to={paths.dashboard.getHref()}>
        Dashboard
      </Link>
      <Link className="btn btn-secondary btn-small" to={paths.accounts.getHref()}>
        Accounts
      </Link>
    </PageHeader>
  );
}

/** `/batches/:batchId`: every file of one drop, followed until each is done, failed or waits for the user. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const transfers = useBatchTransfers(batchId);
  const sending = transfers.some((t) => t.state === 'waiting' || t.state === 'sending');
  const batch = useBatch(batchId, sending);
  useLeaveWarning(sending);
  const items = batchItems(batch.rows, transfers);
  const loading = batch.rows === null && transfers.length === 0 && !batch.error;

  return (
    <div className="page">
      <BatchHeader title="Batch" intro="Each file converts on its own; this page follows them all." />
      <main id="main" className="page-main">
        <section className="card batch-card" aria-labelledby="batch-files-title">
          <h2 id="batch-files-title">Files</h2>
          <p className="batch-summary" role="status" aria-live="polite">
            {loading ? 'Loading the batch…' : batchSummary(items.map(itemState))}
          </p>
          {batch.missing && transfers.length > 0 ? null : <FormError message={batch.error} />}
          <ul className="batch-rows">
            {items.map((item) => (
              <BatchRow key={item.key} item={item} onUpdated={batch.replace} />
            ))}
          </ul>
          <p className="batch-next">
            Finished statements join their accounts: <Link to={paths.accounts.getHref()}>see your accounts</Link> for
            gaps between statements and one export per account.
          </p>
        </section>
      </main>
    </div>
  );
}
