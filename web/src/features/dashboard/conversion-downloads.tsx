import { useAuth } from '../../lib/auth/use-auth';
import type { Conversion } from '../../lib/conversions';
import { CsvDownloads } from './csv-downloads';
import { StatementFiles } from './row/statement-files';
import { useCsvFormat } from './use-csv-format';
import { useRowActions } from './use-row-actions';
import './dashboard.css';
import './row/row.css';

interface ConversionDownloadsProps {
  conversion: Conversion;
  /** The row changed on the server (an account number given). */
  onUpdated(conversion: Conversion): void;
}

/** A finished conversion's files, as its history row offers them: each CSV layout, the spreadsheet, OFX and QBO. */
export function ConversionDownloads({ conversion, onUpdated }: ConversionDownloadsProps) {
  const { user } = useAuth();
  const [csvFormat, setCsvFormat] = useCsvFormat(user?.userId);
  const actions = useRowActions(() => undefined);
  const message = actions.messages[conversion.conversionId];
  return (
    <div className="tx-actions">
      <CsvDownloads
        conversion={conversion}
        preferred={csvFormat}
        onPreferredChange={setCsvFormat}
        downloading={actions.downloading[conversion.conversionId]}
        onDownload={(request) => void actions.download(conversion, request)}
      />
      <StatementFiles
        conversion={conversion}
        downloading={actions.downloading[conversion.conversionId]}
        onDownload={(request) => void actions.download(conversion, request)}
        onUpdated={onUpdated}
      />
      {message ? (
        <p className="row-inline-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
