import type { AssumedKind } from '@bankcsv/domain';
import { memo } from 'react';
import { rowAmount, type DraftRow } from './review-rows';
import { AmountCells, BalanceCell, DateCell, DescriptionCell } from './review-cells';
import { RowButtons } from './row-buttons';
import { ScanBadge, ScanLine } from './scan-check';
import { hasScanLine, shownVerdict } from './scan-rows';

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
  assumed: AssumedKind | undefined;
  image: boolean;
  /** Its account's name on a statement of several; undefined on one of one account (no column). */
  account: string | null | undefined;
  on: RowActions;
  /** Its aria-rowindex: lines under scanned rows above it count as rows of the table. */
  rowIndex: number;
  /** A scanned row that needs review and that something still flags. */
  scanOpen: boolean;
}

/** The row's classes: a break is highlighted, an excluded row greyed, an added one marked. */
function rowClasses(r: DraftRow, isBreak: boolean): string {
  return ['review-row', isBreak ? 'is-break' : '', r.excluded ? 'is-excluded' : '', r.source === null ? 'is-added' : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * One transaction, every field editable in place. Memoised on its props: a keystroke renders again only the rows
 * whose own figures changed (the edited one, and the running balances after it that are on screen). The cells
 * below it are plain components: they render with their row, never on their own.
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
  rowIndex,
  scanOpen,
}: ReviewRowProps) {
  const n = i + 1;
  const cell = { row: r, index: i, n, on };
  const columns = account !== undefined ? 8 : 7;
  return (
    <>
      <tr className={rowClasses(r, isBreak)} data-row={n} aria-rowindex={rowIndex}>
        {account !== undefined ? (
          <td data-label="Account" className="review-where">
            {account}
          </td>
        ) : null}
        <DateCell {...cell} />
        <DescriptionCell {...cell} image={image} />
        <AmountCells {...cell} invalid={rowAmount(r) === undefined} />
        <BalanceCell row={r} running={running} isBreak={isBreak} assumed={assumed} />
        <td data-label="Page / row" className="review-where">
          {r.page !== null && r.row !== null ? `p${r.page} r${r.row}` : 'Added'}
          {r.scan ? <ScanBadge shown={shownVerdict(r.scan, scanOpen)} /> : null}
        </td>
        <RowButtons {...cell} assumed={Boolean(assumed)} />
      </tr>
      {hasScanLine(r.scan) ? (
        <ScanLine
          scan={r.scan}
          page={r.page}
          n={n}
          rowIndex={rowIndex}
          columns={columns}
          marks={{ isBreak, excluded: r.excluded }}
        />
      ) : null}
    </>
  );
});
