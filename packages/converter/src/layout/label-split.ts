import { NUMERIC_ROLES } from '../banks/profile';
import type { Column } from './header-labels';
import type { Cell } from './lines';

/**
 * A reference column printed one space short of the column after it (`FT407921X POS Purchase`) is read as one
 * piece, on every row alike, so the rows never show where the next column starts: its label does. A piece that starts
 * under a reference label and runs on past the next text label's start is cut at the word that starts there.
 */
export function splitAtLabels(cells: Cell[], header: Column[]): Cell[] {
  if (!header.some((c) => c.role === 'reference')) return cells;
  return cells.flatMap((cell) => {
    const ref = header.find((c) => c.role === 'reference' && cell.x0 < c.x1 && cell.x1 > c.x1);
    const next =
      ref && header.find((c) => c !== ref && !NUMERIC_ROLES.has(c.role) && c.x0 >= ref.x1 - 1 && c.x0 < cell.x1);
    if (!next) return [cell];
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    const tolerance = Math.max(3, perChar);
    let cut = -1;
    for (let i = 1; i < cell.text.length; i++) {
      if (cell.text[i - 1] !== ' ' || cell.text[i] === ' ') continue;
      const d = Math.abs(cell.x0 + i * perChar - next.x0);
      if (d <= tolerance && (cut < 0 || d < Math.abs(cell.x0 + cut * perChar - next.x0))) cut = i;
    }
    if (cut < 0) return [cell];
    return [
      { x0: cell.x0, x1: cell.x0 + (cut - 1) * perChar, text: cell.text.slice(0, cut).trimEnd() },
      { x0: cell.x0 + cut * perChar, x1: cell.x1, text: cell.text.slice(cut) },
    ];
  });
}
