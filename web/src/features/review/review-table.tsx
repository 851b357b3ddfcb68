import {
  dayMonthYear,
  formatMoney,
  isoFromDayMonthYear,
  type QualityBreak,
  type TransactionsView,
} from '@bankcsv/domain';
import { accountName, badDate, rowAmount, type DraftRow } from './review-rows';

/** One account's opening and closing, for a statement of several. */
export interface AccountTotals {
  label: string;
  opening: number | null;
  computedClosing: number | null;
  printedClosing: number | null;
}

interface ReviewTableProps {
  rows: DraftRow[];
  running: (number | null)[];
  breaking: Set<number>;
  /** Rows whose sign or amount the conversion assumed, still to be looked at. */
  assumedAt: Map<number, QualityBreak['kind']>;
  /** Rows whose description the statement drew as an image, not yet written by the user. */
  imageAt: Set<number>;
  totals: {
    count: number;
    moneyIn: number;
    moneyOut: number;
    opening: number | null;
    computedClosing: number | null;
    printedClosing: number | null;
    accounts?: AccountTotals[];
  };
  /** A statement of several accounts: each row names its account. */
  sections?: TransactionsView['sections'];
  onChange(index: number, patch: Partial<DraftRow>): void;
  onFlip(index: number): void;
  onAddBelow(index: number): void;
  onRemove(index: number): void;
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
 * The transactions as a table (cards under 640 px): every field editable in place, the breaking rows
 * highlighted, totals at the foot. Plain inputs and buttons, so it works by keyboard.
 */
export function ReviewTable({
  rows,
  running,
  breaking,
  assumedAt,
  imageAt,
  totals,
  sections,
  onChange,
  onFlip,
  onAddBelow,
  onRemove,
}: ReviewTableProps) {
  const several = (sections?.length ?? 0) > 1;
  const accounts = several ? (totals.accounts ?? []) : [];
  return (
    <table className="review-table">
      <caption className="visually-hidden">
        Transactions: edit a date, description or amount, flip a sign, exclude or add a row
      </caption>
      <thead>
        <tr>
          {several ? <th scope="col">Account</th> : null}
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Money in</th>
          <th scope="col">Money out</th>
          <th scope="col">Running balance</th>
          <th scope="col">Page / row</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const n = i + 1;
          const invalid = rowAmount(r) === undefined;
          const assumed = assumedAt.get(i);
          const classes = [
            'review-row',
            breaking.has(i) ? 'is-break' : '',
            r.excluded ? 'is-excluded' : '',
            r.source === null ? 'is-added' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <tr key={r.key} className={classes} data-row={n}>
              {several ? (
                <td data-label="Account" className="review-where">
                  {accountName(sections, r.section)}
                </td>
              ) : null}
              <td data-label="Date">
                {/* Text, not a date picker: a picker shows the browser's language (MM/DD in the US); the exports are DD/MM/YYYY. */}
                <input
                  type="text"
                  inputMode="numeric"
                  placeholder="DD/MM/YYYY"
                  aria-label={`Row ${n} date`}
                  aria-invalid={badDate(r) || undefined}
                  value={dayMonthYear(r.date)}
                  onChange={(e) => onChange(i, { date: isoFromDayMonthYear(e.target.value) ?? e.target.value })}
                  disabled={r.excluded}
                />
              </td>
              <td data-label="Description">
                <input
                  type="text"
                  aria-label={`Row ${n} description`}
                  value={r.description}
                  maxLength={500}
                  onChange={(e) => onChange(i, { description: e.target.value })}
                  disabled={r.excluded}
                />
                {imageAt.has(i) ? <span className="review-printed">{IMAGE_NOTE}</span> : null}
              </td>
              <MoneyCell
                label="Money in"
                n={n}
                value={r.inText}
                invalid={invalid}
                disabled={r.excluded}
                onChange={(text) => onChange(i, { inText: text, ...(text.trim() ? { outText: '' } : {}) })}
              />
              <MoneyCell
                label="Money out"
                n={n}
                value={r.outText}
                invalid={invalid}
                disabled={r.excluded}
                onChange={(text) => onChange(i, { outText: text, ...(text.trim() ? { inText: '' } : {}) })}
              />
              <td data-label="Running balance" className="review-balance">
                <span>{r.excluded ? 'Excluded' : money(running[i])}</span>
                {assumed ? (
                  <span className="review-printed">{ASSUMED_NOTE[assumed]}</span>
                ) : breaking.has(i) && r.balance !== null ? (
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
                    onClick={() => onChange(i, { confirmed: true })}
                    aria-label={`Confirm row ${n} as it is`}
                  >
                    Confirm
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-link btn-small"
                  onClick={() => onFlip(i)}
                  disabled={r.excluded}
                  aria-label={`Flip sign of row ${n}`}
                >
                  Flip sign
                </button>
                {r.source === null ? (
                  <button
                    type="button"
                    className="btn btn-link btn-small"
                    onClick={() => onRemove(i)}
                    aria-label={`Remove added row ${n}`}
                  >
                    Remove
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-link btn-small"
                    aria-pressed={r.excluded}
                    onClick={() => onChange(i, { excluded: !r.excluded })}
                    aria-label={`${r.excluded ? 'Include' : 'Exclude'} row ${n}`}
                  >
                    {r.excluded ? 'Include' : 'Exclude'}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-link btn-small"
                  onClick={() => onAddBelow(i)}
                  aria-label={`Add below row ${n}`}
                >
                  Add below
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {accounts.map((a) => (
          <tr key={a.label}>
            <th scope="row" data-label="Account" colSpan={2}>
              {a.label}
            </th>
            <td data-label="Opening" colSpan={2}>
              {a.opening === null ? '' : `Opening ${formatMoney(a.opening)}`}
            </td>
            <td data-label="Closing" colSpan={4}>
              {a.computedClosing === null ? '' : `Closing ${formatMoney(a.computedClosing)}`}
              {a.printedClosing !== null ? ` (statement: ${formatMoney(a.printedClosing)})` : ''}
            </td>
          </tr>
        ))}
        <tr>
          {several ? <td /> : null}
          <th scope="row" data-label="Totals">
            {totals.count} {totals.count === 1 ? 'transaction' : 'transactions'}
          </th>
          <td data-label="Opening">
            {several || totals.opening === null ? '' : `Opening ${formatMoney(totals.opening)}`}
          </td>
          <td data-label="Money in">{formatMoney(totals.moneyIn)}</td>
          <td data-label="Money out">{formatMoney(totals.moneyOut)}</td>
          <td data-label="Closing" colSpan={3}>
            {several || totals.computedClosing === null ? '' : `Closing ${formatMoney(totals.computedClosing)}`}
            {!several && totals.printedClosing !== null ? ` (statement: ${formatMoney(totals.printedClosing)})` : ''}
          </td>
        </tr>
      </tfoot>
    </table>
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
