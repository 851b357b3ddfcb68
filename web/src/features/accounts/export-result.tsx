import { formatMoney, statementDate, type AccountExportView } from '@bankcsv/domain';

const money = (value: number | null) => (value === null ? 'not shown' : formatMoney(value));

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** What an export made: its files (links for 5 minutes), the period, opening, closing and rows, and any breaks. */
export function ExportResult({ result }: { result: AccountExportView }) {
  const period =
    result.from && result.to ? `${statementDate(result.from)} to ${statementDate(result.to)}` : 'the whole account';
  return (
    <div className="export-result">
      <p className="export-result-summary">
        {period}: opening {money(result.openingBalance)}, closing {money(result.closingBalance)},{' '}
        {plural(result.transactions, 'transaction')}.
      </p>
      <ul className="export-files" aria-label="Exported files">
        {result.files.map((file) => (
          <li key={file.url}>
            <a className="btn btn-primary btn-small" href={file.url} download={file.fileName}>
              Download {file.fileName}
            </a>
          </li>
        ))}
      </ul>
      <p className="field-hint">The links work for 5 minutes: export again for fresh ones.</p>
      {result.breaks.length > 0 ? (
        <div className="notice notice-warning">
          <p>The balances do not carry on here:</p>
          <ul>
            {result.breaks.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.continuity.length > 0 ? (
        <ul className="account-notes" aria-label="Notes on this period">
          {result.continuity.map((note) => (
            <li key={`${note.kind}-${note.message}`}>{note.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
