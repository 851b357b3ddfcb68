import { DOWNLOAD_MESSAGES, accountLast4, standingUnread, type TransactionsView } from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { reviewableRow, statementsOf } from '../adapters/review-versions';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('get-transactions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** GET /conversions/{id}/transactions: the current rows for review, and the extraction for undo. */
export const handler = apiHandler('get-transactions', {}, async ({ userId, pathId }) => {
  const row = await reviewableRow(conversions, userId, pathId, DOWNLOAD_MESSAGES.notFound);
  const { original, current } = await statementsOf(env.OUTPUTS_BUCKET, row);
  const view: TransactionsView = {
    version: row.transactionsVersion,
    openingBalance: current.openingBalance,
    closingBalance: current.closingBalance,
    year: row.statementYear ?? current.year,
    yearSource: row.yearSource ?? current.yearSource,
    transactions: current.transactions,
    original: original.transactions,
    unread: standingUnread(original.dataQuality?.breaks ?? [], []),
    ...(original.sections && original.sections.length > 1
      ? {
          sections: original.sections.map((a) => ({
            accountLast4: accountLast4(a.accountNumber),
            openingBalance: a.openingBalance,
            closingBalance: a.closingBalance,
          })),
        }
      : {}),
  };
  return json(200, view);
});
