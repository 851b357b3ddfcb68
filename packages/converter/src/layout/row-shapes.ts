import { isAmount } from '../parse/amount';
import type { AnchorItem, LineItem, TableItem } from './row-placement';
import { sortedNumbers } from '../parse/sorted-numbers';

/**
 * The shape each way of anchoring gives a row: where its description lines sit around the baseline of its date
 * and figures. Top: on it and under it; bottom: on it and over it; middle: as far over it as under it.
 */
export type Hypothesis = 'top' | 'middle' | 'bottom';

/**
 * The distance between two lines of description text (a baseline without text, as a centred row leaves, is not one).
 */
export function textPitch(items: TableItem[]): number {
  return pitchOf(items.filter((it) => it.kind === 'line' || (it.kind === 'anchor' && it.hasDesc)));
}

/** The typical distance between two lines of `items` on one page: the median step down. */
export function pitchOf(items: TableItem[]): number {
  const d: number[] = [];
  for (let i = 1; i < items.length; i++) {
    const a = items[i - 1] as TableItem;
    const b = items[i] as TableItem;
    if (a.page === b.page && a.y - b.y > 0.5) d.push(a.y - b.y);
  }
  const s = sortedNumbers(d);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
}

/**
 * Whether every row's lines sit where `h` puts them (lines carried over a page break are not measured). A line
 * given to a row must lie clearly on the side of its baseline that the hypothesis says (under it for top, over it for
 * bottom; a bottom-set row's last line is on its baseline), and a centred row's lines must balance about its baseline.
 */
export function shapesFit(h: Hypothesis, owners: Map<LineItem, AnchorItem | null>, pitch: number): boolean {
  if (pitch <= 0) return true;
  const rows = new Map<AnchorItem, number[]>();
  for (const [l, a] of owners) {
    if (!a || a.page !== l.page) continue;
    const list = rows.get(a) ?? [];
    list.push((a.y - l.y) / pitch); // how many lines under the baseline: negative over it
    rows.set(a, list);
  }
  for (const [a, offsets] of rows) {
    if (h === 'top' && offsets.some((o) => o < 0.75)) return false;
    // Set on its last line, a row with no text on its baseline has none over it either.
    if (h === 'bottom' && (!a.hasDesc || offsets.some((o) => o > -0.75))) return false;
    if (h === 'middle') {
      const all = a.hasDesc ? [0, ...offsets] : offsets;
      if (Math.abs(all.reduce((s, o) => s + o, 0) / all.length) > 0.25) return false;
    }
  }
  return true;
}

const textOf = (it: AnchorItem | LineItem): string => (it.kind === 'anchor' ? (it.row?.desc ?? []) : it.desc).join(' ');

/**
 * How many of the rows' lines break early: a line that is not its row's last, yet would have had room for the next
 * line's first word (measured in characters against the table's longest description line). A printer wraps a
 * description only when the next word does not fit, so the way that gives the rows the fewest such breaks is the
 * way the page was printed. `lastFree`: a break before a row's last line is not counted (it may set a reference on a
 * line of its own). A break after a line that closes a description (a lone figure, a foreign amount) always counts.
 */
export function earlyBreaks(owners: Map<LineItem, AnchorItem | null>, items: TableItem[], lastFree = false): number {
  const text = items.filter(
    (it): it is AnchorItem | LineItem => it.kind === 'line' || (it.kind === 'anchor' && it.hasDesc),
  );
  const room = Math.max(0, ...text.map((it) => textOf(it).length));
  const rows = new Map<AnchorItem, (AnchorItem | LineItem)[]>();
  for (const it of text) {
    const a = it.kind === 'anchor' ? it : owners.get(it);
    if (!a || a.page !== it.page) continue;
    rows.set(a, [...(rows.get(a) ?? []), it]);
  }
  let early = 0;
  for (const lines of rows.values()) {
    lines.sort((x, y) => y.y - x.y);
    for (let i = 1; i < lines.length; i++) {
      const before = textOf(lines[i - 1] as AnchorItem | LineItem);
      // Whatever its length, a line that closes a description is never followed in its row.
      if (closesDescription(before)) {
        early++;
        continue;
      }
      const forced = lastFree && i === lines.length - 1;
      const next = textOf(lines[i] as AnchorItem | LineItem).split(' ')[0] ?? '';
      if (!forced && before.length + 1 + next.length <= room) early++;
    }
  }
  return early;
}

/**
 * A card's foreign amount and its rate, printed under the purchase on a line of its own: `USD 8.10 @ 20.3337`, also
 * named (`Foreign amount EUR 59.49 Rate 20.9935`, `Buitelandse bedrag EUR 59,49 Koers 20,9935`).
 */
const FOREIGN_AMOUNT = /^[A-Z]{3} ?-?\d[\d ,.]*\d(?: ?@ ?R? ?\d[\d ,.]*)?$/;
const FOREIGN_LABEL = /^(?:foreign (?:amount|currency)|buitelandse bedrag)[:\s]+/i;
const RATE_LABEL = /\s(?:exchange rate|rate|wisselkoers|koers):?\s/i;

export const isForeignAmount = (text: string): boolean =>
  FOREIGN_AMOUNT.test(text.trim().replace(FOREIGN_LABEL, '').replace(RATE_LABEL, ' @ '));

/** A lone figure or a foreign amount: the last line of a description, never followed by more of it. */
const closesDescription = (text: string): boolean => isAmount(text) || isForeignAmount(text);
