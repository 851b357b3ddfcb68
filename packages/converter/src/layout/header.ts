import { roleOfLabel, LABEL_WORDS as VOCABULARY_WORDS } from '../banks/label-vocabulary';
import { MONEY_ROLES, NUMERIC_ROLES } from '../banks/profile';
import type { Column } from './header-labels';
import type { Cell, Line } from './lines';

/** Reads one (possibly merged) header line into columns, or null when it is not this layout's header. */
export type HeaderMatcher = (line: Line) => Column[] | null;

export interface HeaderHit {
  cols: Column[];
  /** Lines the header takes up, starting at the one it was found on. */
  span: number;
}

const MAX_BAND = 3;

/** A line that could be (part of) a header: short words, no digits (labels carry none; titles and dates do). */
export function isLabelLine(l: Line): boolean {
  return l.cells.length <= 14 && l.text.length <= 160 && !/\d/.test(l.text);
}

/** A piece of a stacked label: a word or three, never a sentence. */
const isFragmentLine = (l: Line): boolean => l.cells.every((c) => c.text.length <= 24);

/**
 * Two pieces of a header, one over the other, that are parts of one label: they overlap by more than an edge. Labels
 * side by side may touch (`Transaction` over a channel column, its last letter over the `D` of `Details`).
 */
const oneLabel = (a: { x0: number; x1: number }, b: { x0: number; x1: number }): boolean =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > Math.max(1, 0.15 * Math.min(a.x1 - a.x0, b.x1 - b.x0));

/**
 * Labels stacked over two or three lines (`Accrued` / `Bank` / `Charges`, `Transaction` / `Date`) are one
 * label: each cell of the other lines joins the one cell of the fullest line it overlaps, top line first.
 * A cell over two labels is a title, not part of one, and is left out.
 */
export function mergeBand(band: Line[]): Line {
  const main = band.reduce((a, b) => (b.cells.length > a.cells.length ? b : a));
  const others = band.flatMap((l) => (l === main ? [] : l.cells));
  const groups = main.cells
    .flatMap((c) => splitUnder(c, others))
    .map((c) => ({ x0: c.x0, x1: c.x1, parts: [{ order: band.indexOf(main), x0: c.x0, text: c.text }] }));
  band.forEach((l, order) => {
    if (l === main) return;
    for (const c of l.cells) {
      const hits = groups.filter((g) => oneLabel(c, g));
      if (hits.length > 1) continue;
      const g = hits[0] ?? { x0: c.x0, x1: c.x1, parts: [] };
      if (hits.length === 0) groups.push(g);
      g.parts.push({ order, x0: c.x0, text: c.text });
      g.x0 = Math.min(g.x0, c.x0);
      g.x1 = Math.max(g.x1, c.x1);
    }
  });
  groups.sort((a, b) => a.x0 - b.x0);
  const cells: Cell[] = groups.map((g) => ({ x0: g.x0, x1: g.x1, text: joinedParts(g.parts) }));
  return { ...main, cells, text: cells.map((c) => c.text).join(' ') };
}

/**
 * A stacked label's pieces, top line first. A piece that is a whole label of the same column as the one over it
 * (`Besonderhede` over `Description`) is its translation: joined as the print joins one (`Besonderhede/Description`).
 * Not where the two read on as one label (`Posted` over `date`).
 */
function joinedParts(parts: { order: number; x0: number; text: string }[]): string {
  const texts = parts.sort((a, b) => a.order - b.order || a.x0 - b.x0).map((p) => p.text);
  const role = (t: string) => roleOfLabel(t.replace(/\s*\(r\)$/i, ''));
  const translated =
    texts.length === 2 &&
    role(texts[0] as string) &&
    role(texts[0] as string) === role(texts[1] as string) &&
    !role(texts.join(' '));
  return texts.join(translated ? '/' : ' ');
}

/**
 * Two labels of the main line read as one piece (`Credits (R) (R)`, the second `(R)` under `Balance`): a piece of
 * another line that starts inside it and runs on past its end stands over its last words, which are a label of their
 * own.
 */
