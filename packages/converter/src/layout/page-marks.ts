import { TEXT_CHARS_PER_STATEMENT_PAGE } from '@bankcsv/domain';
import type { TextRun } from '../extract/types';
import { buildLines } from './lines';

// "Page 3 of 60" (Afrikaans "Bladsy 3 van 60"): a statement numbers its pages, and a sheet printed
// several pages to a side (n-up) shows each page's number. The charge counts them; a sheet without
// numbers is counted by its text, past what any one statement page holds.
const PAGE_MARK = /\b(?:page|bladsy)\s*(\d{1,4})\s*(?:of|van|\/)\s*(\d{1,4})\b/gi;

/**
 * How many statement pages one printed page carries: the page numbers it shows, or its text in
 * statement pages' worth when that says more (1 for any ordinary page).
 */
export function statementPagesOn(runs: readonly TextRun[]): number {
  const chars = runs.reduce((sum, r) => sum + r.text.replace(/\s/g, '').length, 0);
  return Math.max(numberedPagesOn(runs), Math.floor(chars / TEXT_CHARS_PER_STATEMENT_PAGE));
}

function numberedPagesOn(runs: readonly TextRun[]): number {
  const numbers = new Set<string>();
  for (const line of buildLines([...runs])) {
    for (const m of line.text.matchAll(PAGE_MARK)) {
      const [page, of] = [Number(m[1]), Number(m[2])];
      if (page >= 1 && page <= of) numbers.add(`${page}/${of}`);
    }
  }
  return Math.max(1, numbers.size);
}
