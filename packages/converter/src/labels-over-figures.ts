import type { Line } from './layout/lines';
import { isAmount } from './parse/amount';

const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }): boolean => a.x0 < b.x1 && b.x0 < a.x1;

/**
 * A summary box prints its labels on one line and each figure on the line below, under its label
 * (`Opening balance on 5 January 2026` over `R12.98`). Each such pair is given back as one line, label then figure,
 * where the label was printed, so the patterns that read `<label> <figure>` read it too. First page only: that is
 * where statements print their summary, and the table's header over its first row must not be read as one.
 */
export function labelsOverFigures(lines: Line[]): Line[] {
  const out: Line[] = [];
  const first = lines.filter((l) => l.page === 1);
  for (let i = 0; i + 1 < first.length; i++) {
    const labels = first[i] as Line;
    const figures = first[i + 1] as Line;
    if (figures.row !== labels.row + 1 || labels.cells.some((c) => isAmount(c.text))) continue;
    if (!figures.cells.every((c) => isAmount(c.text))) continue;
    for (const label of labels.cells) {
      const figure = figures.cells.find((f) => overlaps(f, label));
      if (figure) out.push({ ...labels, text: `${label.text} ${figure.text}`, cells: [label, figure] });
    }
  }
  return out;
}
