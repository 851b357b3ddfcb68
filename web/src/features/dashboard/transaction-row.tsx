import { displayStatus, formatDateTime, formatFileSize, isInFlight } from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';
import { ConversionDetails } from './conversion-details';
import type { DownloadKind } from './conversions-api';

export const TRY_AGAIN_ALERT = 'To try again, upload the PDF again in the upload area above.';

interface TransactionRowProps {
  conversion: Conversion;
  downloading: DownloadKind | undefined;
  onDownload(kind: DownloadKind): void;
  onDelete(): void;
}

const STATUS_LABEL = { uploading: 'Uploading', processing: 'Processing', completed: 'Completed', error: 'Failed', downloading: 'Downloading' };

export function TransactionRow({ conversion, downloading, onDownload, onDelete }: TransactionRowProps) {
  const status = downloading ? 'downloading' : displayStatus(conversion.status);
  const done = status === 'completed' || status === 'downloading';
  return (
    <li className="tx-row">
      <div className="tx-main">
        <div className="tx-title">
          <span className="tx-name" title={conversion.originalFileName}>
            {conversion.originalFileName || conversion.fileName}
          </span>
          <span className={`status-badge status-${status}`}>{STATUS_LABEL[status]}</span>
        </div>
        <div className="tx-meta">
          <span>{formatDateTime(conversion.createdAt)}</span>
          <span>{formatFileSize(conversion.fileSize)}</span>
          {conversion.userYear ? <span>Year {conversion.userYear}</span> : null}
        </div>
        <ConversionDetails conversion={conversion} status={status} />
      </div>
      <div className="tx-actions">
        {done ? (
          <>
            <button type="button" className="btn btn-primary btn-small" disabled={Boolean(downloading)} onClick={() => onDownload('csv')}>
              {downloading === 'csv' ? 'Downloading...' : 'Download CSV'}
            </button>
            <button type="button" className="btn btn-secondary btn-small" disabled={Boolean(downloading)} onClick={() => onDownload('xlsx')}>
              {downloading === 'xlsx' ? 'Downloading...' : 'Raw spreadsheet'}
            </button>
          </>
        ) : null}
        {status === 'error' ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => window.alert(TRY_AGAIN_ALERT)}>
            Try Again
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-link btn-small tx-delete"
          disabled={isInFlight(conversion.status)}
          aria-label={`Delete ${conversion.originalFileName}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
