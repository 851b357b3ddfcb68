import { cellText, type Line } from './layout/lines';
import { parseAmount } from './parse/amount';
import { COUNT, money } from './banks/patterns';

// Summaries often print money out in groups: `Funds Used (Debits) <n> <x>` and, on a line of its own,
// `Bank Charges <n> <x>`. Whether a group is inside the main total or beside it, the rows say: the total is placed
// when the rows add up to it with some of the groups, and a group that no sum places is left out.

/** Debits a summary prints apart from money out: fees and charges. */
const DEBIT_GROUPS = money(
  String.raw`^(?:Bank Charges|Bank Fees|Service Fees|Total Fees|Fees)(?: \(Debits\))?\s*:?\s*${COUNT}`,
);

/** Every group of debits the summary prints, by size. */
export function readDebitGroups(lines: Line[]): number[] {
  const out: number[] = [];
  for (const l of lines) {
    const m = DEBIT_GROUPS.exec(cellText(l));
    const a = m?.[1] ? parseAmount(m[1]) : null;
    if (a && a.cents > 0) out.push(a.cents);
  }
  return out.slice(0, 4);
}

/**
 * Whether rows summing to `got` cents place the printed total (rand, any sign) together with some of the groups
 * (cents): the total alone, or with groups printed beside it, or, with no total printed, groups alone.
 */
export function placesTotal(got: number, printed: number | null, groups: readonly number[] = []): boolean {
  const main = printed === null ? null : Math.round(Math.abs(printed) * 100);
  for (let mask = 0; mask < 1 << groups.length; mask++) {
    if (main === null && mask === 0) continue;
    const sum = groups.reduce((s, g, i) => (mask & (1 << i) ? s + g : s), main ?? 0);
    if (sum === got) return true;
  }
  return false;
}
