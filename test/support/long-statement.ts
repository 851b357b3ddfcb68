import { transactionsKey, type ReviewTransaction } from '@bankcsv/domain';
import { rewriteStoredJson, type TestUser } from './stack-client';

/** Long statements for the review: a converted one made longer in storage, no PDF of that many pages needed. */

const OPENING = 5_000;
const SHOPS = ['SPAR', 'ENGEN', 'CHECKERS', 'WOOLWORTHS'];

/**
 * `count` rows that print no running balance (only the closing): every row's balance in the review is worked out
 * from all the rows above it, so an edit near the top moves every balance after it (the costliest case).
 * Rows 1 and 3 are money out, row 2 money in.
 */
function statementRows(count: number): { transactions: ReviewTransaction[]; closing: number } {
  let cents = OPENING * 100;
  const transactions = Array.from({ length: count }, (_, i): ReviewTransaction => {
    const amount = ((i * 7919) % 90_000) + 1_000;
    const signed = i % 3 === 1 ? amount : -amount;
    cents += signed;
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 364) / count) * 86_400_000);
    return {
      date: day.toISOString().slice(0, 10),
      description: `${signed > 0 ? 'CREDIT TRANSFER' : 'POS PURCHASE'} ${SHOPS[i % SHOPS.length]} ${i + 1}`,
      amount: signed / 100,
      balance: null,
      page: 1 + Math.floor(i / 40),
      row: 1 + (i % 40),
    };
  });
  return { transactions, closing: cents / 100 };
}

/** Makes the conversion's extraction `count` rows long, as the converter would have stored it. */
export async function lengthenStatement(user: TestUser, conversionId: string, count: number): Promise<void> {
  const { transactions, closing } = statementRows(count);
  await rewriteStoredJson<Record<string, unknown>>(transactionsKey(user.userId, conversionId, 0), (stored) => ({
    ...stored,
    openingBalance: OPENING,
    closingBalance: closing,
    pages: Math.ceil(count / 40),
    transactions,
    dataQuality: undefined,
  }));
}
