import type { SignPlan } from './chain';
import type { RawRow } from './layout/table';
import type { ParsedAmount } from './parse/amount';

export const FEE_LIKE: ReadonlySet<string> = new Set(['fee', 'ignoreAmount', 'unknown', 'vat']);

/** Marks that name their side in words (`Cr`, `Dr`): a mirrored column never turns them, unlike a minus or brackets. */
const WORDED: ReadonlySet<ParsedAmount['mark']> = new Set(['cr', 'dr']);

export const signed = (a: ParsedAmount, bare: 1 | -1): number => a.cents * (a.sign === 0 ? bare : a.sign);

/** A row's figures under a plan: the amount columns' sum, and the sum of the fee columns the plan moves by. */
export function rowParts(r: RawRow, plan: SignPlan): { main: number | null; fee: number } {
  let main: number | null = null;
  let fee = 0;
  let alone = 0;
  for (const f of r.figures) {
    const a = f.amount;
    if (!a) continue;
    if (FEE_LIKE.has(f.role)) {
      const bare = plan.moving.get(f.col);
      if (bare !== undefined) fee += signed(a, bare);
      else if (plan.aloneMoving?.has(f.col)) alone += signed(a, -1);
      continue;
    }
    const own = plan.mixed?.get(f.col);
    const v =
      own !== undefined
        ? signed(a, own)
        : f.role === 'debit'
          ? a.sign === 1 || (a.sign === -1 && plan.reversals?.has(f.col))
            ? a.cents
            : -a.cents
          : f.role === 'credit'
            ? a.sign === -1
              ? -a.cents
              : a.cents
            : signed(a, plan.amountBare) * (plan.mirrored && !WORDED.has(a.mark) ? -1 : 1);
    main = (main ?? 0) + v;
  }
  return { main, fee: main === null ? fee + alone : fee };
}

export const amountOf = (r: RawRow, plan: SignPlan): number | null => {
  const { main, fee } = rowParts(r, plan);
  return main === null && fee === 0 ? null : (main ?? 0) + fee;
};

/** The row's figures print no sign mark of their own. */
export const unmarked = (r: RawRow): boolean => r.figures.every((f) => !f.amount || f.amount.sign === 0);

/**
 * Whether a balance figure may stand for `value`: as read, or, printed with no sign mark at all, as its mirror (a mark
 * lost in the text layer, or a summary line in another notation).
 */
export const stands = (a: ParsedAmount | null, read: number | null, value: number): boolean =>
  read !== null && (read === value || (a !== null && a.sign === 0 && -read === value));
