import { isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { isAccountCell } from '../banks/printed-account';
import { isLabelLine } from './header';
import type { Line } from './lines';

// Page numbers in any of the banks' and browsers' forms: `Page 2`, `Page : 6`, `Page 2 of 5`, `Bladsy 2 van 5`, `2/5`.
const PAGE_WORD = /^(?:page|bladsy|pg)\.?\s*:?\s*\d{1,4}(?:\s*(?:of|van|\/)\s*\d{1,4})?$/i;
const PAGE_DASHED = /^[-\u2013]\s*\d{1,4}\s*[-\u2013]$/;
const PAGE_FRACTION = /^(\d{1,4})\s*\/\s*(\d{1,4})$/;

function isPageNumber(text: string, page: number, pageCount: number, onRow: boolean): boolean {
  // Every form starts with a digit, a dash, `p` or `b`: other text (most of it) is turned away before any pattern.
  const c = text.charCodeAt(0);
  if (!(c >= 48 && c <= 57) && c !== 45 && c !== 0x2013 && (c | 32) !== 112 && (c | 32) !== 98) return false;
  if (PAGE_WORD.test(text) || PAGE_DASHED.test(text)) return true;
  const m = onRow ? null : PAGE_FRACTION.exec(text);
  // Never a zero-padded pair (`01/02`): that is a day and a month, whatever page it is printed on.
  return m !== null && !text.startsWith('0') && Number(m[1]) === page && Number(m[2]) === pageCount;
}

const shape = (l: Line): string => `${Math.round(l.y)}|${l.text}`;

const hasFigure = (l: Line): boolean => l.cells.some((c) => isAmount(c.text));
/**
 * A cell that starts with a day and a month (`14 Nov`, `23/06/2025`, `2025-06-23`): a dated row, not a summary line.
 */
const DATED = /^(?:\d{1,2}[/ .-](?:\d{1,2}|[A-Za-z]{3,9})\b|\d{4}-\d{2}-\d{2})/;
const isDatedRow = (l: Line): boolean => l.cells.some((c) => DATED.test(c.text));

export interface Furniture {
  /** The lines with page-number cells taken out (a line left empty is dropped), a summary printed again left out. */
  lines: Line[];
  /**
   * Lines printed with the same text at the same height on most pages, above or below the figures: running headers and
   * footers.
   */
  repeated: Set<Line>;
}

/** The lines with page-number cells cut out; a line left empty is dropped. */
function withoutPageNumbers(lines: Line[], pageCount: number): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    // A row's date that reads as this page of the document's (`1/2` on page 1 of 2) stays: page numbers stand apart.
    const row = hasFigure(l);
    const cells = l.cells.filter((c) => !isPageNumber(c.text, l.page, pageCount, row));
    if (cells.length === l.cells.length) out.push(l);
    else if (cells.length > 0) out.push({ ...l, cells, text: cells.map((c) => c.text).join(' ') });
  }
  return out;
}

/** Per page: the band of lines holding figures (a line inside it may continue a description), and those lines. */
function figureBands(lines: Line[]) {
  const band = new Map<number, [number, number]>();
  const figureLines = new Map<number, Line[]>();
  for (const l of lines) {
    if (!hasFigure(l)) continue;
    const b = band.get(l.page);
    band.set(l.page, b ? [Math.min(b[0], l.y), Math.max(b[1], l.y)] : [l.y, l.y]);
    const ls = figureLines.get(l.page);
    if (ls) ls.push(l);
    else figureLines.set(l.page, [l]);
  }
  return { band, figureLines };
}

/**
 * Per page, the height of the table header: the first line of labels with figures below it (a summary with figures
 * may come first), one label over a figure column (a legend of charge codes under the rows labels none). A line
 * between it and the first row continues a row overleaf.
 */
