import type { Line } from './lines';
import type { RawRow } from './table';
import { earlyBreaks, pitchOf, shapesFit, textPitch, type Hypothesis } from './row-shapes';
import { sortedNumbers } from '../parse/sorted-numbers';
import { byHeads } from './description-heads';

/**
 * Which row a wrapped description line belongs to: the one above, or the one below. Decided from the page's own
 * geometry, tried against three ways a table sets a row's date and figures beside its description: on its first
 * line (top), beside its middle (centred: a two-line text straddles the row's baseline), or on its last (bottom).
 */

/** A row's first line (its date and figures); `row` null for a notice, which owns its lines but is left out. */
export interface AnchorItem {
  kind: 'anchor';
  page: number;
  y: number;
  row: RawRow | null;
  /** It prints description text on its own baseline. */
  hasDesc: boolean;
}

/** A line of description text alone; `prev` is the row before it in reading order (the old rule's owner). */
export interface LineItem {
  kind: 'line';
  page: number;
  y: number;
  desc: string[];
  ref: string[];
  prev: AnchorItem | null;
  /** The line itself, for the record of what took each line. */
  line?: Line;
  /** Wider than any wrapped line of its column, short of the next: a wrap between rows, a note under the last. */
  wide?: boolean;
}

/** A balance line between rows (brought / carried forward): no wrapped line reaches across it but a spill. */
export interface BarrierItem {
  kind: 'barrier';
  page: number;
  y: number;
}

export type TableItem = AnchorItem | LineItem | BarrierItem;

const HYPOTHESES: Hypothesis[] = ['top', 'middle', 'bottom'];

/** Owner per line (null: the line is left out). */
type Assignment = Map<LineItem, AnchorItem | null>;

/** The table's rows (anchors) and the lines between them, in reading order over its page breaks. */
interface TableSpan {
  anchors: AnchorItem[];
  /**
   * gaps[0]: lines above the first anchor; gaps[i]: lines after anchor i-1; `cut`: index of the first after a barrier.
   */
  gaps: { lines: LineItem[]; cut: number | null }[];
}

/**
 * The table's rows and the lines between them, page by page. A page's lines under its last row run on to the next
 * page's rows only where the pages show a row split by the break: the next page prints lines over its first row, or
 * those lines stand a row's space (not a line's) under the last row. Otherwise they are the last row's own.
 * `overBreaks`: they always run on, as rows set beside their last line read them.
 */
function inOrder(items: TableItem[], pitch: number, overBreaks = false): TableSpan[] {
  const spans: TableSpan[] = [];
  let cur: TableSpan | null = null;
  let page = -1;
  let last: AnchorItem | null = null;
  const fresh = (): TableSpan => ({ anchors: [], gaps: [{ lines: [], cut: null }] });
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as TableItem;
    if (it.page !== page || !cur) {
      const tail = cur?.gaps[cur.gaps.length - 1]?.lines ?? [];
      const lead = it.kind === 'line';
      const spaced = last !== null && tail[0] !== undefined && last.y - tail[0].y > pitch * 1.25;
      if (!cur || tail.length === 0 || cur.anchors.length === 0 || !(lead || spaced || overBreaks))
        spans.push((cur = fresh()));
      page = it.page;
    }
    const gap = cur.gaps[cur.gaps.length - 1] as TableSpan['gaps'][number];
    if (it.kind === 'anchor') {
      cur.anchors.push(it);
      cur.gaps.push({ lines: [], cut: null });
      last = it;
    } else if (it.kind === 'line') gap.lines.push(it);
    else gap.cut ??= gap.lines.length;
  }
  return spans;
}

/** The table in spans as the pages show them, and as it reads when every page's last lines go on to the next page. */
interface Ways {
  spans: TableSpan[];
  broken: TableSpan[];
}

/** Each hypothesis's owners, or null where its rules cannot account for the page. */
function assign(h: Hypothesis, spans: TableSpan[]): Assignment | null {
  const out: Assignment = new Map();
  for (const { anchors, gaps } of spans) {
    if (h === 'top') {
      // The old rule: a line goes with the row above it, over a page break too.
      for (const g of gaps) for (const l of g.lines) out.set(l, l.prev);
      continue;
    }
    if (anchors.length === 0) {
      if (gaps.some((g) => g.lines.length > 0)) return null;
      continue;
    }
    // Lines above the first row go with it, unless a balance line stands between them.
    const lead = gaps[0] as TableSpan['gaps'][number];
    if (lead.cut !== null && lead.cut > 0) return null;
    let above = lead.lines.length;
    for (const l of lead.lines) out.set(l, anchors[0] as AnchorItem);
    for (let i = 0; i < anchors.length; i++) {
      const g = gaps[i + 1] as TableSpan['gaps'][number];
      const k = g.lines.length;
      // Centred: as many of its lines below its baseline as above; bottom: none below.
      const below = h === 'middle' ? above : 0;
      const next = anchors[i + 1];
      // No line crosses a balance line between two rows.
      if (below > k || (g.cut !== null && g.cut !== below)) return null;
      if (!next && below !== k) return null;
      g.lines.forEach((l, j) => out.set(l, j < below ? (anchors[i] as AnchorItem) : (next ?? null)));
      above = k - below;
    }
  }
  return out;
}

