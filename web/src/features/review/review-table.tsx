import type { AssumedKind, TransactionsView } from '@bankcsv/domain';
import { useMemo, useRef } from 'react';
import { accountName, type DraftRow } from './review-rows';
import { ReviewRow, type RowActions } from './review-row';
import { ReviewFoot, type Totals } from './review-totals';
import { useRowWindow } from './row-window';
import { scanLinesBefore } from './scan-rows';

/** What the live check says of each row, by index among all the rows. */
interface RowFigures {
  running: (number | null)[];
  breaking: Set<number>;
  /** Rows whose sign or amount the conversion assumed, still to be looked at. */
  assumedAt: Map<number, AssumedKind>;
  /** Rows whose description the statement drew as an image, not yet written by the user. */
  imageAt: Set<number>;
  /** Scanned rows that need review and that something still flags (none on a statement that is not a scan). */
  scanOpen?: Set<number>;
}

/** The row actions are best kept stable (useCallback): a new one renders every row on screen again. */
interface ReviewTableProps extends RowActions, RowFigures {
  rows: DraftRow[];
  totals: Totals;
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
  totals,
  sections,
  onChange,
  onFlip,
  onAddBelow,
  onRemove,
  ...figures
}: ReviewTableProps) {
  const several = (sections?.length ?? 0) > 1;
  const accounts = several ? (totals.accounts ?? []) : [];
  // One object for every row, new only when an action is: the rows are memoised on it.
  const on = useMemo<RowActions>(
    () => ({ onChange, onFlip, onAddBelow, onRemove }),
    [onChange, onFlip, onAddBelow, onRemove],
  );
  // Each line under a scanned row is a row of the table too.
  const linesBefore = useMemo(() => scanLinesBefore(rows), [rows]);
  const above = rows.length + (linesBefore[rows.length] ?? 0);
  // The header row, every transaction, the accounts' rows and the totals row.
  const rowCount = above + accounts.length + 2;
  return (
    <table className="review-table" aria-rowcount={rowCount}>
      <caption className="visually-hidden">
        Transactions: edit a date, description or amount, flip a sign, exclude or add a row
      </caption>
      <ReviewHead several={several} />
      <ReviewBody
        rows={rows}
        figures={figures}
        sections={several ? sections : undefined}
        on={on}
        linesBefore={linesBefore}
      />
      <ReviewFoot totals={totals} accounts={accounts} several={several} rowsAbove={above} rowCount={rowCount} />
    </table>
  );
}

/** The column list; Account only on a statement of several accounts. */
function ReviewHead({ several }: { several: boolean }) {
  return (
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
  );
}

interface ReviewBodyProps {
  rows: DraftRow[];
  figures: RowFigures;
  /** Set only on a statement of several accounts: each row then shows its account. */
  sections: TransactionsView['sections'] | undefined;
  on: RowActions;
  /** Scan lines before each row (`scanLinesBefore`), for its aria-rowindex. */
  linesBefore: number[];
}

/** The rows on screen (and some either side), spacers standing for the rest. */
function ReviewBody({ rows, figures, sections, on, linesBefore }: ReviewBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end, rowHeight } = useRowWindow(rows.length, body);
  const several = sections !== undefined;
  const columns = several ? 8 : 7;
  return (
    <tbody ref={body}>
      {start > 0 ? <Spacer height={start * rowHeight} columns={columns} /> : null}
      {rows.slice(start, end).map((r, k) => {
        const i = start + k;
        return (
          <ReviewRow
            key={r.key}
            row={r}
            index={i}
            running={figures.running[i]}
            isBreak={figures.breaking.has(i)}
            assumed={figures.assumedAt.get(i)}
            image={figures.imageAt.has(i)}
            account={several ? accountName(sections, r.section) : undefined}
            on={on}
            rowIndex={i + 2 + (linesBefore[i] ?? 0)}
            scanOpen={figures.scanOpen?.has(i) ?? false}
          />
        );
      })}
      {end < rows.length ? <Spacer height={(rows.length - end) * rowHeight} columns={columns} /> : null}
    </tbody>
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