function tableHeaders(lines: Line[], { band, figureLines }: ReturnType<typeof figureBands>): Map<number, number> {
  const header = new Map<number, number>();
  for (const l of lines) {
    const b = band.get(l.page);
    if (!b || l.y <= b[0] || l.cells.length < 3 || !isLabelLine(l) || !labelsFigures(l, figureLines.get(l.page) ?? []))
      continue;
    header.set(l.page, Math.max(header.get(l.page) ?? -Infinity, l.y));
  }
  return header;
}

/** Per page, the highest line with a figure above its header: a row when rows come before the header on the page. */
function rowsAboveHeaders(lines: Line[], header: Map<number, number>): Map<number, number> {
  const rowsAbove = new Map<number, number>();
  for (const l of lines) {
    const h = header.get(l.page);
    if (h !== undefined && l.y > h && hasFigure(l) && isDatedRow(l))
      rowsAbove.set(l.page, Math.max(rowsAbove.get(l.page) ?? -Infinity, l.y));
  }
  return rowsAbove;
}

/**
 * Furniture repeats outside the rows of most pages, every time; a continuation line may repeat by chance, but inside
 * the rows. Right above the rows of a page without its own header, the last row of the page before may go on: a
 * reference spilled there twice at the same height is still a reference, so those places count for nothing (only
 * the letterhead, below, tells furniture there). Answers the lines outside the rows, and those that repeat.
 */
function repeatedOutsideRows(
  lines: Line[],
  band: Map<number, [number, number]>,
  header: Map<number, number>,
  pageCount: number,
) {
  const outside = (l: Line): boolean => {
    const b = band.get(l.page);
    const h = header.get(l.page);
    return !hasFigure(l) && (!b || l.y < b[0] || (l.y > b[1] && (h === undefined || l.y >= h)));
  };
  const spillZone = (l: Line): boolean =>
    header.size > 0 && !header.has(l.page) && l.y > (band.get(l.page)?.[1] ?? Infinity);
  const pagesByShape = new Map<string, Set<number>>();
  const candidates = lines.filter(outside);
  for (const l of candidates) {
    if (spillZone(l)) continue;
    const key = shape(l);
    let pages = pagesByShape.get(key);
    if (!pages) pagesByShape.set(key, (pages = new Set()));
    pages.add(l.page);
  }
  const quorum = Math.max(2, Math.ceil(pageCount * 0.6));
  // Below the last figure of a page the last row may go on too (`Reference:` at the foot of two pages of three): a
  // footer there is printed on every page with rows.
  const below = (l: Line): boolean => l.y < (band.get(l.page)?.[0] ?? -Infinity);
  const footerQuorum = Math.max(quorum, band.size);
  const repeated = new Set<Line>();
  for (const l of candidates) {
    if (!spillZone(l) && (pagesByShape.get(shape(l))?.size ?? 0) >= (below(l) ? footerQuorum : quorum)) repeated.add(l);
  }
  return { candidates, repeated };
}

/** Lines in the rows' own pitch right over a page's rows above its header: the last row overleaf going on. */
function spillOver(lines: Line[], rowsAbove: Map<number, number>): Set<Line> {
  const spill = new Set<Line>();
  for (const [page, top] of rowsAbove) {
    let under = top;
    const over = lines.filter((l) => l.page === page && l.y > top).sort((a, b) => a.y - b.y);
    for (const l of over) {
      if (l.y - under > SPILL_PITCH * l.height) break;
      spill.add(l);
      under = l.y;
    }
  }
  return spill;
}

/** A wrapped line sits within this many of its heights over the line it goes on from. */
const SPILL_PITCH = 1.6;

/**
 * Page furniture never belongs to a transaction: page numbers are cut out wherever they stand, and lines that
 * repeat on most pages are marked so the table reader skips them unless they are its header.
 */