function splitUnder(cell: Cell, others: Cell[]): Cell[] {
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const over = others.find((o) => o.x0 > cell.x0 + 2 * perChar && o.x0 < cell.x1 && o.x1 > cell.x1 + perChar);
  if (!over) return [cell];
  let cut = -1;
  for (let i = 1; i < cell.text.length; i++) {
    if (cell.text[i - 1] !== ' ' || cell.text[i] === ' ') continue;
    if (cut < 0 || Math.abs(cell.x0 + i * perChar - over.x0) < Math.abs(cell.x0 + cut * perChar - over.x0)) cut = i;
  }
  if (cut < 0 || Math.abs(cell.x0 + cut * perChar - over.x0) > 3 * perChar) return [cell];
  return [
    { x0: cell.x0, x1: cell.x0 + (cut - 1) * perChar, text: cell.text.slice(0, cut).trimEnd() },
    { x0: cell.x0 + cut * perChar, x1: cell.x1, text: cell.text.slice(cut) },
  ];
}

// Words that header labels are made of, in English and Afrikaans: a stacked line holds nothing else.
const LABEL_WORDS = new Set(
  (
    'date datum transaction transaksie posting posted value description ' +
    'beskrywing details detail narrative particulars ' +
    ('reference ref amount bedrag balance saldo running debit debits debiet ' +
      'credit credits krediet money in out fee fees service bank charges ' +
      'charge ') +
    'accrued opgeloopte koste tran list no card type category page (r) r vat'
  ).split(' '),
);

const isLabelWord = (w: string): boolean => {
  const word = w.toLowerCase().replace(/[.:*]$/, '');
  return LABEL_WORDS.has(word) || VOCABULARY_WORDS.has(word);
};

function stacksUnder(l: Line, above: Line): boolean {
  if (!l.text.split(/\s+/).every(isLabelWord)) return false;
  return l.cells.every((c) => above.cells.filter((g) => oneLabel(c, g)).length === 1);
}

/**
 * Every piece of the line is under the description's label: a description spilled over the page, or a label's lower
 * part.
 */
const underDescription = (l: Line, cols: Column[]): boolean =>
  l.cells.every((c) => cols.some((col) => col.role === 'description' && c.x0 < col.x1 && c.x1 > col.x0));

/**
 * Every piece of the line completes the label over it as another column's (`Transaction` over `type`): a channel
 * column, not the description that its upper word alone would name.
 */
function namesAnother(l: Line, above: Line): boolean {
  return l.cells.every((c) => {
    const over = above.cells.find((g) => oneLabel(c, g));
    const role = over ? roleOfLabel(`${over.text} ${c.text}`) : undefined;
    return role !== undefined && role !== 'description';
  });
}

/**
 * A line naming the description over several columns (`Transaction` over `Date`, over `Details` and over `Amount`) is
 * the upper part of stacked labels: a table has one description, and the line under completes each label.
 */
const describedTwice = (cols: Column[]): boolean => cols.filter((c) => c.role === 'description').length > 1;

/**
 * Words that name no column, under the description's label or under no label at all: a description line (a row set
 * beside the middle or the end of its text prints lines over its date, right under the header).
 */
function describes(l: Line, cols: Column[]): boolean {
  if (l.text.split(/\s+/).every(isLabelWord)) return false;
  return underDescription(l, cols) || l.cells.some((c) => !cols.some((col) => c.x0 < col.x1 && c.x1 > col.x0));
}

/**
 * The columns a header names, and a piece of it the layout's own labels leave unnamed that reads as a description's
 * label (`Particulars` where a profile knows `Description`): a line under it is a description, never a label's part.
 */
function withDescription(cols: Column[], header: Line): Column[] {
  if (cols.some((c) => c.role === 'description')) return cols;
  const unnamed = header.cells.filter(
    (c) => roleOfLabel(c.text) === 'description' && !cols.some((col) => c.x0 < col.x1 && c.x1 > col.x0),
  );
  return [...cols, ...unnamed.map((c) => ({ role: 'description' as const, x0: c.x0, x1: c.x1 }))];
}

const close = (a: Line, b: Line): boolean =>
  a.page === b.page && Math.abs(a.y - b.y) <= 1.8 * Math.max(a.height, b.height, 6);

/**
 * The header at line `i`, if one starts there: the line alone or merged with the label lines just below it,
 * whichever names the most columns (the shorter band on a tie).
 */
