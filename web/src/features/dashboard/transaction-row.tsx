import { canDeleteConversion, displayStatus, formatDateTime, formatFileSize, type CsvProfile } from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';
import { ConversionDetails } from './conversion-details';
import type { DownloadRequest } from './conversions-api';
import { CsvDownloads } from './csv-downloads';
import { RowQuality } from '../review';
import { FailedRowActions } from './row/failed-row-actions';
import { StatementFiles } from './row/statement-files';
import { StatementIdentity } from './row/statement-identity';

interface TransactionRowProps {
  conversion: Conversion;
  downloading: DownloadRequest | undefined;
  onDownload(request: DownloadRequest): void;
  csvFormat: CsvProfile;
  onCsvFormatChange(profile: CsvProfile): void;
  onDelete(): void;
  /** A row changed on the server (year confirmed): shown at once, without waiting for a reload. */
  onUpdated(conversion: Conversion): void;
  /** A failed download, shown on the row instead of an alert. */
  message?: string;
}

const STATUS_LABEL = {
  uploading: 'Uploading',
  queued: 'Waiting',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Failed',
  downloading: 'Downloading',
};

type RowStatus = keyof typeof STATUS_LABEL;

/** The file's name and status, the statement it is, and when it was uploaded. */
function RowHeading({ conversion, status }: { conversion: Conversion; status: RowStatus }) {
  return (
    <>
      <div className="tx-title">
        <span className="tx-name" title={conversion.originalFileName}>
          {conversion.originalFileName || conversion.fileName}
        </span>
        <span className={`status-badge status-${status}`}>{STATUS_LABEL[status]}</span>
      </div>
      <StatementIdentity conversion={conversion} />
      <div className="tx-meta">
        <span>{formatDateTime(conversion.createdAt)}</span>
        <span>{formatFileSize(conversion.fileSize)}</span>
        {conversion.userYear ? <span>Year {conversion.userYear}</span> : null}
      </div>
    </>
  );
}

export function TransactionRow({
  conversion,
  downloading,
  onDownload,
  csvFormat,
  onCsvFormatChange,
  onDelete,
  onUpdated,
  message,
}: TransactionRowProps) {
  const status = downloading ? 'downloading' : displayStatus(conversion.status);
  const done = status === 'completed' || status === 'downloading';
  return (
    <li className="tx-row">
      <div className="tx-main">
        <RowHeading conversion={conversion} status={status} />
        <ConversionDetails conversion={conversion} status={status} />
        {done ? <RowQuality conversion={conversion} onUpdated={onUpdated} /> : null}
      </div>
      <div className="tx-actions">
        {done ? (
          <>
            <CsvDownloads
              conversion={conversion}
              preferred={csvFormat}
              onPreferredChange={onCsvFormatChange}
              downloading={downloading}
              onDownload={onDownload}
            />
            <StatementFiles
              conversion={conversion}
              downloading={downloading}
              onDownload={onDownload}
              onUpdated={onUpdated}
            />
          </>
        ) : null}
        {status === 'error' ? <FailedRowActions conversion={conversion} onUpdated={onUpdated} /> : null}
        <button
          type="button"
          className="btn btn-link btn-small tx-delete"
          disabled={!canDeleteConversion(conversion)}
          aria-label={`Delete ${conversion.originalFileName}`}
          onClick={onDelete}
        >
          Delete
        </button>
        {message ? (
          <p className="row-inline-error" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
