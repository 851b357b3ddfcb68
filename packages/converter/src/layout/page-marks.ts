import { statementPagesOnText } from '@bankcsv/domain';
import type { TextRun } from '../extract/types';
import { buildLines } from './lines';

/**
 * How many statement pages one printed page carries: the page numbers it shows, or its text in
 * statement pages' worth when that says more (1 for any ordinary page). The counting is the domain's,
 * which the browser uses too to state the charge before upload.
 */
export function statementPagesOn(runs: readonly TextRun[]): number {
  const chars = runs.reduce((sum, r) => sum + r.text.replace(/\s/g, '').length, 0);
  return statementPagesOnText(
    buildLines([...runs]).map((line) => line.text),
    chars,
  );
}
