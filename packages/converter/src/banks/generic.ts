import type { Column } from '../layout/header-labels';
import type { Line } from '../layout/lines';
import type { ColumnRole, LayoutProfile } from './profile';
import { money } from './patterns';

const PHRASES: [RegExp, ColumnRole][] = [
  [/^(?:posting |transaction |trans\.? |value |posted )?date$|^datum$/i, 'date'],
  [/^(?:transaction )?(?:description|details|narrative|particulars)$|^transaction$|^beskrywing$/i, 'description'],
  [/^(?:money out|payments?|withdrawals?|debits?(?: amount)?)(?: \(r\))?$/i, 'debit'],
  [/^(?:money in|deposits?|credits?(?: amount)?)(?: \(r\))?$/i, 'credit'],
  [/^(?:amount|bedrag)(?: \(r\))?$/i, 'amount'],
  [/^(?:balance|saldo|running balance)(?: \(r\))?$/i, 'balance'],
  [/^(?:fees?|service fees?|bank charges|charges?)\*?(?: \(r\))?$/i, 'fee'],
];
const PHRASE_SPLIT =
  /(posting date|transaction date|value date|posted date|transaction description|transaction details|money out|money in|service fees?|bank charges|running balance|debit amount|credit amount|[a-z]+\*?(?: \(r\))?)/gi;

function roleOf(word: string): ColumnRole | undefined {
  return PHRASES.find(([re]) => re.test(word))?.[1];
}

/** Reads an unknown layout's header: any line naming a date, a description and a figure column. */
export function genericHeader(line: Line): Column[] | null {
  if (line.cells.length > 12 || line.text.length > 200) return null;
  const cols: Column[] = [];
  for (const cell of line.cells) {
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    for (const m of cell.text.matchAll(PHRASE_SPLIT)) {
      const role = roleOf(m[0]);
      if (!role) continue;
      const start = m.index;
      const hasDate = cols.some((c) => c.role === 'date');
      cols.push({ role: role === 'date' && hasDate ? 'ignore' : role, x0: cell.x0 + start * perChar, x1: cell.x0 + (start + m[0].length) * perChar });
    }
  }
  const roles = new Set(cols.map((c) => c.role));
  const figures = ['amount', 'debit', 'credit', 'balance'].some((r) => roles.has(r as ColumnRole));
  return roles.has('date') && roles.has('description') && figures && cols.length >= 3 ? cols : null;
}

export const genericProfile: LayoutProfile = {
  bank: 'Unknown',
  layout: 'generic',
  detect: [],
  columns: [],
  findHeader: genericHeader,
  dateOrderFromEvidence: true,
  opening: money('(?:Opening balance|Balance brought forward|Openingsaldo)[^\\d-]*?'),
  closing: money('(?:Closing balance|Afsluitingsaldo)[^\\d-]*?'),
  period: /statement period|period|from .* to|statement from/i,
};
