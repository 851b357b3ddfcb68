import type { Column } from '../layout/header-labels';
import type { Line } from '../layout/lines';
import { LABEL_SPLIT, LINE_LABELS, LONE_LABEL, roleOfLabel } from './label-vocabulary';
import { ASIDE_ROLES, type LayoutProfile } from './profile';
import { money } from './patterns';
import { textMemo } from '../parse/text-memo';

/** Words in brackets that explain a column rather than name one: they hold a space or an `=`. */
const LEGEND = /\([^()]*[\s=][^()]*\)/g;

interface Label {
  text: string;
  start: number;
  /** Where the label's print ends: past its legend, if it has one. */
  end: number;
}

/**
 * The labels of a header piece. Tight headers run labels together (`RunningBTW Balance`, `VerwysingNarrative`): a
 * capital after a small letter, or before one after a capital (`BTWRunning`), starts a new word. Remembered by text:
 * every page prints the same header, and each is tried as the start of several bands.
 */
const labelsIn = textMemo((raw: string): Label[] => {
  const out: Label[] = [];
  // A legend in brackets (`Balance (Dr = overdrawn)`) names no column: it widens the label before it, whose figures
  // print under the whole. A unit (`(R)`) stays part of its label.
  const legends = [...raw.matchAll(LEGEND)];
  const text = raw.replace(LEGEND, (m) => ' '.repeat(m.length));
  let from = 0;
  for (const cut of [
    ...[...text.matchAll(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g)].map((m) => m.index),
    text.length,
  ]) {
    for (const m of text.slice(from, cut).matchAll(LABEL_SPLIT)) {
      out.push({ text: m[0], start: from + m.index, end: from + m.index + m[0].length });
    }
    from = cut;
  }
  for (const legend of legends) {
    const before = out.findLast((l) => l.end <= legend.index);
    if (before && text.slice(before.end, legend.index).trim() === '') before.end = legend.index + legend[0].length;
  }
  return out;
});

/** A value date's label: the day the money counts from, printed beside (often before) the transaction's date. */
const VALUE_DATE = /\b(?:value|val|effective)\b|valuta|effektiewe/i;

/** The transaction's own date, where a posting or process date is printed beside it. */
const TRANSACTION_DATE = /^tran(?:s(?:action)?)?\.?\s*date|^transaksiedatum/i;

/** An available balance: what may be drawn (less a notice deposit's minimum or a hold), not the account's balance. */
const AVAILABLE = /available|beskikbare?/i;

/**
 * Beside a running balance an available balance is a figure left aside: the chain runs on the balance. Printed
 * alone (an online-banking history), it is the balance.
 */
function availableAside(cols: Column[], available: Set<Column>): void {
  if (cols.filter((c) => c.role === 'balance').length < 2) return;
  for (const c of available) c.role = 'ignoreAmount';
}

/**
 * A header cell's labels as columns, where each stands in the cell. A label and its translation (`Datum/Date`,
 * `Saldo (R)/Balance`) are one column.
 */
function cellLabels(cell: Line['cells'][number]): { col: Column; text: string }[] {
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const out: { col: Column; text: string; end: number }[] = [];
  for (const m of labelsIn(cell.text)) {
    const role = roleOfLabel(m.text);
    if (!role || (LONE_LABEL.test(m.text) && cell.text.trim() !== m.text)) continue;
    const [x0, x1] = [cell.x0 + m.start * perChar, cell.x0 + m.end * perChar];
    const prev = out.at(-1);
    if (prev && prev.col.role === role && cell.text.slice(prev.end, m.start).includes('/')) {
      prev.col.x1 = x1;
      prev.end = m.end;
      continue;
    }
    out.push({ col: { role, x0, x1 }, text: m.text, end: m.end });
  }
  return out;
}

/**
 * Reads an unknown layout's header: any line naming a date (or a time: rows listed under day headings), a
 * description and a figure column.
 */
