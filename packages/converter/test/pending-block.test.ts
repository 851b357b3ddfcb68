import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/convert';
import { pendingBlockFixture, type PendingBlockOptions } from './fixtures/pending-block';

// Items not yet posted, printed in a block of their own over the posted rows of a transaction history, are counted
// and left out: before, they were read as the newest postings and the statement still passed.
const CASES = (['heading-and-header', 'heading', 'header'] as PendingBlockOptions['posted'][]).flatMap((posted) =>
  [false, true].flatMap((newestFirst) => [1, 2, 3].map((seed) => ({ posted, newestFirst, seed }))),
);

describe('a block of pending items over the posted rows', () => {
  it.each(CASES)('posted rows under $posted, newest first $newestFirst, seed $seed', async (o) => {
    const { pdf, model, pending } = await pendingBlockFixture(o);
    const s = await convertStatement(pdf);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual(model.txs.map((t) => [t.date, t.amount / 100]));
    expect([s.openingBalance, s.closingBalance]).toEqual([model.opening / 100, model.closing / 100]);
    expect(s.dataQuality.pendingLeftOut).toBe(pending);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
