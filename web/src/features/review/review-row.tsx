import { dayMonthYear, formatMoney, isoFromDayMonthYear, type QualityBreak } from '@bankcsv/domain';
import { memo } from 'react';
import { badDate, rowAmount, type DraftRow } from './review-rows';

/** What a row does to the rows: stable between renders, so a row that did not change is not rendered again. */
export interface RowActions {
  onChange(index: number, patch: Partial<DraftRow>): void;
  onFlip(index: number): void;
  onAddBelow(index: number): void;
  onRemove(index: number): void;
}

interface ReviewRowProps {
  row: DraftRow;
  index: number;
  /** Its running balance (null: excluded, or no opening known). */
  running: number | null | undefined;
  isBreak: boolean;
  assumed: QualityBreak['kind'] | undefined;
  image: boolean;
  /** Its account's name on a statement of several; undefined on one of one account (no column). */
  account: string | null | undefined;
  on: RowActions;
}

const ASSUMED_NOTE: Partial<Record<QualityBreak['kind'], string>> = {
  'unconfirmed-sign': 'Sign assumed: nothing on the statement confirms it',
  'amount-from-balance': 'Amount not read: taken from the change in balance',
  'description-placement': 'Description lines may belong to the row above or below',
  'date-order': 'Dates read day first: nothing on the statement shows the order',
  'sign-against-label': 'Sign against its column: the balances say otherwise than the column label',
};

const IMAGE_NOTE = 'Description printed as an image: check';

const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatMoney(n));

/**
 * One transaction, every field editable in place. Memoised on its props: a keystroke renders again only the rows
 * whose own figures changed (the edited one, and the running balances after it that are on screen).
 */
export const ReviewRow = memo(function ReviewRow({
  row: r,
  index: i,
  running,
  isBreak,
  assumed,
  image,
  account,
  on,
}: ReviewRowProps) {
  const n = i + 1;
  const invalid = rowAmount(r) === undefined;
  const classes = [
    'review-row',
    isBreak ? 'is-break' : '',
    r.excluded ? 'is-excluded' : '',
    r.source === null ? 'is-added' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes} data-row={n} aria-rowindex={n + 1}>
      {account !== undefined ? (
        <td data-label="Account" className="review-where">
          {account}
        </td>
      ) : null}
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
      </td>
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
      <td data-label="Running balance" className="review-balance">
        <span>{r.excluded ? 'Excluded' : money(running)}</span>
        {assumed ? (
          <span className="review-printed">{ASSUMED_NOTE[assumed]}</span>
        ) : isBreak && r.balance !== null ? (
          <span className="review-printed">Statement: {formatMoney(r.balance)}</span>
        ) : null}
      </td>
      <td data-label="Page / row" className="review-where">
        {r.page !== null && r.row !== null ? `p${r.page} r${r.row}` : 'Added'}
      </td>
      <td className="review-actions">
        {assumed ? (
          <button
            type="button"
            className="btn btn-link btn-small"
            onClick={() => on.onChange(i, { confirmed: true })}
            aria-label={`Confirm row ${n} as it is`}
          >
            Confirm
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-link btn-small"
          onClick={() => on.onFlip(i)}
          disabled={r.excluded}
          aria-label={`Flip sign of row ${n}`}
        >
          Flip sign
        </button>
        {r.source === null ? (
          <button
            type="button"
            className="btn btn-link btn-small"
            onClick={() => on.onRemove(i)}
            aria-label={`Remove added row ${n}`}
          >
            Remove
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-link btn-small"
            aria-pressed={r.excluded}
            onClick={() => on.onChange(i, { excluded: !r.excluded })}
            aria-label={`${r.excluded ? 'Include' : 'Exclude'} row ${n}`}
          >
            {r.excluded ? 'Include' : 'Exclude'}
          </button>
        )}
        <button
          type="button"
          className="btn btn-link btn-small"
          onClick={() => on.onAddBelow(i)}
          aria-label={`Add below row ${n}`}
        >
          Add below
        </button>
      </td>
    </tr>
  );
});

interface MoneyCellProps {
  label: 'Money in' | 'Money out';
  n: number;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange(text: string): void;
}

/** One side of a row's amount: typing in it clears the other side, so a row has one sign. */
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
