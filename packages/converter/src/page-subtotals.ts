import { LINE_LABELS } from './banks/label-vocabulary';
import type { Posting } from './chain';
import type { ClassifiedCell } from './layout/classify-line';
import type { RawRow } from './layout/table';
import type { BalanceBreak } from './types';

/** What a page's foot says its rows moved (cents, both positive); null where it prints no such figure. */
export interface Subtotals {
  debits: number | null;
  credits: number | null;
}

const CARRIED = new RegExp(LINE_LABELS.carriedForward.join('|'), 'i');

/**
 * The totals a `Carried forward` line prints in the debit and credit columns, beside the balance. None when it prints
 * only the balance, or zeros (a mid-page pair that restates the balance).
 */
export function subtotalsOf(text: string, cells: ClassifiedCell[]): Subtotals | undefined {
  if (!CARRIED.test(text)) return undefined;
  const sum = (role: string): number | null => {
    const own = cells.filter((c) => c.role === role && c.amount);
    return own.length === 0 ? null : own.reduce((s, c) => s + (c.amount?.cents ?? 0), 0);
  };
  const out = { debits: sum('debit'), credits: sum('credit') };
  return out.debits || out.credits ? out : undefined;
}

/**
 * Each page subtotal checked against the rows it sums: those since the last subtotal (or, as some banks print them,
 * since the first row). A total neither agrees with is named where it is printed, as a printed total of money in or
 * out.
 */
export function subtotalBreaks(rows: RawRow[], postings: Posting[]): BalanceBreak[] {
  const amounts = new Map(postings.map((p) => [p.row, p.amount]));
  const page = { debits: 0, credits: 0 };
  const all = { debits: 0, credits: 0 };
  const breaks: BalanceBreak[] = [];
  for (const r of rows) {
    const a = r.kind === 'posting' ? amounts.get(r) : null;
    if (a) {
      const side = a < 0 ? 'debits' : 'credits';
      page[side] += Math.abs(a);
      all[side] += Math.abs(a);
    }
    if (!r.subtotals) continue;
    for (const side of ['debits', 'credits'] as const) {
      const printed = r.subtotals[side];
      if (printed === null || printed === page[side] || printed === all[side]) continue;
      breaks.push({
        index: -1,
        page: r.page,
        row: r.row,
        date: null,
        kind: side === 'debits' ? 'total-debits' : 'total-credits',
        expected: page[side] / 100,
        actual: printed / 100,
      });
    }
    page.debits = 0;
    page.credits = 0;
  }
  return breaks;
}
