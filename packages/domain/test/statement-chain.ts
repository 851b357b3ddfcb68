/** Test statements cut from one account's balance chain, so each statement's balances agree with its neighbours'. */
import { addDays, type ConvertedStatement, type PlacedStatement, type ReviewTransaction } from '../src';

export interface ChainRow {
  date: string;
  description: string;
  amount: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** The rows with the balance after each, run from `opening`. */
export function runChain(opening: number, rows: readonly ChainRow[]): ReviewTransaction[] {
  let run = Math.round(opening * 100);
  return rows.map((r, k) => {
    run += Math.round(r.amount * 100);
    return { date: r.date, description: r.description, amount: r.amount, balance: run / 100, page: 1, row: k + 1 };
  });
}

/** The statement of the chain's rows from `start` to `end`, its opening the balance before `start`. */
export function cut(
  opening: number,
  chain: readonly ReviewTransaction[],
  start: string,
  end: string,
  extra: Partial<ConvertedStatement> = {},
): ConvertedStatement {
  const before = chain.filter((t) => (t.date as string) < start).at(-1);
  const rows = chain.filter((t) => (t.date as string) >= start && (t.date as string) <= end);
  const open = before ? (before.balance as number) : opening;
  const close = rows.length > 0 ? (rows.at(-1)?.balance as number) : open;
  return {
    bank: 'FNB',
    accountNumber: '6281 234 5678',
    periodStart: start,
    periodEnd: end,
    openingBalance: open,
    closingBalance: close,
    transactions: rows.map((t, k) => ({ ...t, row: k + 1 })),
    ...extra,
  };
}

/** A year of days with a few rows each: 3 rows a month, on the 3rd, 15th and 27th (two alike on the 15th). */
export function yearOfRows(year: number): ChainRow[] {
  const rows: ChainRow[] = [];
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, '0');
    rows.push({ date: `${year}-${mm}-03`, description: 'SALARY', amount: round(10_000 + m) });
    rows.push({ date: `${year}-${mm}-15`, description: 'AIRTIME', amount: -50 });
    rows.push({ date: `${year}-${mm}-15`, description: 'AIRTIME', amount: -50 });
    rows.push({ date: `${year}-${mm}-27`, description: 'RENT', amount: round(-9_000 - m / 4) });
  }
  return rows;
}

/** The last day of a month. */
export const monthEnd = (year: number, month: number): string =>
  addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1);

/** Twelve monthly statements of one account, January to December, ids `m1`..`m12`. */
export function twelveMonths(opening = 1_000, year = 2025): PlacedStatement<ConvertedStatement>[] {
  const chain = runChain(opening, yearOfRows(year));
  return Array.from({ length: 12 }, (_, k) => {
    const start = `${year}-${String(k + 1).padStart(2, '0')}-01`;
    return { id: `m${k + 1}`, statement: cut(opening, chain, start, monthEnd(year, k + 1)) };
  });
}

/** A fixed shuffle (Fisher–Yates with a fixed seed): no randomness in the tests' order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let seed = 7;
  for (let k = out.length - 1; k > 0; k--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (k + 1);
    [out[k], out[j]] = [out[j] as T, out[k] as T];
  }
  return out;
}
