import { exportText } from '@bankcsv/domain';
import type { Statement } from '../types';

/** The command line's JSON shape: amounts signed (money in positive), quality with its breaks. */
export function toJson(s: Statement): string {
  const { breaks, ...quality } = s.dataQuality;
  return JSON.stringify(
    {
      bank: s.bank,
      layout: s.layout,
      pages: s.pages,
      yearSource: s.yearSource,
      year: s.year,
      openingBalance: s.openingBalance,
      closingBalance: s.closingBalance,
      // A statement of several accounts: each account, and each row's account (its index in `accounts`).
      ...(s.sections ? { accounts: s.sections } : {}),
      transactions: s.transactions.map(({ date, description, amount, balance, reference, section }) => ({
        date,
        description: exportText(description),
        amount,
        balance,
        ...(reference ? { reference: exportText(reference) } : {}),
        ...(section !== undefined ? { account: section } : {}),
      })),
      quality: { ...quality, breaks },
    },
    null,
    2,
  );
}
