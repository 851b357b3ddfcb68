import { DOWNLOAD_MESSAGES, accountLast4, cropKey, standingUnread, type TransactionsView } from '@bankcsv/domain';
import { conversionsRepo, type ConversionRecord } from '../adapters/conversions-repo';
import { reviewableRow, statementsOf } from '../adapters/review-versions';
import { presignImage } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('get-transactions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** A scan's line images (of the extracted rows that need review), by row index, as short-lived URLs. */
async function cropUrls(row: ConversionRecord): Promise<Pick<TransactionsView, 'crops'>> {
  if (!row.scanCrops?.length) return {};
  const urls = await Promise.all(
    row.scanCrops.map(async (index) => [
      index,
      await presignImage(env.OUTPUTS_BUCKET, cropKey(row.userId, row.conversionId, index)),
    ]),
  );
  return { crops: Object.fromEntries(urls) as Record<number, string> };
}

/** GET /conversions/{id}/transactions: the current rows for review, the extraction for undo, a scan's line images. */
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
    ...(await cropUrls(row)),
  };
  return json(200, view);
});