/**
 * Whether the lines' spacing contradicts the owners: lines of one row set wider apart than two rows are (a table that
 * pads its rows), or a straddled baseline (no text on it, lines half a pitch above and below) read as the top of a row.
 */
function contradicts(owners: Assignment, items: TableItem[], pitch: number): boolean {
  const ownerOf = (it: TableItem): AnchorItem | null | undefined =>
    it.kind === 'anchor' ? it : it.kind === 'line' ? owners.get(it) : undefined;
  const text = items.filter((it) => (it.kind === 'anchor' && it.hasDesc) || it.kind === 'line');
  let maxIntra = -Infinity;
  let minInter = Infinity;
  for (let i = 1; i < text.length; i++) {
    const a = text[i - 1] as TableItem;
    const b = text[i] as TableItem;
    if (a.page !== b.page) continue;
    const d = a.y - b.y;
    if (ownerOf(a) === ownerOf(b) && ownerOf(a)) maxIntra = Math.max(maxIntra, d);
    else minInter = Math.min(minInter, d);
  }
  if (maxIntra > minInter + Math.max(0.8, pitch * 0.06)) return true;
  // A row without text on its baseline whose neighbours sit half a pitch from it owns them both.
  for (let i = 0; i < items.length; i++) {
    const a = items[i] as TableItem;
    if (a.kind !== 'anchor' || a.hasDesc) continue;
    const up = items[i - 1];
    const down = items[i + 1];
    const near = (x: TableItem | undefined): x is LineItem =>
      x?.kind === 'line' && x.page === a.page && Math.abs(x.y - a.y) < pitch * 0.75;
    if (near(up) && near(down) && (owners.get(up) !== a || owners.get(down) !== a)) return true;
  }
  return false;
}

export interface Placement {
  owners: Assignment;
  /** Rows whose lines the evidence could give to another row: the user is told. */
  unsure: Set<RawRow>;
  /** How the table's own evidence shows its rows set, where it has wrapped lines and leaves one way only. */
  set: Hypothesis | null;
}

/** A row without text on its baseline with lines half a pitch above and below it: a centred two-line text. */
function straddles(items: TableItem[], pitch: number): boolean {
  return items.some((a, i) => {
    if (a.kind !== 'anchor' || a.hasDesc) return false;
    const near = (x: TableItem | undefined): boolean =>
      x?.kind === 'line' && x.page === a.page && Math.abs(x.y - a.y) < pitch * 0.75;
    return near(items[i - 1]) && near(items[i + 1]);
  });
}

/**
 * Gives every description line its row. The ways that account for every page and that the spacing does not
 * contradict are kept; one other than the old rule (with the row above) only on evidence of its own: lines the old
 * rule leaves without a row, or a straddled baseline. Where the kept ways disagree about a line, it goes by the
 * old rule and the rows it could belong to are flagged.
 */
