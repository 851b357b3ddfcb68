import type { LayoutProfile } from '../banks/profile';
import type { ParsedAmount } from '../parse/amount';
import { parseDate } from '../parse/date';
import { classifyLine, matchHeader, type ClassifiedCell, type Column } from './columns';
import type { Line } from './lines';

export interface RawRow {
  page: number;
  row: number;
  dateText: string | null;
  desc: string[];
  figures: ClassifiedCell[];
  balance: ParsedAmount | null;
}

export interface TableResult {
  rows: RawRow[];
  openingRow: ParsedAmount | null;
  closingRow: ParsedAmount | null;
}

const BALANCE_ROW = /brought forward|carried forward|opening balance|openingsaldo|balance at date|^balance b\/f|^bal b\/f/i;
const CLOSING_ROW = /closing balance|afsluitingsaldo|balance at date of statement/i;
const FURNITURE = [/^(page|bladsy|pg) \d+ (of|van) \d+$/i, /^\d+ ?\/ ?\d+$/, /^continued/i, /\(continued\)$/i];

const FIGURE_ROLES = new Set(['amount', 'debit', 'credit', 'fee']);

const firstFigure = (cells: ClassifiedCell[]): ParsedAmount | null =>
  cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? cells.findLast((c) => c.amount)?.amount ?? null;

/** One pass over all lines of the statement, rebuilding transaction rows from the column grid. */
export function readTable(lines: Iterable<Line>, p: LayoutProfile): TableResult {
  const minHeader = p.headerMin ?? p.columns.length;
  const headerWords = new Set(p.columns.flatMap((c) => c.label.source.replace(/\\b|[()^$?\\]/g, ' ').toLowerCase().split(/[\s|]+/)).filter(Boolean));
  const rows: RawRow[] = [];
  let cols: Column[] | null = null;
  let started = p.start === undefined;
  let inTable = false;
  let page = 0;
  let cur: RawRow | null = null;
  let openingRow: ParsedAmount | null = null;
  let closingRow: ParsedAmount | null = null;

  // A stop or closing line ends the table for good: what follows is summaries and pending items.
  for (const line of lines) {
    if (line.page !== page) {
      page = line.page;
      inTable = false; // until this page's header shows again; rows still count if it never does
    }
    if (!started) { started = p.start!.test(line.text); continue; }
    const header = p.findHeader ? p.findHeader(line) : matchHeader(line, p.columns, minHeader);
    if (header) { cols = header; inTable = true; continue; }
    if (!cols) continue;
    if (p.stop?.some((r) => r.test(line.text))) break;
    if (FURNITURE.some((r) => r.test(line.text)) || p.skip?.some((r) => r.test(line.text))) continue;
    const cells = classifyLine(line, cols);
    if (BALANCE_ROW.test(line.text) || CLOSING_ROW.test(line.text)) {
      const fig = firstFigure(cells);
      if (CLOSING_ROW.test(line.text)) {
        if (fig) closingRow = fig;
        break;
      }
      if (fig && rows.length === 0) openingRow = fig;
      continue;
    }
    const dateCell = cells.find((c) => c.role === 'date' && parseDate(c.text, p.monthFirst));
    const figures = cells.filter((c) => c.amount && FIGURE_ROLES.has(c.role));
    const balance = cells.find((c) => c.role === 'balance' && c.amount)?.amount ?? null;
    const desc = cells.filter((c) => c.role === 'description').map((c) => c.text);
    const isRow = dateCell !== undefined && (figures.length > 0 || balance !== null);
    if (isRow || (inTable && dateCell === undefined && (figures.length > 0 || balance !== null) && cur !== null)) {
      cur = { page: line.page, row: line.row, dateText: dateCell?.text ?? null, desc, figures, balance };
      rows.push(cur);
      continue;
    }
    if (!inTable || cur === null || desc.length === 0) continue;
    if (desc.every((d) => d.toLowerCase().split(' ').every((w) => headerWords.has(w)))) continue; // wrapped header
    cur.desc.push(...desc);
  }
  return { rows, openingRow, closingRow };
}
