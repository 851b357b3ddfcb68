import { createHash } from 'node:crypto';
import { exportText } from '@bankcsv/domain';
import { formatCents } from '../parse/amount';
import type { Statement, Transaction } from '../types';
import { byAccount } from './accounts';
import { MissingAccountNumberError } from './missing-account-number';

// Controls and bidi marks go first (domain `exportText`): an SGML value is one line of visible text.
const escape = (s: string): string =>
  exportText(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const ofxDate = (iso: string): string => iso.replaceAll('-', '');

/** Same statement, same ids: importers use FITID to skip transactions they already have. */
function fitIds(tx: Transaction[]): string[] {
  const seen = new Map<string, number>();
  return tx.map((t) => {
    const key = `${t.date}|${t.amount}|${t.description}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const hash = createHash('sha256').update(`${key}|${n}`).digest('hex').slice(0, 16);
    return `${ofxDate(t.date ?? '')}${hash}`;
  });
}

function transaction(t: Transaction, fitId: string, date: string): string {
  const cents = Math.round((t.amount ?? 0) * 100);
  const name = escape(t.description) || 'Transaction';
  return [
    '<STMTTRN>',
    `<TRNTYPE>${cents >= 0 ? 'CREDIT' : 'DEBIT'}`,
    `<DTPOSTED>${ofxDate(date)}`,
    `<TRNAMT>${formatCents(cents)}`,
    `<FITID>${fitId}`,
    `<NAME>${name.slice(0, 32)}`,
    `<MEMO>${name.slice(0, 255)}`,
    '</STMTTRN>',
  ].join('\n');
}

/** The account's number as digits; never a made-up one (zeros would be imported as another account). */
function accountId(s: Statement): string {
  const digits = s.accountNumber?.replace(/\D/g, '') ?? '';
  if (!digits) throw new MissingAccountNumberError();
  return escape(digits);
}

export interface OfxOptions {
  /** Intuit's bank id, which turns the file into QuickBooks Web Connect (QBO). */
  intuBid?: string;
}

/** One account's statement response: its own account number, rows and ledger balance. */
function statementResponse(s: Statement, uid: number): { lines: string[]; end: string } {
  const dated = s.transactions.filter((t) => t.amount !== null);
  const ids = fitIds(dated);
  const dates = dated
    .map((t) => t.date)
    .filter((d): d is string => d !== null)
    .sort();
  const start = s.periodStart ?? dates[0] ?? '1970-01-01';
  const end = s.periodEnd ?? dates.at(-1) ?? start;
  let last = start;
  const body = dated.map((t, i) => {
    last = t.date ?? last;
    return transaction(t, ids[i] as string, last);
  });
  const closing = s.closingBalance ?? 0;
  const lines = [
    `<STMTTRNRS><TRNUID>${uid}<STATUS><CODE>0<SEVERITY>INFO</STATUS>`,
    '<STMTRS><CURDEF>ZAR',
    `<BANKACCTFROM><BANKID>${escape(s.bank).slice(0, 9)}<ACCTID>${accountId(s)}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDate(start)}<DTEND>${ofxDate(end)}`,
    ...body,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${formatCents(Math.round(closing * 100))}<DTASOF>${ofxDate(end)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS>',
  ];
  return { lines, end };
}

/**
 * OFX 1.0.2 bank statement (the format Sage South Africa prefers; QuickBooks Web Connect reads it too). A statement of
 * several accounts is one statement response per account in the one file, as OFX allows: never one account's rows
 * under another's number or balance. Every account needs its number (`MissingAccountNumberError`): a statement
 * that prints none gets one given by the user first.
 */
export function toOfx(s: Statement, options: OfxOptions = {}): string {
  const responses = byAccount(s).map((a, i) => statementResponse(a, i + 1));
  const end = responses[0]?.end ?? '1970-01-01';
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:UTF-8',
    'CHARSET:NONE',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${ofxDate(end)}<LANGUAGE>ENG${options.intuBid ? `<INTU.BID>${options.intuBid}` : ''}` +
      '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    ...responses.flatMap((r) => r.lines),
    '</BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
}
