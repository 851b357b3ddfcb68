import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/convert';
import { emptyAccountFixture, type EmptyAt } from './fixtures/empty-account';

// An account with no rows in the period is one of the statement's accounts: its number, opening and closing are
// its own, never another account's, and it is neither dropped nor called unread.
const CASES = (['first', 'middle', 'last'] as EmptyAt[]).flatMap((at) =>
  (['heading', 'table'] as const).flatMap((balances) =>
    [1, 2, 3].flatMap((seed) => [false, true].map((cardTitle) => ({ at, balances, seed, cardTitle }))),
  ),
);

describe('a statement of several accounts, one with no rows in the period', () => {
  // A heading that names a product some layout knows (a credit card) does not make that layout read the accounts.
  // The card account itself (the last) is read from the holder's side, as every card is: its bare balances are what
  // is owed (docs/signs.md), so its figures are the printed ones turned round.
  it.each(CASES)('$at account empty, balances as $balances lines, seed $seed, card title $cardTitle', async (o) => {
    const { pdf, truth } = await emptyAccountFixture(o);
    const s = await convertStatement(pdf);
    const sections = s.sections ?? [];
    const side = (k: number) => (o.cardTitle && k === truth.length - 1 && truth[k]?.model.txs.length ? -1 : 1);
    expect(sections.map((x) => x.accountNumber)).toEqual(truth.map((t) => t.account));
    expect(sections.map((x) => x.transactions)).toEqual(truth.map((t) => t.model.txs.length));
    sections.forEach((x, k) => {
      const t = truth[k];
      if (!t) return;
      // The empty account's balances may print only beside its closing label: then its opening is not known.
      if (x.transactions > 0 || x.openingBalance !== null) expect(x.openingBalance).toBe((side(k) * t.opening) / 100);
      if (x.transactions > 0 || x.closingBalance !== null) expect(x.closingBalance).toBe((side(k) * t.closing) / 100);
    });
    const rows = truth.flatMap((t, k) => t.model.txs.map((x) => [x.date, (side(k) * x.amount) / 100]));
    expect(s.transactions.map((x) => [x.date, x.amount])).toEqual(rows);
    // Passed when every account's balances were read; otherwise named, never passed.
    const read = sections.every((x) => x.openingBalance !== null && x.closingBalance !== null);
    expect(s.dataQuality.balanceCheck).toBe(read ? 'passed' : 'failed');
  });

  // It prints no opening, only that it had no transactions and its closing: it opened where it closed.
  it.each((['first', 'middle', 'last'] as EmptyAt[]).flatMap((at) => [1, 2, 3].map((seed) => ({ at, seed }))))(
    '$at account empty with only its closing printed, seed $seed: kept, passed',
    async ({ at, seed }) => {
      const { pdf, truth } = await emptyAccountFixture({ at, seed, balances: 'closing-only' });
      const s = await convertStatement(pdf);
      const sections = s.sections ?? [];
      expect(sections.map((x) => [x.accountNumber, x.transactions, x.openingBalance, x.closingBalance])).toEqual(
        truth.map((t) => [t.account, t.model.txs.length, t.opening / 100, t.closing / 100]),
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.dataQuality.breaks).toEqual([]);
    },
  );
});