export function findFurniture(lines: Line[], pageCount: number): Furniture {
  const out = withoutPageNumbers(lines, pageCount);
  if (pageCount < 2) return { lines: out, repeated: new Set<Line>() };
  const bands = figureBands(out);
  const header = tableHeaders(out, bands);
  const rowsAbove = rowsAboveHeaders(out, header);
  const { candidates, repeated } = repeatedOutsideRows(out, bands.band, header, pageCount);
  // Above a table header is letterhead for certain: a page's running header says it again, wherever it stands.
  // Rows printed above a header lower on the page (the last account's rows, over the next account's table) are not,
  // nor the lines right over them: the last row overleaf going on.
  const spill = spillOver(out, rowsAbove);
  const letterhead = new Set(
    out.filter(
      (l) =>
        header.has(l.page) &&
        l.y > (header.get(l.page) as number) &&
        l.y > (rowsAbove.get(l.page) ?? -Infinity) &&
        !spill.has(l),
    ),
  );
  const echoes = echoesOf([...letterhead]);
  for (const l of candidates) if (!letterhead.has(l) && echoes(l)) repeated.add(l);
  // Left out whole: a copy says nothing the first print did not, and sections would split at its balances.
  const again = new Set(summariesAgain(out, header));
  return { lines: again.size ? out.filter((l) => !again.has(l)) : out, repeated };
}

/**
 * Over a page's table (over its first row where it prints no header, anywhere on a page of neither) a summary box
 * printed again from an earlier page, labels and figures word for word, is read once: its opening and closing again
 * would close the account mid-statement. Two figure lines at least, not all of them nil: one line may be a balance
 * brought forward, and two empty accounts print the same noughts.
 */
function summariesAgain(lines: Line[], header: Map<number, number>): Line[] {
  const firstRow = new Map<number, number>();
  for (const l of lines)
    if (hasFigure(l) && isDatedRow(l)) firstRow.set(l.page, Math.max(firstRow.get(l.page) ?? -Infinity, l.y));
  const zones = new Map<number, Line[]>();
  for (const l of lines) {
    // A page with no header and no row of its own (the last one's closing lines) is all zone.
    const top = header.get(l.page) ?? firstRow.get(l.page) ?? -Infinity;
    if (l.y <= top) continue;
    const zone = zones.get(l.page);
    if (zone) zone.push(l);
    else zones.set(l.page, [l]);
  }
  const seen = new Set<string>();
  const out: Line[] = [];
  for (const page of [...zones.keys()].sort((a, b) => a - b)) {
    const zone = zones.get(page) as Line[];
    const again = zone.filter((l) => seen.has(words(l.text)));
    const figures = again.filter(hasFigure);
    if (figures.length >= 2 && figures.some((l) => /[1-9]/.test(l.text.replace(/^\D+/, '')))) out.push(...again);
    for (const l of zone) seen.add(words(l.text));
  }
  return out;
}

/** Whether a piece of the line stands over a figure printed below it. */
function labelsFigures(l: Line, figureLines: Line[]): boolean {
  return figureLines.some(
    (m) => m.y < l.y && m.cells.some((c) => l.cells.some((h) => h.x0 < c.x1 && c.x0 < h.x1) && isAmount(c.text)),
  );
}

const words = (t: string): string => ` ${t.toLowerCase().split(/\s+/).join(' ')} `;

/**
 * Whether every piece of a line repeats the letterhead: a whole piece or line of it, or three words and more
 * inside one (`Account Number 10 12 345 678 9` in `Current Account Account Number 10 12 345 678 9`).
 */
function echoesOf(letterhead: Line[]): (l: Line) => boolean {
  const whole = new Set(letterhead.flatMap((l) => [l.text, ...l.cells.map((c) => c.text)].map(words)));
  const texts = [...whole];
  // The account a page is of, beside the letterhead's name: on a statement of several accounts, each section's own.
  const echoed = (t: string): boolean => {
    const w = words(t);
    // A date alone is no part of a letterhead line that prints it (a day's heading over rows, the period's last day).
    const part = t.split(/\s+/).length >= 3 && !isDate(t) && texts.some((x) => x.includes(w));
    return whole.has(w) || part || isAccountCell(t);
  };
  return (l) => whole.size > 0 && (echoed(l.text) || l.cells.every((c) => echoed(c.text)));
}
