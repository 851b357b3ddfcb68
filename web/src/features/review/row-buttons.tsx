import type { CellProps } from './review-cells';

const LINK = 'btn btn-link btn-small';

/** A row's buttons: confirm an assumption, flip the sign, exclude (or remove an added row), add a row below. */
export function RowButtons({ row: r, index: i, n, on, assumed }: CellProps & { assumed: boolean }) {
  return (
    <td className="review-actions">
      {assumed ? (
        <button
          type="button"
          className={LINK}
          onClick={() => on.onChange(i, { confirmed: true })}
          aria-label={`Confirm row ${n} as it is`}
        >
          Confirm
        </button>
      ) : null}
      <button
        type="button"
        className={LINK}
        onClick={() => on.onFlip(i)}
        disabled={r.excluded}
        aria-label={`Flip sign of row ${n}`}
      >
        Flip sign
      </button>
      <ExcludeButton row={r} index={i} n={n} on={on} />
      <button type="button" className={LINK} onClick={() => on.onAddBelow(i)} aria-label={`Add below row ${n}`}>
        Add below
      </button>
    </td>
  );
}

/** A row read from the statement is excluded (and can be included again); a row the user added is removed. */
function ExcludeButton({ row: r, index: i, n, on }: CellProps) {
  if (r.source === null) {
    return (
      <button type="button" className={LINK} onClick={() => on.onRemove(i)} aria-label={`Remove added row ${n}`}>
        Remove
      </button>
    );
  }
  return (
    <button
      type="button"
      className={LINK}
      aria-pressed={r.excluded}
      onClick={() => on.onChange(i, { excluded: !r.excluded })}
      aria-label={`${r.excluded ? 'Include' : 'Exclude'} row ${n}`}
    >
      {r.excluded ? 'Include' : 'Exclude'}
    </button>
  );
}
