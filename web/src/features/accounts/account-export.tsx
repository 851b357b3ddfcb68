import {
  CSV_PROFILES,
  CSV_PROFILE_LABELS,
  GENERIC_SERVER_ERROR,
  STATEMENT_FORMATS,
  STATEMENT_FORMAT_LABELS,
  isCsvProfile,
  statementDate,
  type AccountExportRequest,
  type AccountExportView,
  type AccountView,
} from '@bankcsv/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { exportAccount } from './accounts-api';
import { ExportResult } from './export-result';

/** Every file an account exports to: each CSV layout, the spreadsheet, OFX and QBO. */
export const EXPORT_FORMATS: { value: string; label: string }[] = [
  ...CSV_PROFILES.map((p) => ({ value: `csv:${p}`, label: `CSV: ${CSV_PROFILE_LABELS[p]}` })),
  { value: 'xlsx', label: 'Spreadsheet (XLSX)' },
  ...STATEMENT_FORMATS.map((f) => ({ value: f, label: STATEMENT_FORMAT_LABELS[f] })),
];

export const EXPORT_MESSAGES = {
  badPeriod: 'The period must start on or before the day it ends.',
  failed: 'Could not make the export. Please try again.',
};

/** The request for a format choice (`csv:xero`, `ofx`, ...) and period. */
export function exportRequest(choice: string, from: string, to: string): AccountExportRequest {
  const [format, profile] = choice.split(':');
  const base: AccountExportRequest =
    format === 'csv' && isCsvProfile(profile)
      ? { format: 'csv', csvProfile: profile }
      : { format: format as AccountExportRequest['format'] };
  return { ...base, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function failureMessage(error: unknown): string {
  const said = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return said && error.message !== GENERIC_SERVER_ERROR ? error.message : EXPORT_MESSAGES.failed;
}

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <div className="field account-export-day">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="field-input" type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

interface ExportFieldsProps {
  id: string;
  from: string;
  to: string;
  choice: string;
  onFrom(value: string): void;
  onTo(value: string): void;
  onChoice(value: string): void;
}

/** The period (from, to) and the format of an export. */
function ExportFields({ id, from, to, choice, onFrom, onTo, onChoice }: ExportFieldsProps) {
  return (
    <div className="account-export-fields">
      <DayField id={`${id}-from`} label="From" value={from} onChange={onFrom} />
      <DayField id={`${id}-to`} label="To" value={to} onChange={onTo} />
      <div className="field account-export-format">
        <label htmlFor={`${id}-format`}>Format</label>
        <select id={`${id}-format`} className="field-input" value={choice} onChange={(e) => onChoice(e.target.value)}>
          {EXPORT_FORMATS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** "Export": the account's statements merged into one file for a period, in the format chosen. */
export function AccountExport({ account }: { account: AccountView }) {
  const [from, setFrom] = useState(account.firstDay ?? '');
  const [to, setTo] = useState(account.lastDay ?? '');
  const [choice, setChoice] = useState(EXPORT_FORMATS[0]?.value ?? 'csv:sage');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AccountExportView | null>(null);
  const id = `export-${account.accountId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError(EXPORT_MESSAGES.badPeriod);
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await exportAccount(account.accountId, exportRequest(choice, from, to)));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="account-export"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Export ${account.title}`}
    >
      <h3>Export</h3>
      {account.firstDay && account.lastDay ? (
        <p className="field-hint">
          Statements cover {statementDate(account.firstDay)} to {statementDate(account.lastDay)}.
        </p>
      ) : null}
      <ExportFields id={id} from={from} to={to} choice={choice} onFrom={setFrom} onTo={setTo} onChoice={setChoice} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Exporting…' : 'Export'}
      </button>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">{result ? <ExportResult result={result} /> : null}</div>
    </form>
  );
}
