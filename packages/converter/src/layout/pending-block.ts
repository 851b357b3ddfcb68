import { isAmount } from '../parse/amount';
import { PENDING_HEADING, SCHEDULED_HEADING } from './after-end';
import { findHeaderAt, type HeaderMatcher } from './header';
import type { Line } from './lines';

/** The heading an online-banking print sets over its posted rows after a block of pending ones. */
const POSTED_HEADING = /^(?:posted|processed|completed|cleared) transactions\b|^(?:verwerkte|geboekte) transaksies\b/i;

export interface PendingBlock {
  /** The block as printed: its heading, its own header, its rows and the heading over the posted rows. */
  pending: Line[];
  /** Every other line, in order: the posted table keeps its header. */
  rest: Line[];
}

const hasFigure = (l: Line): boolean => l.cells.some((c) => isAmount(c.text));
const figures = (l: Line): number => l.cells.filter((c) => isAmount(c.text)).length;

/**
 * A block of pending items printed over the posted rows (an online-banking history print): a `Pending transactions`
 * heading, a table of its own, then the posted table's header or a heading of its own (`Posted transactions`) on the
 * same page. Its rows are not postings; the chain would take them for the newest ones. Null where the print has none.
 */
export function pendingOverTable(lines: Line[], match: HeaderMatcher): PendingBlock | null {
  let heading = -1;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as Line;
    const hit = findHeaderAt(lines, i, match);
    if (!hit) {
      // A summary label with its figure (`Pending transactions R 162.21`) heads no block.
      if ((PENDING_HEADING.test(l.text) || SCHEDULED_HEADING.test(l.text.trim())) && !hasFigure(l)) heading = i;
      continue;
    }
    if (heading < 0) return null;
    const first = i + hit.span;
    // The posted table may start at the next page's top (a block of scheduled payments ends the page), where no line
    // of the block prints a balance beside its figure: none is a posted row.
    for (let j = first; j < lines.length && (lines[j] as Line).page <= l.page + 1; j++) {
      const m = lines[j] as Line;
      if (m.page > l.page && lines.slice(first, j).some((b) => figures(b) > 1)) return null;
      if (findHeaderAt(lines, j, match))
        return { pending: lines.slice(heading, j), rest: [...lines.slice(0, heading), ...lines.slice(j)] };
      // The posted rows go on under the block's own header.
      if (POSTED_HEADING.test(m.text) && !hasFigure(m))
        return {
          pending: [lines[heading] as Line, ...lines.slice(first, j + 1)],
          rest: without(lines, heading, first, j),
        };
    }
    return null;
  }
  return null;
}

/** Every line but the heading and the block's rows (`first` … `posted`), its header kept for the posted rows. */
function without(lines: Line[], heading: number, first: number, posted: number): Line[] {
  return [...lines.slice(0, heading), ...lines.slice(heading + 1, first), ...lines.slice(posted + 1)];
}
