import type { ChainReading } from './chain';
import { descriptionNotInText } from './description-evidence';
import type { TableResult } from './layout/table';
import { ambiguousDate } from './parse/date-order';
import { parseDate } from './parse/date';
import type { YearResolver } from './parse/years';
import type { BalanceBreak, Transaction } from './types';

/** Suffix of the transaction split off a row for its fee; bookkeepers book bank charges separately. */
const FEE_SUFFIX = ' (fee)';

/** Four or more dots (or ellipses) in a row, spaced or not. */
const LEADER = /(?:[.\u2026]\s?){4,}/g;

/**
 * The description as printed: every `#` kept (fee rows begin with one or two), and a soft hyphen (U+00AD) inside or
 * between words is the hyphen it prints as; one before a figure is a minus, but figures are cells of their own.
 */
function cleanDescription(parts: string[]): string {
  return (
    parts
      .join(' ')
      .replaceAll('\u00ad', '-')
      // Dot leaders drawn from the words to the figures (`PAYMENT ACME .......... 1,250.00`) are no words.
      .replace(LEADER, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cents as rand; `+ 0`, since a zero owed on a card, seen from the holder's side, is no minus zero. */
export const rand = (cents: number | null): number | null => (cents === null ? null : cents / 100 + 0);

/**
 * The chain's postings as transactions: dates with their years (a row with none has the one before it), descriptions
 * as printed, and a fee printed beside money in or out booked apart where the layout does. `filled`: the rows whose
 * amount is the balance's move.
 */
export function toTransactions(
  chain: ChainReading,
  monthFirst: boolean | undefined,
  splitFees: boolean,
  years: YearResolver,
): { tx: Transaction[]; filled: Set<Transaction> } {
  let lastDate: string | null = null;
  const tx: Transaction[] = [];
  // Rows whose amount is the balance's move: the chain holds there by construction, so it cannot vouch for them.
  const filled = new Set<Transaction>();
  for (const { row: r, amount, fee, balance, filled: fromBalance } of chain.postings) {
    const parsed = r.dateText ? parseDate(r.dateText, monthFirst) : null;
    const date: string | null = parsed ? years.resolve(parsed) : lastDate;
    lastDate = date;
    const description = cleanDescription(r.desc);
    // Text the layer does not hold is never made up: the row keeps what is there and says so.
    const image = descriptionNotInText(r, description) ? { descriptionAsImage: true as const } : {};
    const reference = r.ref.join(' ').replace(/\s+/g, ' ').trim();
    const own = { ...(reference ? { reference } : {}), ...image };
    if (splitFees && fee !== 0 && amount !== null && amount !== fee) {
      // The balance is printed after both: the first of the pair has none, so the running check stays exact.
      tx.push({ date, description, amount: (amount - fee) / 100, balance: null, ...own, page: r.page, row: r.row });
      tx.push({
        date,
        description: description + FEE_SUFFIX,
        amount: fee / 100,
        balance: rand(balance),
        ...own,
        page: r.page,
        row: r.row,
      });
      continue;
    }
    const t: Transaction = {
      date,
      description,
      amount: rand(amount),
      balance: rand(balance),
      ...own,
      page: r.page,
      row: r.row,
    };
    if (fromBalance) filled.add(t);
    tx.push(t);
  }
  return { tx, filled };
}

/** The first row's sign stays a guess (`settled`), or nothing says which way round the whole chain goes. */
export function firstRowBreak(
  tx: Transaction[],
  settled: BalanceBreak | null,
  signUnconfirmed: boolean,
): BalanceBreak[] {
  if (settled) return [settled];
  if (!signUnconfirmed) return [];
  // Named on the chain's first row, never called reconciled.
  const i = tx.findIndex((t) => t.amount !== null && t.amount !== 0);
  const t = tx[i];
  return t
    ? [
        {
          index: i,
          page: t.page,
          row: t.row,
          date: t.date,
          kind: 'unconfirmed-sign',
          expected: t.amount as number,
          actual: t.balance ?? 0,
        },
      ]
    : [];
}

/**
 * Rows the chain cannot vouch for: amounts taken from the balance's move, descriptions the page could give a neighbour.
 */
export function rowBreaks(tx: Transaction[], filled: Set<Transaction>, table: TableResult): BalanceBreak[] {
  const out: BalanceBreak[] = [];
  if (filled.size > 0) {
    tx.forEach((t, index) => {
      if (filled.has(t))
        out.push({
          index,
          page: t.page,
          row: t.row,
          date: t.date,
          kind: 'amount-from-balance',
          expected: t.amount as number,
          actual: t.balance as number,
        });
    });
  }
  // Rows whose wrapped lines the page could give to a neighbour: the balances say nothing about descriptions.
  const unsure = new Set(table.rows.filter((r) => r.unsure).map((r) => `${r.page}:${r.row}`));
  if (unsure.size > 0) {
    tx.forEach((t, index) => {
      if (unsure.delete(`${t.page}:${t.row}`))
        out.push({
          index,
          page: t.page,
          row: t.row,
          date: t.date,
          kind: 'description-placement',
          expected: t.amount ?? 0,
          actual: t.balance ?? 0,
        });
    });
  }
  return out;
}

/** Read day first, but nothing on the statement shows it: named on the first row it changes, never reconciled. */
export function dateOrderBreak(tx: Transaction[], chain: ChainReading): BalanceBreak[] {
  const at = chain.postings.find(({ row }) => row.dateText && ambiguousDate(row.dateText))?.row;
  const i = at ? tx.findIndex((t) => t.page === at.page && t.row === at.row) : -1;
  const t = tx[i];
  return t
    ? [
        {
          index: i,
          page: t.page,
          row: t.row,
          date: t.date,
          kind: 'date-order',
          expected: t.amount ?? 0,
          actual: t.balance ?? 0,
        },
      ]
    : [];
}
