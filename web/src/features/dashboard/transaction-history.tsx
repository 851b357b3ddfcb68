import { HISTORY_MESSAGES, RECENT_CONVERSIONS_LIMIT, RETENTION_TEXT } from '@bankcsv/domain';
import { useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { useAuth } from '../../lib/auth/use-auth';
import type { Conversion } from '../../lib/conversions';
import { DeleteDialog } from './delete-dialog';
import { TransactionRow } from './transaction-row';
import { useCsvFormat } from './use-csv-format';
import { useRowActions } from './use-row-actions';

interface TransactionHistoryProps {
  items: Conversion[];
  loading: boolean;
  error: string | null;
  removeLocally(conversionId: string): void;
  replaceLocally(conversion: Conversion): void;
}

/** 'Recent Conversions': the newest five, with the rest one click away. */
export function TransactionHistory({ items, loading, error, removeLocally, replaceLocally }: TransactionHistoryProps) {
  const [showAll, setShowAll] = useState(false);
  const actions = useRowActions(removeLocally);
  const { user } = useAuth();
  const [csvFormat, setCsvFormat] = useCsvFormat(user?.userId);
  const visible = showAll ? items : items.slice(0, RECENT_CONVERSIONS_LIMIT);
  // Uploads are conversions; "transactions" are the lines of a statement.
  const count = `${items.length} ${items.length === 1 ? 'conversion' : 'conversions'}`;

  return (
    <section className="card dash-section" aria-labelledby="history-title">
      <div className="dash-section-head">
        <h2 id="history-title">Recent Conversions</h2>
        <span className="tx-count">{count}</span>
      </div>
      <p className="tx-note">{RETENTION_TEXT.dashboardNote}</p>
      <FormError message={error} />
      {!loading && items.length === 0 && !error ? (
        <div className="tx-empty">
          <p className="tx-empty-title">{HISTORY_MESSAGES.emptyTitle}</p>
          <p>{HISTORY_MESSAGES.emptyHint}</p>
        </div>
      ) : (
        <ul className="tx-list">
          {visible.map((conversion) => (
            <TransactionRow
              key={conversion.conversionId}
              conversion={conversion}
              downloading={actions.downloading[conversion.conversionId]}
              onDownload={(request) => void actions.download(conversion, request)}
              csvFormat={csvFormat}
              onCsvFormatChange={setCsvFormat}
              onDelete={() => actions.setPendingDelete(conversion)}
              onUpdated={replaceLocally}
              message={actions.messages[conversion.conversionId]}
            />
          ))}
        </ul>
      )}
      {items.length > RECENT_CONVERSIONS_LIMIT ? (
        <button type="button" className="btn btn-link tx-more" onClick={() => setShowAll((v) => !v)}>
          {showAll ? 'Show recent only' : `View all ${items.length} conversions`}
        </button>
      ) : null}
      {actions.pendingDelete ? (
        <DeleteDialog
          fileName={actions.pendingDelete.originalFileName}
          busy={actions.deleting}
          error={actions.deleteError}
          onCancel={() => actions.setPendingDelete(null)}
          onConfirm={() => void actions.confirmDelete()}
        />
      ) : null}
    </section>
  );
}
