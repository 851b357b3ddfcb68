import { exportText } from '@bankcsv/domain';
import ExcelJS from 'exceljs';
import type { Statement } from '../types';
import { accountLabel } from './accounts';

/** Notes per row for the balance-check column, from the reconciliation breaks. */
function checkNotes(s: Statement): Map<number, string> {
  const notes = new Map<number, string>();
  for (const b of s.dataQuality.breaks) {
    if (b.index < 0) continue;
    // Assumptions hold the balance by construction: the note says what was assumed, not a mismatch.
    const note =
      b.kind === 'amount-from-balance'
        ? 'Amount not read: taken from the change in balance, check it'
        : b.kind === 'unconfirmed-sign'
          ? 'Sign assumed: no balance before it confirms it, check it'
          : b.kind === 'description-placement'
            ? 'Description lines may belong to the row above or below, check it'
            : b.kind === 'date-order'
              ? 'Dates read day first: nothing on the statement shows the order, check it'
              : b.kind === 'sign-against-label'
                ? 'Sign against its column: the balances read it the other way, check it'
                : `Balance mismatch: expected ${b.expected.toFixed(2)}, statement shows ${b.actual.toFixed(2)}`;
    notes.set(b.index, note);
  }
  return notes;
}

/**
 * The unformatted workbook: every extracted row with its page and line, typed date and number cells.
 * Text is written as string cells with a text format, never as formulas, cleaned as every export is (domain
 * `exportText`).
 */
export async function toXlsx(s: Statement): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet('Transactions');
  // The statement's references get a column when its layout prints them.
  const hasReferences = s.transactions.some((t) => t.reference);
  // A statement of several accounts: each row names its account.
  const accounts = s.sections && s.sections.length > 1 ? s.sections : null;
  ws.columns = [
    ...(accounts ? [{ header: 'Account', key: 'account', width: 18, style: { numFmt: '@' } }] : []),
    { header: 'Page', key: 'page', width: 6 },
    { header: 'Row', key: 'row', width: 6 },
    { header: 'Date', key: 'date', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Description', key: 'description', width: 50, style: { numFmt: '@' } },
    ...(hasReferences ? [{ header: 'Reference', key: 'reference', width: 24, style: { numFmt: '@' } }] : []),
    { header: 'Amount', key: 'amount', width: 14, style: { numFmt: '0.00' } },
    { header: 'Balance', key: 'balance', width: 14, style: { numFmt: '0.00' } },
    { header: 'Balance check', key: 'check', width: 48, style: { numFmt: '@' } },
  ];
  const notes = checkNotes(s);
  const hasBalances = s.dataQuality.balanceCheck !== 'unavailable';
  s.transactions.forEach((t, i) => {
    const k = t.section ?? 0;
    ws.addRow({
      ...(accounts ? { account: accountLabel(accounts[k] ?? { accountNumber: null }, k) } : {}),
      page: t.page,
      row: t.row,
      date: t.date ? new Date(`${t.date}T00:00:00Z`) : null,
      description: exportText(t.description),
      ...(hasReferences ? { reference: exportText(t.reference ?? '') } : {}),
      amount: t.amount,
      balance: t.balance,
      check: notes.get(i) ?? (hasBalances ? 'OK' : 'Not available'),
    });
  });
  const info = wb.addWorksheet('Statement');
  info.addRows([
    ['Bank', s.bank],
    ['Layout', s.layout],
    ['Pages', s.pages],
    ['Opening balance', s.openingBalance],
    ['Closing balance', s.closingBalance],
    ['Balance check', s.dataQuality.balanceCheck],
    ['Quality score (%)', s.dataQuality.qualityScore],
  ]);
  // Each account's own opening, closing and check (the statement's own lines above are the first account's).
  if (accounts) info.addRow(['Account', 'Opening balance', 'Closing balance', 'Balance check']);
  for (const [k, a] of (accounts ?? []).entries())
    info.addRow([accountLabel(a, k), a.openingBalance, a.closingBalance, a.balanceCheck]);
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}
