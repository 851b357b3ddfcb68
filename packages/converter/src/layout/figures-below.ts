import { isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { FIGURE_ROLES, type ClassifiedCell } from './classify-line';
import type { Line } from './lines';

// Some prints set a row's text at the top of its cell and its figures at the bottom: the date and the description's
// first line on one line, the amounts and the balance on the row's last line beside the description's rest. Read
// line by line, the dated line is a notice and the figures are a row without a date of its own (it would take the
// row above's date and only its last line of text). The statement's own shape decides: where nearly every dated line
// without figures has, before the next date, an undated line of figures, those figures are that dated row's.

/** Description lines a row of that shape may print between its dated line and its figures. */
const MAX_BETWEEN = 3;
/** Rows of that shape a table must show: one or two could be notices with a fee line under them. */
const MIN_PAIRS = 3;
/** The share of dated lines without figures that must have figures under them (a notice has none). */
const MIN_SHARE = 0.8;

/**
 * Each dated line whose figures are printed on a later line of its row, with that line; none where the table's
 * shape is not that. `ends` says which lines are no row's (balance and totals lines, day headings).
 */
export function splitRows(lines: Line[], monthFirst: boolean | undefined, ends: (l: Line) => boolean): Map<Line, Line> {
  const dated = (l: Line) => l.cells[0] !== undefined && isDate(l.cells[0].text, monthFirst);
  const figured = (l: Line) => l.cells.some((c) => isAmount(c.text));
  const pairs = new Map<Line, Line>();
  let bare = 0;
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as Line;
    if (!dated(a) || figured(a) || ends(a)) continue;
    bare++;
    for (let j = i + 1; j < lines.length && j <= i + 1 + MAX_BETWEEN; j++) {
      const b = lines[j] as Line;
      if (b.page !== a.page || dated(b) || ends(b)) break;
      if (figured(b)) {
        pairs.set(a, b);
        break;
      }
    }
  }
  return pairs.size >= MIN_PAIRS && pairs.size >= bare * MIN_SHARE ? pairs : new Map();
}

/** The lines as the columns are found from: each such row's figures on its dated line, so the date column shows. */
export function withFiguresLifted(lines: Line[], pairs: Map<Line, Line>): Line[] {
  if (pairs.size === 0) return lines;
  return lines.map((a) => {
    const below = pairs.get(a)?.cells.filter((c) => isAmount(c.text));
    return below ? { ...a, cells: [...a.cells, ...below], text: `${a.text} ${below.map((c) => c.text).join(' ')}` } : a;
  });
}

/** A table line with its cells put under their columns. */
export interface ClassifiedLine {
  line: Line;
  cells: ClassifiedCell[];
}

const isFigure = (c: ClassifiedCell): boolean =>
  c.amount !== null && (FIGURE_ROLES.has(c.role) || c.role === 'balance');

/**
 * The segment's lines with each such row's figures moved up onto its dated line (what stays below is its wrapped
 * description, kept whatever its width), and the lines the move left empty.
 */
export function liftFigures(
  lines: ClassifiedLine[],
  pairs: Map<Line, Line>,
): { lines: ClassifiedLine[]; emptied: Line[] } {
  if (pairs.size === 0) return { lines, emptied: [] };
  const at = new Map(lines.map((l, i) => [l.line, i]));
  const out = [...lines];
  const emptied: Line[] = [];
  for (const [head, i] of at) {
    const j = at.get(pairs.get(head) as Line);
    if (j === undefined) continue;
    const a = out[i] as ClassifiedLine;
    const b = out[j] as ClassifiedLine;
    out[i] = { line: a.line, cells: [...a.cells, ...b.cells.filter(isFigure)] };
    out[j] = { line: b.line, cells: b.cells.filter((c) => !isFigure(c)) };
    if (out[j]?.cells.length === 0) emptied.push(b.line);
    // The lines down to the figures are the row's own text, however wide they run: never a footer or a title.
    for (let k = i + 1; k <= j; k++) {
      const l = out[k] as ClassifiedLine;
      out[k] = {
        line: l.line,
        cells: l.cells.map((c) => (c.overrun || c.wide ? { ...c, overrun: false, wide: false } : c)),
      };
    }
  }
  return { lines: out.filter((l) => l.cells.length > 0), emptied };
}
