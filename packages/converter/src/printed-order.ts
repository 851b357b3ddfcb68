import type { LayoutProfile } from './banks/profile';
import type { ChainInput, ChainReading } from './chain';
import type { RawRow } from './layout/table';
import { decodeChain, score } from './sign-plans';

// Online transaction histories print their rows newest first: each balance is the older row's balance plus the
// row's amount, so the chain runs up the page. Which way it runs is the chain's own evidence, never the bank's
// name: the rows are read the other way only when the balances agree better so.

/** The rows read bottom up; a closing line stays last (it is the newest balance either way). */
export function oldestFirst(rows: RawRow[]): RawRow[] {
  return [...rows.filter((r) => r.kind !== 'closing').reverse(), ...rows.filter((r) => r.kind === 'closing')];
}

/**
 * The best reading of the rows as printed, or read bottom up when that chain holds strictly better. A statement
 * whose chain holds as printed, with a single row, or where both ways agree equally keeps its printed order.
 */
export function decodeEitherWay(input: ChainInput, p: LayoutProfile): ChainReading {
  const printed = decodeChain(input, p);
  if (printed.fails === 0 || input.rows.filter((r) => r.kind === 'posting').length < 2) return printed;
  const reversed = decodeChain({ ...input, rows: oldestFirst(input.rows) }, p);
  return score(reversed) > score(printed) ? { ...reversed, newestFirst: true } : printed;
}
