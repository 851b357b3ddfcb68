import {
  CARD_IMPORT_NOTE,
  CSV_PROFILES,
  CSV_PROFILE_LABELS,
  DEFAULT_CSV_PROFILE,
  accountsExplanation,
  csvPartLabel,
  csvPartsOf,
  isCsvProfile,
  splitExplanation,
  type CsvProfile,
} from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';
import type { DownloadRequest } from './conversions-api';

interface CsvDownloadsProps {
  conversion: Conversion;
  /** The layout the user prefers; a row that lacks it shows Sage. */
  preferred: CsvProfile;
  onPreferredChange(profile: CsvProfile): void;
  downloading: DownloadRequest | undefined;
  onDownload(request: DownloadRequest): void;
}

interface CsvFormatSelectProps {
  id: string;
  offered: CsvProfile[];
  value: CsvProfile;
  onChange(profile: CsvProfile): void;
}

function CsvFormatSelect({ id, offered, value, onChange }: CsvFormatSelectProps) {
  return (
    <span className="tx-csv-format">
      <label htmlFor={id}>CSV format</label>
      <select
        id={id}
        className="tx-csv-select"
        value={value}
        onChange={(event) => {
          if (isCsvProfile(event.target.value)) onChange(event.target.value);
        }}
      >
        {offered.map((p) => (
          <option key={p} value={p}>
            {CSV_PROFILE_LABELS[p]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The 'CSV format' choice of a finished row and its download button, one per part when a layout is split. */
export function CsvDownloads({ conversion, preferred, onPreferredChange, downloading, onDownload }: CsvDownloadsProps) {
  const parts = csvPartsOf(conversion.csvParts);
  // Only layouts this conversion has files for: a row converted earlier has Sage alone.
  const offered = CSV_PROFILES.filter((p) => (parts[p] ?? 0) > 0);
  const profile = offered.includes(preferred) ? preferred : DEFAULT_CSV_PROFILE;
  const count = parts[profile] ?? 1;
  const busy = Boolean(downloading);
  const selectId = `csv-format-${conversion.conversionId}`;
  const isDownloading = (part: number) =>
    downloading?.kind === 'csv' && downloading.profile === profile && downloading.part === part;
  const download = (part: number) => onDownload({ kind: 'csv', profile, part });
  // A statement of several accounts has a file (or more) per account: each button names its account.
  const accountParts = conversion.csvAccountParts?.[profile];
  const accounts = accountParts && accountParts.length > 1 ? accountParts : null;
  const split = accounts ? accountsExplanation(profile, accounts) : splitExplanation(profile, count);

  return (
    <>
      {offered.length > 1 ? (
        <CsvFormatSelect id={selectId} offered={offered} value={profile} onChange={onPreferredChange} />
      ) : null}
      {count === 1 ? (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={() => download(1)}>
          {isDownloading(1) ? 'Downloading...' : 'Download CSV'}
        </button>
      ) : (
        <span
          className="tx-csv-parts"
          role="group"
          aria-label={accounts ? `Download CSV, one file per account` : `Download CSV, ${count} parts`}
        >
          {Array.from({ length: count }, (_, i) => i + 1).map((part) => (
            <button
              key={part}
              type="button"
              className="btn btn-primary btn-small"
              disabled={busy}
              onClick={() => download(part)}
            >
              {isDownloading(part) ? 'Downloading...' : csvPartLabel(conversion, profile, part)}
            </button>
          ))}
        </span>
      )}
      {split ? <p className="tx-split-note">{split}</p> : null}
      {conversion.card ? <p className="tx-split-note">{CARD_IMPORT_NOTE}</p> : null}
    </>
  );
}
