import { isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import type { Cell, Line } from './lines';

// A figure at the end of a piece of text, its thousands grouped by threes: the longest such tail (`11 101.04 21 927.26`
// ends in `21 927.26`, not `927.26`). Its markers (`14.22 Dr*`, a fee incl. VAT) are part of it, as parseAmount reads
// them.
const FIGURE_MARK = String.raw`(?:\s?(?:Cr|Dr|Kt|Dt|CR|DR))?[*#]?`;
const FIGURE = String.raw`[-\u00ad(]?R?\s?(?:\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+)[.,]\d{2}[-\u00ad)]?${FIGURE_MARK}`;
// After a space, or drawn hard against a word's last letter (`DEBIT ORDER16,624.28`, `95.59 Dr11.46 Dr*`): no figure
// has a letter straight before its digits but its `R`, which the shorter head leaves with it.
const TRAILING_FIGURE = new RegExp(String.raw`^(.*?\S)(?:\s|(?<=[A-Za-z])(?=\d))(${FIGURE})$`);
const ONE_FIGURE = new RegExp(`^${FIGURE}$`);

/**
 * A figure drawn hard against what comes before it (a long description in a wide font, or the figure of the column
 * beside it, one space short) is read into one piece with it; it still ends on its column's edge, which text never
 * does. Split off, the rest may end in a figure too.
 */
const ENDS_IN_FIGURE = /\d[.,]\d{2}[-\u00ad)]?(?:\s?[A-Za-z]{2})?[*#]?$/;

/** A figure and then a date (`14,293.68 20250121`): the figure ends at its decimals, the date is the next column's. */
const FIGURE_THEN_DATE = new RegExp(String.raw`^(${FIGURE})\s+(\d{8}|\d{1,2}[/ -]\S+(?:[/ ]\S+)?)$`);

function splitTrailingFigure(cell: Cell, onEdge: (c: Cell) => boolean): Cell[] {
  const dated = FIGURE_THEN_DATE.exec(cell.text);
  if (dated?.[1] && dated[2] && isAmount(dated[1]) && (isDate(dated[2]) || isDate(dated[2], true))) {
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    return [
      { x0: cell.x0, x1: cell.x0 + dated[1].length * perChar, text: dated[1] },
      { x0: cell.x1 - dated[2].length * perChar, x1: cell.x1, text: dated[2] },
    ];
  }
  if (!ENDS_IN_FIGURE.test(cell.text) || !/\s/.test(cell.text) || ONE_FIGURE.test(cell.text) || isAmount(cell.text))
    return [cell];
  const [, head, tail] = TRAILING_FIGURE.exec(cell.text) ?? [];
  if (!head || !tail || !isAmount(tail)) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const rest: Cell = { x0: cell.x0, x1: cell.x0 + head.length * perChar, text: head };
  const before = isAmount(head) ? [rest] : splitTrailingFigure(rest, onEdge);
  // Figures only: each ends at its decimals, so the cut is certain. After text, only a column's edge tells.
  if (!before.every((c) => isAmount(c.text)) && !onEdge(cell)) return [cell];
  return [...before, { x0: cell.x1 - tail.length * perChar, x1: cell.x1, text: tail }];
}

/** A line's cells with figures read into one piece taken apart. */
export function splitFigures(line: Line, onEdge: (c: Cell) => boolean = () => false): Line {
  let cells: Cell[] | undefined;
  line.cells.forEach((c, i) => {
    const parts = splitTrailingFigure(c, onEdge);
    if (parts.length > 1) cells ??= line.cells.slice(0, i);
    cells?.push(...parts);
  });
  return cells ? { ...line, cells } : line;
}
