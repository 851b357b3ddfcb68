import { useState } from 'react';
import './scan-check.css';
import { SHOWN_VERDICT_TEXT, type RowScan, type ShownVerdict } from './scan-rows';

/** A scanned row's verdict in words (its colour only repeats them), under the row's place on the statement. */
export function ScanBadge({ shown }: { shown: ShownVerdict }) {
  return (
    <span className={`scan-verdict scan-${shown}`}>
      <span className="visually-hidden">Scan check: </span>
      {SHOWN_VERDICT_TEXT[shown]}
    </span>
  );
}

interface ScanLineProps {
  scan: RowScan;
  page: number | null;
  /** The row's 1-based number. */
  n: number;
  /** The row's aria-rowindex: this line's is the next. */
  rowIndex: number;
  columns: number;
  /** Marked as its row is: its break, or left out. */
  marks: { isBreak: boolean; excluded: boolean };
}

/**
 * Under a corrected row or one that needs review, across the table: what OCR read (and what it became), why the row
 * needs review, and the image of its line of the scan.
 */
export function ScanLine({ scan, page, n, rowIndex, columns, marks }: ScanLineProps) {
  const { notes, reason, crop } = scan;
  const classes = ['review-scan-line', marks.isBreak ? 'is-break' : '', marks.excluded ? 'is-excluded' : ''];
  return (
    <tr className={classes.filter(Boolean).join(' ')} aria-rowindex={rowIndex + 1}>
      <td colSpan={columns}>
        <span className="visually-hidden">Row {n} on the scan: </span>
        {reason ? <p className="scan-reason">{reason}</p> : null}
        {notes.length > 0 ? <p className="scan-read">{notes.join('. ')}</p> : null}
        {crop ? <ScanCrop key={crop} src={crop} n={n} page={page} /> : null}
      </td>
    </tr>
  );
}

const cropMissing = (where: string) =>
  'The image of this line could not be loaded (its link may have expired): reload the page, or check the row on ' +
  `${where}.`;

/**
 * The row's line as the scan shows it: a strip as wide as the page, loaded only when scrolled near, opened full size
 * on a click (phones zoom there). A link that expired or failed says so in words.
 */
function ScanCrop({ src, n, page }: { src: string; n: number; page: number | null }) {
  const [broken, setBroken] = useState(false);
  const where = page === null ? 'your statement' : `page ${page} of your statement`;
  if (broken) return <p className="scan-crop-missing">{cropMissing(where)}</p>;
  return (
    <a className="scan-crop" href={src} target="_blank" rel="noreferrer">
      <img
        src={src}
        alt={`Row ${n} as printed on the scan${page === null ? '' : `, page ${page}`} (opens full size)`}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </a>
  );
}
