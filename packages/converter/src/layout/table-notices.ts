import type { Grid } from './column-discovery';
import type { Line } from './lines';

/**
 * A notice printed across the table between its rows (`Please note: your monthly fee will change from 1 July. Visit a
 * branch or our website for the new pricing`), wrapped onto a line of its own: prose, never a row's text.
 */

/** Words enough to be a sentence, not a description's field run long. */
const PROSE_WORDS = 8;
/** Words enough for a sentence's wrapped line, not a row's field alone (`412752*6823`). */
const SENTENCE_WORDS = 3;
const SENTENCE_END = /[.!?]["')]?\s*$/;
const words = (s: string): number => s.trim().split(/\s+/).length;

/**
 * Prose: a sentence's words, most in small letters (`your monthly fee will change`), where a description run long
 * prints capitals or a capital to each word (`STANDING INSTRUCTION NO 4417`, `Rates And Taxes`).
 */
function prose(text: string): boolean {
  const all = text.trim().split(/\s+/);
  return all.length >= PROSE_WORDS && all.filter((w) => /^[a-z]/.test(w)).length * 2 >= all.length;
}

/** A cell of prose that runs on over the start of another column than the one it starts in (a date's, a figure's). */
const acrossColumns = (c: Line['cells'][number], grid: Grid): boolean =>
  prose(c.text) && grid.header.some((col) => col.role !== 'description' && col.x0 > c.x0 + 5 && col.x0 + 20 < c.x1);

/**
 * What a line without figures or a date is of a notice: its first line, prose set from the table's left up to
 * `indent` into the descriptions, no taller than `maxHeight`, run on over the next columns (a stamp or a contact line
 * set deeper in is furniture); or its sentence going on under `open`, from where it starts, up to its full stop.
 */
export function noticeLine(
  line: Line,
  parts: { figures: readonly unknown[]; balance: unknown; dateCell: unknown },
  grid: Grid,
  open: Line | null,
  maxHeight: number,
  indent: number,
): 'first' | 'goes-on' | null {
  if (parts.figures.length > 0 || parts.balance !== null || parts.dateCell) return null;
  const text = grid.header.find((c) => c.role === 'description');
  const atEdge = text !== undefined && (line.cells[0]?.x0 ?? Infinity) <= text.x0 + indent;
  if (line.height <= maxHeight && atEdge && line.cells.some((c) => acrossColumns(c, grid))) return 'first';
  const below = open !== null && Math.abs((line.cells[0]?.x0 ?? 0) - (open.cells[0]?.x0 ?? 0)) < 2;
  return below && words(line.text) >= SENTENCE_WORDS ? 'goes-on' : null;
}

/** The notice line whose sentence goes on to the next line, if it does. */
export const openSentence = (line: Line): Line | null => (SENTENCE_END.test(line.text) ? null : line);
