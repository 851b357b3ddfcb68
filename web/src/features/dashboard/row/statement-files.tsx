import {
  FORMAT_UNAVAILABLE,
  STATEMENT_FORMATS,
  STATEMENT_FORMAT_LABELS,
  formatUnavailable,
  type ExportFile,
} from '@bankcsv/domain';
import { useState } from 'react';
import type { Conversion } from '../../../lib/conversions';
import { AccountNumberField } from './account-number-field';

const NUMBER_MISSING =
  'OFX and QBO need the account number, which was not found on the statement: enter it below to get them.';

interface StatementFilesProps {
  conversion: Conversion;
  downloading: ExportFile | undefined;
  onDownload(file: ExportFile): void;
  /** An account number was given: the row now has OFX and QBO. */
  onUpdated(conversion: Conversion): void;
}

/**
 * The raw spreadsheet, OFX (Sage's preferred import) and QBO (QuickBooks Web Connect), or why one is missing; an
 * account whose number the statement does not print gets a field for it first.
 */
export function StatementFiles({ conversion, downloading, onDownload, onUpdated }: StatementFilesProps) {
  const busy = Boolean(downloading);
  const asking = formatUnavailable('ofx', conversion) === FORMAT_UNAVAILABLE.noAccount;
  // One sentence when the number is all both wait for: the field below asks for it.
  const missing =
    asking && formatUnavailable('qbo', conversion) === FORMAT_UNAVAILABLE.noAccount
      ? [NUMBER_MISSING]
      : STATEMENT_FORMATS.flatMap((format) => {
          const reason = formatUnavailable(format, conversion);
          return reason ? [`${format.toUpperCase()} ${reason}.`] : [];
        });
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy}
        onClick={() => onDownload({ kind: 'xlsx' })}
      >
        {downloading?.kind === 'xlsx' ? 'Downloading...' : 'Raw spreadsheet'}
      </button>
      {STATEMENT_FORMATS.filter((format) => !formatUnavailable(format, conversion)).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          title={STATEMENT_FORMAT_LABELS[format]}
          aria-label={`Download ${STATEMENT_FORMAT_LABELS[format]}`}
          onClick={() => onDownload({ kind: format })}
        >
          {downloading?.kind === format ? 'Downloading...' : format.toUpperCase()}
        </button>
      ))}
      {missing.length > 0 ? <p className="tx-files-note">{missing.join(' ')}</p> : null}
      <AccountNumbers conversion={conversion} asking={asking} busy={busy} onUpdated={onUpdated} />
    </>
  );
}

interface AccountNumbersProps {
  conversion: Conversion;
  /** The number is all OFX and QBO wait for. */
  asking: boolean;
  busy: boolean;
  onUpdated(conversion: Conversion): void;
}

/** A field for each account still without a number; once given, a way to correct it. */
function AccountNumbers({ conversion, asking, busy, onUpdated }: AccountNumbersProps) {
  // The section whose given number is being corrected (a typo would otherwise stay in every OFX and QBO).
  const [correcting, setCorrecting] = useState<number>();
  const needs = conversion.accountNumbers ?? [];
  // Only where the number is all that is missing: a line without a date keeps OFX back whatever is given.
  if (asking) {
    return needs
      .filter((need) => !need.given)
      .map((need) => (
        <AccountNumberField key={need.section} conversion={conversion} need={need} onUpdated={onUpdated} />
      ));
  }
  return needs
    .filter((need) => need.given)
    .map((need) =>
      correcting === need.section ? (
        <AccountNumberField
          key={need.section}
          conversion={conversion}
          need={need}
          correcting
          onUpdated={(updated) => {
            setCorrecting(undefined);
            onUpdated(updated);
          }}
        />
      ) : (
        <button
          key={need.section}
          type="button"
          className="btn btn-link btn-small"
          disabled={busy}
          onClick={() => setCorrecting(need.section)}
        >
          {needs.length > 1 ? `Change account number (account ${need.section + 1})` : 'Change account number'}
        </button>
      ),
    );
}