export function placeLines(all: TableItem[], prefer?: Hypothesis): Placement {
  const pitch = pitchOf(all);
  // Measured between lines of text: a centred row's baseline halves the distance between rows, never a line's.
  const footers = farBelow(all, Math.max(pitch, textPitch(all)));
  const { notes, doubtful } = notesUnder(
    all.filter((it) => !(it.kind === 'line' && footers.has(it))),
    textPitch(all) || pitch,
  );
  // A line that may be a note or a wrap weighs on no way of reading the rest of the table.
  for (const l of [...notes, ...doubtful.keys()]) footers.add(l);
  const items = all.filter((it) => !(it.kind === 'line' && footers.has(it)));
  const lines = textPitch(items) || pitch;
  const spans = inOrder(items, lines);
  const top = assign('top', spans) as Assignment;
  const orphans = [...top].filter(([, a]) => a === null).map(([l]) => l);
  const centred = straddles(items, pitch);
  // A page's last lines may open the row at the head of the next page (rows set beside their last line, whose first
  // row may have one line only): the break is read both ways, and where the page does not tell, the words do.
  const ways: Ways = { spans, broken: inOrder(items, lines, true) };
  // Rows' shapes rule the old rule out only where another way fits them (blocks read side by side fit none).
  const names = new Map<Assignment, Hypothesis>([[top, 'top']]);
  const fits = (h: Hypothesis, o: Assignment) => !contradicts(o, items, pitch) && shapesFit(h, o, lines);
  let kept = keptWays(top, ways, orphans, centred, fits, names);
  if (kept.length === 0) kept = keptWays(top, ways, orphans, centred, (_h, o) => !contradicts(o, items, pitch), names);
  kept = byWrapping(byHeads(kept, items), items, top);
  const set =
    kept.length === 1 && items.some((it) => it.kind === 'line') ? (names.get(kept[0] as Assignment) ?? null) : null;
  // Where this table leaves it open, the way the statement's other tables show (one print sets all its rows alike).
  const preferred = kept.length > 1 ? kept.find((k) => names.get(k) === prefer) : undefined;
  if (preferred) kept = [preferred];
  const unsure = new Set<RawRow>();
  const owners = new Map(top);
  if (kept.length === 0) {
    // Nothing accounts for the table: keep the old rule, and say so on every row a wrapped line was given to.
    for (const a of top.values()) if (a?.row) unsure.add(a.row);
  } else {
    for (const [l, a] of kept[0] as Assignment) {
      const others = kept.slice(1).map((k) => k.get(l));
      if (others.every((o) => o === a)) owners.set(l, a);
      else for (const o of [a, ...others]) if (o?.row) unsure.add(o.row);
    }
  }
  // Lines over a row that no way gives a row are description nobody reads: the row under them is told.
  for (const l of orphans) if (owners.get(l) === null) flagBelow(l, items, unsure);
  for (const l of footers) owners.set(l, null);
  for (const [l, a] of doubtful) {
    owners.set(l, a);
    if (a.row) unsure.add(a.row);
  }
  return { owners, unsure, set };
}

function flagBelow(line: LineItem, items: TableItem[], unsure: Set<RawRow>): void {
  const below = items.slice(items.indexOf(line) + 1).find((it): it is AnchorItem => it.kind === 'anchor');
  if (below?.row) unsure.add(below.row);
}

/**
 * The ways that account for every page and that `fits`. Lines the old rule leaves without a row (above a page's
 * first row, no row before them) that another way gives one rule the old rule out; so does a straddled baseline
 * that only the centred way fits. Otherwise every way that fits is kept: where they part, the page does not tell.
 */
function keptWays(
  top: Assignment,
  { spans, broken }: Ways,
  orphans: LineItem[],
  centred: boolean,
  fits: (h: Hypothesis, o: Assignment) => boolean,
  names: Map<Assignment, Hypothesis>,
): Assignment[] {
  const others: [Hypothesis, Assignment][] = [];
  for (const h of HYPOTHESES) {
    // Rows centred on their figures show it: a two-line row straddles its baseline, or a line stands over the first
    // row. Without either, rows of one and three lines set on their first line fit it as well.
    if (h === 'middle' && !centred && orphans.length === 0) continue;
    const owners = h === 'top' ? null : (assign(h, spans) ?? (h === 'bottom' ? assign(h, broken) : null));
    if (owners && fits(h, owners)) others.push([h, owners]);
    if (owners) names.set(owners, h);
  }
  const evidenced = others.some(([h, o]) => (centred && h === 'middle') || orphans.some((l) => o.get(l)));
  return [...(fits('top', top) && !evidenced ? [top] : []), ...others.map(([, o]) => o)];
}

/**
 * Of several ways that fit, the one whose rows break their lines only where the next word would not fit, when clearly
 * so; the old rule (the common print) also when it breaks none early and every other way breaks one. Where that
 * leaves them tied, the same count again with a row's break before its last line let pass: a reference or a figure
 * that a bank prints on a line of its own ends its row, so that break is forced whichever way the rows are anchored.
 */
function byWrapping(kept: Assignment[], items: TableItem[], top: Assignment): Assignment[] {
  if (kept.length < 2) return kept;
  const plain = wrappingDecides(kept, items, top, false);
  return plain.length > 1 ? wrappingDecides(kept, items, top, true) : plain;
}

