import type { LayoutProfile } from './banks/profile';
import type { Line } from './layout/lines';
import { unfoldSideBySide } from './layout/side-by-side';
import { readTable, type RawRow } from './layout/table';
import { parseAmount, signedCents } from './parse/amount';
import { findDates, parseDate, toIso, type PartialDate } from './parse/date';
import { yearResolver } from './parse/years';
import { dataQuality, reconcile } from './reconcile';
import type { Statement, Transaction } from './types';

interface Meta {
  opening: number | null;
  closing: number | null;
  credits: number | null;
  debits: number | null;
  account: string | null;
  period: PartialDate[];
}

function readMeta(lines: Line[], p: LayoutProfile): Meta {
  const meta: Meta = { opening: null, closing: null, credits: null, debits: null, account: null, period: [] };
  const money = (re: RegExp | undefined, text: string): number | null => {
    const m = re?.exec(text);
    const a = m?.[1] ? parseAmount(m[1]) : null;
    return a ? signedCents(a, p.balanceUnsigned ?? p.unsigned ?? 1) / 100 : null;
  };
  for (const l of lines) {
    meta.opening ??= money(p.opening, l.text);
    meta.closing ??= money(p.closing, l.text);
    meta.credits ??= money(p.totalCredits, l.text);
    meta.debits ??= money(p.totalDebits, l.text);
    if (meta.account === null && p.account) meta.account = p.account.exec(l.text)?.[1] ?? null;
    if (meta.period.length === 0 && p.period?.test(l.text)) meta.period = findDates(l.text);
  }
  return meta;
}

const ROLE_SIGN = { debit: -1, fee: -1, credit: 1 } as const;

function rowAmount(r: RawRow, unsigned: 1 | -1): number | null {
  if (r.figures.length === 0) return null;
  let sum = 0;
  for (const f of r.figures) {
    if (!f.amount) continue;
    const def = f.role in ROLE_SIGN ? ROLE_SIGN[f.role as keyof typeof ROLE_SIGN] : unsigned;
    sum += f.amount.sign === 0 ? f.amount.cents * def : f.amount.cents * f.amount.sign;
  }
  return sum;
}

/** The fee column's share of a row, signed (a bare fee figure is a debit). */
function feeCents(r: RawRow): number {
  let sum = 0;
  for (const f of r.figures) {
    if (f.role === 'fee' && f.amount) sum += f.amount.cents * (f.amount.sign === 0 ? -1 : f.amount.sign);
  }
  return sum;
}

/** Suffix of the transaction split off a row for its fee; bookkeepers book bank charges separately. */
const FEE_SUFFIX = ' (fee)';

function cleanDescription(parts: string[]): string {
  return parts.join(' ').replace(/\s+/g, ' ').replace(/^#+\s*/, '').trim();
}

/** Turns the rebuilt rows into signed, dated transactions and checks them against the balances. */
export function buildStatement(lines: Line[], pages: number, p: LayoutProfile, userYear: number | undefined, uploadedAt?: Date): Statement {
  const meta = readMeta(lines, p);
  const table = readTable(p.sideBySide ? unfoldSideBySide(lines, p.columns) : lines, p);
  const years = yearResolver({ periodStart: meta.period[0] ?? null, periodEnd: meta.period[1] ?? null, userYear, uploadedAt, dates: table.rows.map((r) => (r.dateText ? parseDate(r.dateText, p.monthFirst) : null)) });
  const unsigned = p.unsigned ?? 1;
  const balUnsigned = p.balanceUnsigned ?? unsigned;
  let opening = meta.opening ?? (table.openingRow ? signedCents(table.openingRow, balUnsigned) / 100 : null);
  let prev: number | null = opening === null ? null : Math.round(opening * 100);
  let lastDate: string | null = null;
  const tx: Transaction[] = [];
  for (const r of table.rows) {
    let amount = rowAmount(r, unsigned);
    const balance = r.balance ? signedCents(r.balance, balUnsigned) : null;
    if (balance !== null && prev !== null) {
      const delta = balance - prev;
      // Columns that collapse in extraction lose their sign: the balance change restores it.
      if (amount === null || Math.abs(delta) === Math.abs(amount)) amount = delta;
      if (delta === 0) { prev = balance; continue; } // non-posting row (collection attempt, info)
    }
    if (amount === 0) continue;
    if (opening === null && balance !== null && amount !== null && tx.length === 0) opening = (balance - amount) / 100;
    prev = balance ?? (prev !== null && amount !== null ? prev + amount : null);
    const parsed = r.dateText ? parseDate(r.dateText, p.monthFirst) : null;
    const date: string | null = parsed ? years.resolve(parsed) : lastDate;
    lastDate = date;
    const description = cleanDescription(r.desc) || (p.feeLabel ?? '');
    const fee = p.splitFees && amount !== null ? feeCents(r) : 0;
    if (fee !== 0 && amount !== null && amount !== fee) {
      // The balance is printed after both: the first of the pair has none, so the running check stays exact.
      tx.push({ date, description, amount: (amount - fee) / 100, balance: null, page: r.page, row: r.row });
      tx.push({ date, description: description + FEE_SUFFIX, amount: fee / 100, balance: balance === null ? null : balance / 100, page: r.page, row: r.row });
      continue;
    }
    tx.push({ date, description, amount: amount === null ? null : amount / 100, balance: balance === null ? null : balance / 100, page: r.page, row: r.row });
  }
  const lastBalance = [...tx].reverse().find((t) => t.balance !== null)?.balance ?? null;
  const closing = meta.closing ?? (table.closingRow ? signedCents(table.closingRow, balUnsigned) / 100 : lastBalance);
  const { check, breaks } = reconcile(tx, opening, closing, { credits: meta.credits, debits: meta.debits });
  const [ps, pe] = meta.period;
  return {
    bank: p.bank,
    layout: p.layout,
    pages,
    accountNumber: meta.account,
    periodStart: ps?.year ? toIso(ps.year, ps.month, ps.day) : null,
    periodEnd: pe?.year ? toIso(pe.year, pe.month, pe.day) : null,
    openingBalance: opening,
    closingBalance: closing,
    transactions: tx,
    dataQuality: dataQuality(tx, check, breaks),
    yearSource: years.source,
    year: years.year,
  };
}
