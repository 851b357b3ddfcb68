import type { StatementFormat } from '@bankcsv/domain';
import type { Statement } from '../types';
import { byAccount } from './accounts';
import { toOfx } from './ofx';

/**
 * Intuit lists no South African bank for Web Connect, so QBO files carry the id that QuickBooks accepts
 * for banks it does not list (3000); the transactions and the account number are the statement's own.
 */
export const QBO_INTU_BID = '3000';

/** QuickBooks Web Connect: OFX 1.0.2 with Intuit's bank id in the sign-on block. */
export function toQbo(s: Statement): string {
  return toOfx(s, { intuBid: QBO_INTU_BID });
}

/**
 * The OFX-family files this statement can be written as without losing or inventing anything: every
 * line needs a date and an amount (OFX has no empty cells), and QuickBooks matches a QBO file to its
 * account by number, so every account needs its number (printed, or given by the user before the files are
 * written): a file with zeros in its place would be imported into the wrong account.
 */
export function statementFormats(s: Statement): StatementFormat[] {
  const complete = s.transactions.length > 0 && s.transactions.every((t) => t.date !== null && t.amount !== null);
  if (!complete) return [];
  const digits = (a: Statement) => (a.accountNumber ?? '').replace(/\D/g, '');
  if (!byAccount(s).every((a) => digits(a).length > 0)) return [];
  // A QBO file is imported into one QuickBooks account: a statement of several accounts is not put into one.
  if ((s.sections?.length ?? 0) > 1) return ['ofx'];
  return digits(s).length >= 4 ? ['ofx', 'qbo'] : ['ofx'];
}