function wrappingDecides(kept: Assignment[], items: TableItem[], top: Assignment, lastFree: boolean): Assignment[] {
  const scored = kept.map((o) => ({ o, early: earlyBreaks(o, items, lastFree) })).sort((a, b) => a.early - b.early);
  const [best, next] = scored as [(typeof scored)[number], (typeof scored)[number]];
  if (next.early >= 2 && best.early === 0) return [best.o];
  return best.o === top && best.early === 0 && next.early > 0 ? [top] : kept;
}

/**
 * The space a table leaves between its rows when it leaves more than a line's (a row's last line to the next one's
 * first): the step wider than a line's that recurs, at least three times. 0 when rows follow at the line's pitch.
 */
function rowGap(items: TableItem[], pitch: number): number {
  const wide: number[] = [];
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1] as TableItem, items[i] as TableItem];
    if (a.page === b.page && a.y - b.y > pitch * 1.25) wide.push(a.y - b.y);
  }
  return wide.length >= 3 ? (sortedNumbers(wide)[wide.length >> 1] as number) : 0;
}

/**
 * Under rows set at the line's pitch, a sentence this many pitches down is a note, not a wrap (a wrap that far down
 * is no sentence: `Payment From T Nkosi`).
 */
const CLOSE_SET = 1.25;
/** A note's sentence (`Fees include VAT at 15%. Interest rates are available on request.`), or a figure. */
const NOTE_LIKE = /\d[.,]\d\d\b|%|\.\s|\.$/;
/** A wrapped line sits within this many line pitches under the line above it. */
const WRAP_PITCH = 1.5;

/**
 * Under a page's last row, a line wider than any wrap and what follows it on the page: a note, not a wrap, unless it
 * sits right under the row and the next page goes on with lines before its first row. Alone right under the row, the
 * last thing in the table, it may be either (the longest wrap of a short table, or a note): it stays the row's, and
 * the row says the page does not tell (`doubtful`).
 */
function notesUnder(items: TableItem[], pitch: number): { notes: LineItem[]; doubtful: Map<LineItem, AnchorItem> } {
  const notes: LineItem[] = [];
  const doubtful = new Map<LineItem, AnchorItem>();
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as TableItem;
    if (it.kind !== 'line' || !it.wide) continue;
    let j = i;
    while (j < items.length && items[j]?.kind === 'line' && items[j]?.page === it.page) j++;
    if (items[j]?.page === it.page) continue; // a row follows on this page: a long wrap
    // The next page goes on with lines before its first row, and this one sits a line under the row: the row goes on
    // over the break, and this is its wrap (a footer further down is not).
    const above = items[i - 1];
    const under = above?.page === it.page && above.y - it.y <= WRAP_PITCH * pitch;
    if (items[j]?.kind === 'line' && under) continue;
    // Right under a posting that prints its text (or under its lines), holding no figure of its own, and no
    // sentence (a note's `Fees include VAT at 15%. Interest rates are available on request.`).
    const row = above?.kind === 'anchor' ? above : above?.kind === 'line' ? above.prev : null;
    const text = it.desc.join(' ');
    const wrapLike = row?.page === it.page && row.row !== null && row.hasDesc && !NOTE_LIKE.test(text);
    if (under && row && wrapLike && j === i + 1) {
      doubtful.set(it, row);
      continue;
    }
    for (let k = i; k < j; k++) notes.push(items[k] as LineItem);
    i = j - 1;
  }
  return { notes, doubtful };
}

/**
 * Under a page's last row, a line much further down than the table's pitch (or than the space it leaves between
 * rows) starts the page's footer, not a wrap: a row split by the page break prints its first lines there.
 */
function farBelow(items: TableItem[], pitch: number): Set<LineItem> {
  const out = new Set<LineItem>();
  const gap = rowGap(items, pitch);
  const far = Math.max(pitch * 1.6, gap + pitch * 0.5);
  // Rows that follow at the line's pitch leave little room: a sentence a quarter of a line further down is a note.
  const farFor = (b: LineItem) => (gap === 0 && NOTE_LIKE.test(b.desc.join(' ')) ? pitch * CLOSE_SET : far);
  for (let i = 1; i < items.length; i++) {
    const a = items[i - 1] as TableItem;
    const b = items[i] as TableItem;
    if (b.kind !== 'line' || a.page !== b.page || a.y - b.y <= farFor(b)) continue;
    let j = i;
    while (j < items.length && items[j]?.kind === 'line' && items[j]?.page === b.page) j++;
    if (items[j]?.page === b.page) continue; // a row follows on this page: a gap inside the table
    for (let k = i; k < j; k++) out.add(items[k] as LineItem);
  }
  return out;
}
