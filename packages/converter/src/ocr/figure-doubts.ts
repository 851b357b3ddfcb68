/**
 * A row's figures as read, with a digit OCR was unsure of (unsure-glyphs.ts) shown as `?`: the chain may read any digit
 * there where the balances on both sides of the figure say which (chain-repair.ts, an "unclear digit"). On light 1-bit
 * scans a digit misread as one that looks nothing like it (`31 234.72` for `31 234.71`) is mostly one OCR doubted; a
 * look-alike alone cannot mend it, and the row would be flagged with its neighbour though every link but one holds.
 */
import type { TextRun } from '../extract/types';
import type { Cell, Line } from '../layout/lines';
import { placesOf } from './date-doubts';
import { figureCell, glyphsWithin, type RowTexts } from './scan-texts';

/** `figure` (within `cell`) once for each digit of it OCR was unsure of, that digit as `?`. */
function doubtedIn(figure: string, cell: Cell, line: Line, unsure: readonly TextRun[]): string[] {
  const at = cell.text.indexOf(figure);
  const width = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const [x0, x1] = [cell.x0 + at * width, cell.x0 + (at + figure.length) * width];
  const out = new Set<string>();
  for (const g of glyphsWithin(unsure, line, x0, x1)) {
    for (const place of placesOf(g, figure, x0, x1)) out.add(`${figure.slice(0, place)}?${figure.slice(place + 1)}`);
  }
  return [...out];
}

function doubtsOf(figure: string | null, line: Line, unsure: readonly TextRun[]): string[] {
  const cell = figureCell(line, figure);
  return figure !== null && cell ? doubtedIn(figure, cell, line, unsure) : [];
}

/** The row's amount and balance texts, each digit OCR was unsure of in turn as `?`; none where it doubted none. */
export function doubtedFigures(
  texts: RowTexts,
  unsure: readonly TextRun[],
): Pick<RowTexts, 'amountDoubts' | 'balanceDoubts'> {
  if (!texts.line || unsure.length === 0) return {};
  const amountDoubts = doubtsOf(texts.amount, texts.line, unsure);
  const balanceDoubts = doubtsOf(texts.balance, texts.line, unsure);
  return {
    ...(amountDoubts.length > 0 ? { amountDoubts } : {}),
    ...(balanceDoubts.length > 0 ? { balanceDoubts } : {}),
  };
}
