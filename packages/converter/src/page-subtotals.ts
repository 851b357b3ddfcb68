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

/** Money out and in (cents, both positive) since some row: fees in the figures they were printed beside, and apart. */
class Sums {
  readonly joint = { debits: 0, credits: 0 };
  readonly apart = { debits: 0, credits: 0 };
  add(amount: number, fee: number): void {
    this.joint[amount < 0 ? 'debits' : 'credits'] += Math.abs(amount);
    // A bank that totals its fees on their own leaves them out of the money in and out it prints.
    const own = amount - fee;
    this.apart[own < 0 ? 'debits' : 'credits'] += Math.abs(own);
  }
  holds(side: 'debits' | 'credits', printed: number, feesApart: boolean): boolean {
    return printed === this.joint[side] || (feesApart && printed === this.apart[side]);
  }
}

/**
 * Each page subtotal checked against the rows it sums: those since the last subtotal (or, as some banks print them,
 * since the statement's first row). A fee beside a figure counts with it, or apart where the rows book it apart (the
 * totals then prove the split). A total none agrees with is named where it is printed, as a printed total of money in
 * or out.
 */
export function subtotalBreaks(rows: RawRow[], postings: Posting[], feesApart: boolean): BalanceBreak[] {
  const moved = new Map(postings.map((p) => [p.row, p]));
  let page = new Sums();
  let all = new Sums();
  const breaks: BalanceBreak[] = [];
  for (const r of rows) {
    // The next month's statement in the same file counts from its own first row.
    if (r.ends) [page, all] = [new Sums(), new Sums()];
    const p = r.kind === 'posting' ? moved.get(r) : undefined;
    if (p?.amount) {
      page.add(p.amount, p.fee);
      all.add(p.amount, p.fee);
    }
    if (!r.subtotals) continue;
    for (const side of ['debits', 'credits'] as const) {
      const printed = r.subtotals[side];
      if (printed === null || page.holds(side, printed, feesApart) || all.holds(side, printed, feesApart)) continue;
      breaks.push({
        index: -1,
        page: r.page,
        row: r.row,
        date: null,
        kind: side === 'debits' ? 'total-debits' : 'total-credits',
        expected: page.joint[side] / 100,
        actual: printed / 100,
      });
    }
    page = new Sums();
  }
  return breaks;
}
