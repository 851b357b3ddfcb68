import { formatMoney } from '@bankcsv/domain';

/** One account's opening and closing, for a statement of several. */
export interface AccountTotals {
  label: string;
  opening: number | null;
  computedClosing: number | null;
  printedClosing: number | null;
}

export interface Totals {
  count: number;
  moneyIn: number;
  moneyOut: number;
  opening: number | null;
  computedClosing: number | null;
  printedClosing: number | null;
  accounts?: AccountTotals[];
}

interface ReviewFootProps {
  totals: Totals;
  /** The accounts' rows: empty on a statement of one account. */
  accounts: AccountTotals[];
  several: boolean;
  /** How many transactions come before the foot, for each row's aria-rowindex. */
  rowsAbove: number;
  rowCount: number;
}

/** The table's foot: each account's opening and closing on a statement of several, then the totals row. */
export function ReviewFoot({ totals, accounts, several, rowsAbove, rowCount }: ReviewFootProps) {
  return (
    <tfoot>
      {accounts.map((a, k) => (
        <tr key={a.label} aria-rowindex={rowsAbove + 2 + k}>
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
      <TotalsRow totals={totals} several={several} rowIndex={rowCount} />
    </tfoot>
  );
}

/** Count and money in and out; opening and closing only for one account (several have theirs above). */
function TotalsRow({ totals, several, rowIndex }: { totals: Totals; several: boolean; rowIndex: number }) {
  return (
    <tr aria-rowindex={rowIndex}>
      {several ? <td /> : null}
      <th scope="row" data-label="Totals">
        {totals.count} {totals.count === 1 ? 'transaction' : 'transactions'}
      </th>
      <td data-label="Opening">{several || totals.opening === null ? '' : `Opening ${formatMoney(totals.opening)}`}</td>
      <td data-label="Money in">{formatMoney(totals.moneyIn)}</td>
      <td data-label="Money out">{formatMoney(totals.moneyOut)}</td>
      <td data-label="Closing" colSpan={3}>
        {several || totals.computedClosing === null ? '' : `Closing ${formatMoney(totals.computedClosing)}`}
        {!several && totals.printedClosing !== null ? ` (statement: ${formatMoney(totals.printedClosing)})` : ''}
      </td>
    </tr>
  );
}
