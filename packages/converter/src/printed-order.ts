import type { LayoutProfile } from './banks/profile';
import type { ChainInput, ChainReading } from './chain';
import type { RawRow } from './layout/table';
import { parseDate } from './parse/date';
import { decodeChain, score } from './sign-plans';

// Online transaction histories print their rows newest first: each balance is the older row's balance plus the
// row's amount, so the chain runs up the page. Which way it runs is the chain's own evidence, never the bank's
// name: the rows are read the other way only when the balances agree better so. A print with no balance on its rows
// has only its dates to say it.

/** The rows read bottom up; a closing line stays last (it is the newest balance either way). */
export function oldestFirst(rows: RawRow[]): RawRow[] {
  return [...rows.filter((r) => r.kind !== 'closing').reverse(), ...rows.filter((r) => r.kind === 'closing')];
}

/** A step between two rows' days longer than this is a year turning (`17 Jan` after `04 Dec`), not their order. */
const TURN_OF_YEAR = 180;

/** The rows' days run down the page at least twice and never up: newest first. */
function datesRunBackwards(rows: RawRow[], monthFirst: boolean | undefined): boolean {
  const days = rows
    .filter((r) => r.kind === 'posting' && r.dateText)
    .map((r) => parseDate(r.dateText as string, monthFirst))
    .filter((d) => d !== null)
    .map((d) => (d.year ?? 0) * 372 + d.month * 31 + d.day);
  let [down, up] = [0, 0];
  for (let i = 1; i < days.length; i++) {
    const step = (days[i] as number) - (days[i - 1] as number);
    if (Math.abs(step) >= TURN_OF_YEAR) continue;
    if (step < 0) down++;
    else if (step > 0) up++;
  }
  return down >= 2 && up === 0;
}

/**
 * The best reading of the rows as printed, or read bottom up when that chain holds strictly better, or, where no row
 * prints a balance, when their dates run backwards. A statement whose chain holds as printed, with a single row, or
 * where both ways agree equally keeps its printed order.
 */
export function decodeEitherWay(input: ChainInput, p: LayoutProfile): ChainReading {
  const printed = decodeChain(input, p);
  if (input.rows.filter((r) => r.kind === 'posting').length < 2) return printed;
  const unbalanced = !input.rows.some((r) => r.kind === 'posting' && r.balance !== null);
  if (unbalanced && datesRunBackwards(input.rows, p.monthFirst)) {
    return { ...decodeChain({ ...input, rows: oldestFirst(input.rows) }, p), newestFirst: true };
  }
  if (printed.fails === 0) return printed;
  const reversed = decodeChain({ ...input, rows: oldestFirst(input.rows) }, p);
  return score(reversed) > score(printed) ? { ...reversed, newestFirst: true } : printed;
}
