import { canDeleteConversion, displayStatus, formatDateTime, formatFileSize, type CsvProfile } from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';
import { ConversionDetails } from './conversion-details';
import type { DownloadRequest } from './conversions-api';
import { CsvDownloads } from './csv-downloads';
import { RowQuality } from '../review/row-quality';

export const TRY_AGAIN_ALERT = 'To try again, upload the PDF again in the upload area above.';

interface TransactionRowProps {
  conversion: Conversion;
  downloading: DownloadRequest | undefined;
  onDownload(request: DownloadRequest): void;
  csvFormat: CsvProfile;
  onCsvFormatChange(profile: CsvProfile): void;
  onDelete(): void;
  /** A row changed on the server (year confirmed): shown at once, without waiting for a reload. */
  onUpdated(conversion: Conversion): void;
}

const STATUS_LABEL = { uploading: 'Uploading', processing: 'Processing', completed: 'Completed', error: 'Failed', downloading: 'Downloading' };

export function TransactionRow({ conversion, downloading, onDownload, csvFormat, onCsvFormatChange, onDelete, onUpdated }: TransactionRowProps) {
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
            <button type="button" className="btn btn-secondary btn-small" disabled={Boolean(downloading)} onClick={() => onDownload({ kind: 'xlsx' })}>
              {downloading?.kind === 'xlsx' ? 'Downloading...' : 'Raw spreadsheet'}
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
          disabled={!canDeleteConversion(conversion)}
          aria-label={`Delete ${conversion.originalFileName}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
