import type { LayoutProfile } from './banks/profile';
import { findHeaderAt, type HeaderMatcher } from './layout/header';
import type { Line } from './layout/lines';
import { CLOSING_ROW } from './layout/table';
import { OPENING_ROW } from './layout/table-reader';
import { isRow, type SectionPart } from './sections';

/**
 * A later account printed under the first one's table without a header of its own (`Fixed Savings Pocket`, its
 * opening, its rows): the columns are the first account's, so its rows are read under that header, set again over
 * its first row. Without it, the account's rows were named unread.
 */

/** The header band a part prints first, or null. */
export function headerBand(lines: Line[], match: HeaderMatcher): Line[] | null {
  for (let i = 0; i < lines.length; i++) {
    const hit = findHeaderAt(lines, i, match);
    if (hit) return lines.slice(i, i + hit.span);
  }
  return null;
}

/** The part with `band` set again just over its opening line or first row; the part as it is where it has neither. */
export function underHeader(part: SectionPart, band: Line[], p: LayoutProfile): SectionPart {
  const row = part.lines.findIndex((l) => isRow(l, p));
  const opening = part.lines.findIndex((l) => OPENING_ROW.test(l.text));
  // An opening line that a closing one follows before any row is a summary box over the rows: the table starts below.
  const boxed = part.lines.slice(opening, row < 0 ? undefined : row).some((l) => CLOSING_ROW.test(l.text));
  const at = opening >= 0 && (row < 0 || opening < row) && !boxed ? opening : row;
  const below = part.lines[at];
  if (at < 0 || !below) return part;
  const above = part.lines[at - 1];
  // Between the line above and the first line of the table, in the band's own order, on that page.
  const gap = above && above.page === below.page ? above.y - below.y : 2 * below.height;
  const lowest = (band.at(-1) as Line).y;
  const set = band.map((l) => ({
    ...l,
    page: below.page,
    row: below.row,
    y: below.y + gap / 2 + (l.y - lowest) / 100,
  }));
  return { ...part, lines: [...part.lines.slice(0, at), ...set, ...part.lines.slice(at)] };
}