export function findHeaderAt(lines: Line[], i: number, match: HeaderMatcher): HeaderHit | null {
  const hit = bandAt(lines, i, match);
  // A title over the header (`Transactions`) would merge into the label under it: the header starts below it
  // when the band from the next line names as many columns. Not when the upper line sets a money column aside
  // (`Available` over `Balance` beside `Balance`, `Foreign` over `Amount` beside `Amount`): that word is part of it.
  // Nor does a title name a second description column (`Transaction details` over `Transaction Date`, read as a
  // description label over the date's).
  if (hit && hit.span > 1 && !match(lines[i] as Line)) {
    const below = bandAt(lines, i + 1, match);
    if (!below) return hit;
    // A band from the next line that names more columns reaches labels this one could not (`Money` / `Out` under a
    // letterhead and a title): the header is there.
    if (named(below.cols) > named(hit.cols)) return null;
    if (named(below.cols) === named(hit.cols) && money(below.cols) <= money(hit.cols)) return null;
  }
  return hit;
}

const money = (cols: Column[]): number => cols.filter((c) => MONEY_ROLES.has(c.role)).length;
/**
 * The columns a header names, its description and each kind of figure counted once: a table has one description,
 * and a title merged over the header with a row's wrapped line under it (`Transaksiebeskrywing` over `Fee`) names no
 * new column by naming a figure's label again. Text columns read aside (`Transaction type`, `Status`) each count.
 */
function named(cols: Column[]): number {
  const once = cols.filter((c) => c.role === 'description' || NUMERIC_ROLES.has(c.role)).map((c) => c.role);
  return cols.length - once.length + new Set(once).size;
}

/** The same columns in the same order, each label over the other's. */
export const sameHeader = (a: Column[], b: Column[]): boolean =>
  a.length === b.length &&
  a.every((c, i) => c.role === b[i]?.role && c.x0 < (b[i] as Column).x1 && (b[i] as Column).x0 < c.x1);

/** A line that is a header of its own, naming the columns `cols` names where they stand. */
function translates(line: Line, cols: Column[], match: HeaderMatcher): boolean {
  const own = match(line);
  return own !== null && sameHeader(own, cols);
}

function bandAt(lines: Line[], i: number, match: HeaderMatcher): HeaderHit | null {
  const first = lines[i] as Line | undefined;
  if (!first || !isLabelLine(first)) return null;
  let best: HeaderHit | null = null;
  const band: Line[] = [first];
  let stacked = true;
  // The best band's columns, with a description label they leave unnamed.
  let named: Column[] = [];
  for (let k = 1; k <= MAX_BAND; k++) {
    // A line with text under the description label is a description spilled over the page (`Vat`): the header is above
    // it.
    if (k > 1 && best !== null && underDescription(band[k - 1] as Line, named) && !describedTwice(named)) {
      if (!namesAnother(band[k - 1] as Line, mergeBand(band.slice(0, k - 1)))) break;
    }
    // A header printed again under itself in another language (`Datum` over `Date`) is one header over two lines;
    // a title over them is none of it.
    const upper = k > 1 ? match(band[k - 2] as Line) : null;
    if (upper && translates(band[k - 1] as Line, upper, match)) return k === 2 ? { cols: upper, span: 2 } : null;
    const merged = k === 1 ? first : mergeBand(band);
    const cols = match(merged);
    // A line whose every piece sits under one label is that label's lower part: it belongs to the header. Not
    // under the description's label, though: there it names no column, and a description spilled over the
    // page (`Vat`, `Reference:`) looks just the same.
    if (k > 1 && best !== null) {
      const above = mergeBand(band.slice(0, k - 1));
      const lower = band[k - 1] as Line;
      stacked &&=
        stacksUnder(lower, above) &&
        (!underDescription(lower, named) || namesAnother(lower, above) || describedTwice(named));
    }
    // Once a line alone is a header, a line below joins it only as a label's lower part: a description spilled
    // over the page (`Payment Project Alpha`) may hold words a label reader takes for labels of their own.
    if (cols && (!best || (stacked && cols.length >= best.cols.length))) {
      best = { cols, span: k };
      named = withDescription(cols, merged);
    }
    const next = lines[i + k];
    if (!next || !isLabelLine(next) || !close(band[band.length - 1] as Line, next)) break;
    if (!isFragmentLine(next) && !isFragmentLine(first)) break;
    if (best && describes(next, named)) break;
    band.push(next);
  }
  return best;
}
