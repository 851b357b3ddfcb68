import { dayMonthYear, formatMoney, isoFromDayMonthYear, type AssumedKind } from '@bankcsv/domain';
import { badDate, type DraftRow } from './review-rows';
import type { RowActions } from './review-row';

/** What every cell of a row is given: the row, where it is (index and 1-based number) and what it can do. */
export interface CellProps {
  row: DraftRow;
  index: number;
  n: number;
  on: RowActions;
}

// Every kind the conversion may assume: a new one needs its note here before it builds.
const ASSUMED_NOTE: Record<AssumedKind, string> = {
  'unconfirmed-sign': 'Sign assumed: nothing on the statement confirms it',
  'amount-from-balance': 'Amount not read: taken from the change in balance',
  'description-placement': 'Description lines may belong to the row above or below',
  'date-order': 'Dates read day first: nothing on the statement shows the order',
  'sign-against-label': 'Sign against its column: the balances say otherwise than the column label',
  'scan-review': 'Scan not certain: see below',
};

const IMAGE_NOTE = 'Description printed as an image: check';
// Read from the image by OCR: worth a look, though the balances do not depend on it.
const OCR_NOTE = 'Description read from an image: check';

const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatMoney(n));

export function DateCell({ row: r, index: i, n, on }: CellProps) {
  return (
    <td data-label="Date">
      {/* Text, not a date picker: a picker shows the browser's language (MM/DD in the US); the exports are
          DD/MM/YYYY. */}
      <input
        type="text"
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        aria-label={`Row ${n} date`}
        aria-invalid={badDate(r) || undefined}
        value={dayMonthYear(r.date)}
        onChange={(e) => on.onChange(i, { date: isoFromDayMonthYear(e.target.value) ?? e.target.value })}
        disabled={r.excluded}
      />
    </td>
  );
}

export function DescriptionCell({ row: r, index: i, n, on, image }: CellProps & { image: boolean }) {
  return (
    <td data-label="Description">
      <input
        type="text"
        aria-label={`Row ${n} description`}
        value={r.description}
        maxLength={500}
        onChange={(e) => on.onChange(i, { description: e.target.value })}
        disabled={r.excluded}
      />
      {image ? <span className="review-printed">{IMAGE_NOTE}</span> : null}
      {!image && r.ocrText !== undefined && r.description === r.ocrText ? (
        <span className="review-printed">{OCR_NOTE}</span>
      ) : null}
    </td>
  );
}

/** Money in, then money out: typing in one side clears the other, so a row has one sign. */
export function AmountCells({ row: r, index: i, n, on, invalid }: CellProps & { invalid: boolean }) {
  return (
    <>
      <MoneyCell
        label="Money in"
        n={n}
        value={r.inText}
        invalid={invalid}
        disabled={r.excluded}
        onChange={(text) => on.onChange(i, { inText: text, ...(text.trim() ? { outText: '' } : {}) })}
      />
      <MoneyCell
        label="Money out"
        n={n}
        value={r.outText}
        invalid={invalid}
        disabled={r.excluded}
        onChange={(text) => on.onChange(i, { outText: text, ...(text.trim() ? { inText: '' } : {}) })}
      />
    </>
  );
}

interface MoneyCellProps {
  label: 'Money in' | 'Money out';
  n: number;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange(text: string): void;
}

/** One side of a row's amount. */
function MoneyCell({ label, n, value, invalid, disabled, onChange }: MoneyCellProps) {
  return (
    <td data-label={label}>
      <input
        type="text"
        inputMode="decimal"
        aria-label={`Row ${n} ${label.toLowerCase()}`}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </td>
  );
}

interface BalanceCellProps {
  row: DraftRow;
  running: number | null | undefined;
  isBreak: boolean;
  assumed: AssumedKind | undefined;
}

/** The running balance, and under it why the row wants a look (an assumption, or the statement's own balance). */
export function BalanceCell({ row: r, running, isBreak, assumed }: BalanceCellProps) {
  return (
    <td data-label="Running balance" className="review-balance">
      <span>{r.excluded ? 'Excluded' : money(running)}</span>
      {assumed ? (
        <span className="review-printed">{ASSUMED_NOTE[assumed]}</span>
      ) : isBreak && r.balance !== null ? (
        <span className="review-printed">Statement: {formatMoney(r.balance)}</span>
      ) : null}
    </td>
  );
}
