import type { CsvProfile } from '@bankcsv/domain';
import { formatCents } from '../parse/amount';
import { isoToDmy } from '../parse/date';
import type { Statement, Transaction } from '../types';
import { csvLine, numberCell, textCell } from './csv-cell';

// The list of layouts lives in the domain, so the API and the SPA offer exactly these.
export type { CsvProfile };

const XERO_MAX_ROWS = 1000;
const money = (n: number | null): string => (n === null ? '' : numberCell(formatCents(Math.round(n * 100))));

const PROFILES: Record<CsvProfile, { header: string[]; row: (t: Transaction) => string[] }> = {
  sage: { header: ['Date', 'Description', 'Amount'], row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount)] },
  sage4: {
    header: ['Date', 'Description', 'Money In', 'Money Out'],
    row: (t) => [isoToDmy(t.date), textCell(t.description), t.amount !== null && t.amount > 0 ? money(t.amount) : '', t.amount !== null && t.amount < 0 ? money(-t.amount) : ''],
  },
  xero: {
    header: ['Date', 'Amount', 'Payee', 'Description', 'Reference'],
    row: (t) => [isoToDmy(t.date), money(t.amount), '', textCell(t.description), ''],
  },
  quickbooks: { header: ['Date', 'Description', 'Amount'], row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount)] },
  generic: {
    header: ['Date', 'Description', 'Amount', 'Balance'],
    row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount), money(t.balance)],
  },
};

/** CSV files for an accounting package: UTF-8 without BOM, CRLF, one string per file. */
export function toCsv(statement: Statement, profile: CsvProfile = 'sage'): string[] {
  const def = PROFILES[profile];
  if (!def) throw new Error(`Unknown CSV profile: ${String(profile)}`);
  const rows = statement.transactions.map((t) => csvLine(def.row(t)));
  // Xero counts the heading row within its 1,000-line limit.
  const size = profile === 'xero' ? XERO_MAX_ROWS - 1 : Math.max(1, rows.length);
  const files: string[] = [];
  for (let i = 0; i < rows.length || files.length === 0; i += size) {
    files.push([csvLine(def.header), ...rows.slice(i, i + size)].join('\r\n') + '\r\n');
  }
  return files;
}
