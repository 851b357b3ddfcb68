import type { RawRow } from './layout/table';

/**
 * A row's description starting this far (pt) right of where its column's descriptions start leaves room for words
 * the text layer does not hold: a head drawn as an image, with only its tail as text (`O/D Fooi`). Wrapped lines
 * may start up to 24 pt in; a first line starting further in than that has lost its start.
 */
const HEAD_MISSING = 30;

/**
 * Whether a posting's description (or its start) is missing from the text layer, though the row was printed:
 * no description text at all on a dated row with figures, none on its first line, or text that starts well inside
 * the column. Such text
 * is drawn as an image (fee labels painted as image masks); the row is kept as the text layer holds it and flagged,
 * never given a made-up description.
 */
export function descriptionNotInText(row: Pick<RawRow, 'descIndent'>, description: string): boolean {
  if (description === '') return true;
  // Only the lines below carry text: the start of the row's description is not in the layer.
  if (row.descIndent === null) return true;
  return row.descIndent !== undefined && row.descIndent > HEAD_MISSING;
}
