import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makeFixture } from './fixtures/index';

describe('Standard Bank 2015 internet-banking print', () => {
  it('reads ISO dates, `R 450.00-` amounts and overdrawn balances, and skips the browser furniture', async () => {
    // Seed 3 ends overdrawn, so balances with a trailing minus are read too.
    const f = await makeFixture({ layout: 'standard-bank-2015', transactions: 60, seed: 3 });
    expect(f.model.txs.some((t) => t.balance < 0)).toBe(true);
    const s = await convertStatement(f.pdf);
    expect(s).toMatchObject({ bank: 'Standard Bank', layout: 'standard-bank-2015', accountNumber: '07 012 345 6' });
    expect([s.periodStart, s.periodEnd]).toEqual([f.model.start, f.model.end]);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    expect(s.transactions.some((t) => /https?:|Internet Banking/.test(t.description))).toBe(false);
    expect(s.closingBalance).toBe(f.model.closing / 100);
    expect(s.dataQuality).toMatchObject({ isComplete: true, balanceCheck: 'passed', breaks: [] });
  });
});

describe('Standard Bank credit card, two blocks of columns per page', () => {
  it('reads each page left block first, then right block, across page breaks', async () => {
    const f = await makeFixture({ layout: 'standard-bank-card', transactions: 160, seed: 7 });
    const s = await convertStatement(f.pdf);
    expect(s).toMatchObject({
      bank: 'Standard Bank',
      layout: 'standard-bank-card',
      accountNumber: '5221 0000 0000 1234',
    });
    expect(s.pages).toBeGreaterThanOrEqual(2);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    // Back up the page to the right block's first row: the reading order really went down one block, then the next.
    const restarts = s.transactions.filter(
      (t, i) => i > 0 && t.page === s.transactions[i - 1]!.page && t.row < s.transactions[i - 1]!.row,
    );
    expect(restarts.length).toBeGreaterThanOrEqual(s.pages - 1);
    expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
    expect(s.dataQuality).toMatchObject({ isComplete: true, balanceCheck: 'passed', breaks: [] });
  });
});
