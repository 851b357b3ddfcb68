import { formatMoney, type QualityBreak, type TransactionsView } from '@bankcsv/domain';
import { useMemo, useRef } from 'react';
import { accountName, type DraftRow } from './review-rows';
import { ReviewRow, type RowActions } from './review-row';
import { useRowWindow } from './row-window';

/** One account's opening and closing, for a statement of several. */
export interface AccountTotals {
  label: string;
  opening: number | null;
  computedClosing: number | null;
  printedClosing: number | null;
}

/** The row actions are best kept stable (useCallback): a new one renders every row on screen again. */
interface ReviewTableProps extends RowActions {
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
}

/**
 * The transactions as a table (cards under 640 px): every field editable in place, the breaking rows
 * highlighted, totals at the foot. Plain inputs and buttons, so it works by keyboard. A long statement has only the
 * rows on screen in the page (and some either side), spacers standing for the rest; aria-rowcount and aria-rowindex
 * tell a screen reader where each row is among them all.
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
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end, rowHeight } = useRowWindow(rows.length, body);
  const on = useMemo<RowActions>(
    () => ({ onChange, onFlip, onAddBelow, onRemove }),
    [onChange, onFlip, onAddBelow, onRemove],
  );
  const columns = several ? 8 : 7;
  // The header row, every transaction, the accounts' rows and the totals row.
  const rowCount = rows.length + accounts.length + 2;
  return (
    <table className="review-table" aria-rowcount={rowCount}>
      <caption className="visually-hidden">
        Transactions: edit a date, description or amount, flip a sign, exclude or add a row
      </caption>
      <thead>
        <tr aria-rowindex={1}>
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
      <tbody ref={body}>
        {start > 0 ? <Spacer height={start * rowHeight} columns={columns} /> : null}
        {rows.slice(start, end).map((r, k) => {
          const i = start + k;
          return (
            <ReviewRow
              key={r.key}
              row={r}
              index={i}
              running={running[i]}
              isBreak={breaking.has(i)}
              assumed={assumedAt.get(i)}
              image={imageAt.has(i)}
              account={several ? accountName(sections, r.section) : undefined}
              on={on}
            />
          );
        })}
        {end < rows.length ? <Spacer height={(rows.length - end) * rowHeight} columns={columns} /> : null}
      </tbody>
      <tfoot>
        {accounts.map((a, k) => (
          <tr key={a.label} aria-rowindex={rows.length + 2 + k}>
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
        <tr aria-rowindex={rowCount}>
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

/** Stands for the rows not rendered, so the page scrolls as far as it would with every row there. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="review-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