export function genericHeader(line: Line): Column[] | null {
  if (line.cells.length > 12 || line.text.length > 200) return null;
  const cols: Column[] = [];
  let timed = false;
  // Cells that hold a label: a header's labels stand apart, prose runs them into one line of text.
  let labelled = 0;
  // Each date column's label says whether it is the value date.
  const valued = new Map<Column, boolean>();
  const available = new Set<Column>();
  const transacted = new Set<Column>();
  const lone: Column[] = [];
  for (const cell of line.cells) {
    const labels = cellLabels(cell);
    for (const { col, text } of labels) {
      if (/^(?:time|tyd)$/i.test(text)) timed = true;
      if (col.role === 'date') valued.set(col, VALUE_DATE.test(text));
      if (col.role === 'date' && TRANSACTION_DATE.test(text)) transacted.add(col);
      if (col.role === 'balance' && AVAILABLE.test(text)) available.add(col);
      if (LONE_LABEL.test(text)) lone.push(col);
      cols.push(col);
    }
    if (labels.length > 0) labelled++;
  }
  // One date is the row's: the one labelled the transaction's (`Posting Date | Trans Date`), else the first not
  // labelled a value date, else the first; any other is read and left aside.
  const dates = [...valued.keys()];
  const own = dates.find((c) => transacted.has(c)) ?? dates.find((c) => !valued.get(c)) ?? dates[0];
  for (const c of dates) if (c !== own) c.role = 'ignore';
  // `Dr` and `Cr` name money out and in as a pair; `DR` alone heads the balance's sign markers, no column.
  const paired = ['debit', 'credit'].every((r) => lone.some((c) => c.role === r));
  for (const c of paired ? [] : lone) cols.splice(cols.indexOf(c), 1);
  availableAside(cols, available);
  const roles = new Set(cols.map((c) => c.role));
  const figures = ['amount', 'debit', 'credit', 'balance'].some((r) => roles.has(r as Column['role']));
  // Rows under day headings may print no date of their own, nor a time: a full header with a running balance says
  // table all the same (the rows take their heading's date, or are no rows).
  const dated = roles.has('date') || (timed && labelled >= 3) || (labelled >= 3 && roles.has('balance'));
  return dated && roles.has('description') && figures && cols.length >= 3 ? cols : null;
}

/** A currency column's label: its codes (`USD` on every row of a foreign-currency account) are no description. */
const CURRENCY_LABEL = /^(?:currency|geldeenheid)$/i;

/**
 * A profile's header with the columns it does not name but the vocabulary reads aside (a savings print's interest
 * rate, a foreign-currency account's currency): a rate printed with its `%` is no figure, and under no label it, or a
 * currency's code, would join the description.
 */
export function withAsideColumns(line: Line, cols: Column[]): Column[] {
  const aside: Column[] = [];
  for (const cell of line.cells) {
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    for (const m of labelsIn(cell.text)) {
      const role = roleOfLabel(m.text);
      if (!role || !(ASIDE_ROLES.has(role) || CURRENCY_LABEL.test(m.text))) continue;
      const x0 = cell.x0 + m.start * perChar;
      const x1 = cell.x0 + m.end * perChar;
      if (!cols.some((c) => x0 < c.x1 && x1 > c.x0)) aside.push({ role, x0, x1 });
    }
  }
  return aside.length ? [...cols, ...aside].sort((a, b) => a.x0 - b.x0) : cols;
}

const words = (list: readonly string[]): string => list.join('|');

export const genericProfile: LayoutProfile = {
  bank: 'Unknown',
  layout: 'generic',
  detect: [],
  columns: [],
  findHeader: genericHeader,
  dateOrderFromEvidence: true,
  splitFees: true,
  opening: money(`(?:${words(LINE_LABELS.opening)})[^\\d-]*?`),
  closing: money(`(?:${words(LINE_LABELS.closing)})[^\\d-]*?`),
  period: /statement period|period|from .* to|statement from|staat periode|tydperk/i,
};

/**
 * A credit card's statement no profile knows, read as any table is: from the holder's side (docs/signs.md), its
 * signs settled by `Cr`/`Dr` and the descriptions, since a card may print a payment with the bank's minus.
 */
export const genericCardProfile: LayoutProfile = {
  ...genericProfile,
  layout: 'generic-card',
  card: true,
  opening: money(`(?:${words([...LINE_LABELS.opening, ...LINE_LABELS.cardOpening])})[^\\d-]*?`),
  closing: money(`(?:${words([...LINE_LABELS.closing, ...LINE_LABELS.cardClosing])})[^\\d-]*?`),
};
