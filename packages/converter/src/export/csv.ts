import { QUICKBOOKS_MAX_BYTES, XERO_MAX_LINES, type CsvProfile } from '@bankcsv/domain';
import { formatCents } from '../parse/amount';
import { isoToDmy } from '../parse/date';
import type { Statement, Transaction } from '../types';
import { byAccount } from './accounts';
import { csvLine, numberCell, textCell } from './csv-cell';
import { payee } from './payee';

// The list of layouts lives in the domain, so the API and the SPA offer exactly these.
export type { CsvProfile };

const money = (n: number | null): string => (n === null ? '' : numberCell(formatCents(Math.round(n * 100))));

const PROFILES: Record<CsvProfile, { header: string[]; row: (t: Transaction) => string[] }> = {
  sage: {
    header: ['Date', 'Description', 'Amount'],
    row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount)],
  },
  sage4: {
    header: ['Date', 'Description', 'Money In', 'Money Out'],
    row: (t) => [
      isoToDmy(t.date),
      textCell(t.description),
      t.amount !== null && t.amount > 0 ? money(t.amount) : '',
      t.amount !== null && t.amount < 0 ? money(-t.amount) : '',
    ],
  },
  xero: {
    header: ['Date', 'Amount', 'Payee', 'Description', 'Reference'],
    // Payee is the other party (docs/exports.md); Reference only what the statement prints as the line's reference.
    row: (t) => [
      isoToDmy(t.date),
      money(t.amount),
      textCell(payee(t.description)),
      textCell(t.description),
      textCell(t.reference ?? ''),
    ],
  },
  quickbooks: {
    header: ['Date', 'Description', 'Amount'],
    row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount)],
  },
  generic: {
    header: ['Date', 'Description', 'Amount', 'Balance'],
    row: (t) => [isoToDmy(t.date), textCell(t.description), money(t.amount), money(t.balance)],
  },
};

/** Where a layout's importer caps a file: Xero by lines (its heading row counts), QuickBooks by size. */
const LIMITS: Partial<Record<CsvProfile, { lines?: number; bytes?: number }>> = {
  xero: { lines: XERO_MAX_LINES },
  quickbooks: { bytes: QUICKBOOKS_MAX_BYTES },
};

const CRLF = '\r\n';
const utf8 = new TextEncoder();
const byteLength = (s: string): number => utf8.encode(s).byteLength;

/**
 * CSV files for an accounting package: UTF-8 without BOM, CRLF, one string per file, each within its importer's limit.
 * A statement of several accounts gives each account its own file(s), in print order: a bank feed is one account's.
 */
export function toCsv(statement: Statement, profile: CsvProfile = 'sage'): string[] {
  return toCsvByAccount(statement, profile).flat();
}

/**
 * `toCsv`'s files account by account, in print order: each account's file, or its parts where its importer splits it.
 */
export function toCsvByAccount(statement: Statement, profile: CsvProfile = 'sage'): string[][] {
  const def = PROFILES[profile];
  if (!def) throw new Error(`Unknown CSV profile: ${String(profile)}`);
  return byAccount(statement).map((s) => accountFiles(s, profile, def));
}

function accountFiles(statement: Statement, profile: CsvProfile, def: (typeof PROFILES)[CsvProfile]): string[] {
  const header = csvLine(def.header) + CRLF;
  const rows = statement.transactions.map((t) => csvLine(def.row(t)) + CRLF);
  const limit = LIMITS[profile] ?? {};
  const maxLines = limit.lines ?? Number.POSITIVE_INFINITY;
  const maxBytes = limit.bytes ?? Number.POSITIVE_INFINITY;
  const files: string[] = [];
  let current: string[] = [];
  let bytes = byteLength(header);
  for (const row of rows) {
    const size = byteLength(row);
    if (current.length > 0 && (current.length + 1 >= maxLines || bytes + size > maxBytes)) {
      files.push(header + current.join(''));
      current = [];
      bytes = byteLength(header);
    }
    current.push(row);
    bytes += size;
  }
  files.push(header + current.join(''));
  return files;
}
