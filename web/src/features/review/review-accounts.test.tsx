import { cleanup, render, screen, within } from '@testing-library/react';
import type { TransactionsView } from '@bankcsv/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCheck } from './live-check';
import { blankRowAfter, draftRows, type DraftRow } from './review-rows';
import { ReviewTable } from './review-table';

afterEach(cleanup);

// A cheque account from 100 to 130 and a savings account from 5 000 to 5 100, as the API gives a statement of two.
const view: TransactionsView = {
  version: 0,
  openingBalance: 100,
  closingBalance: 130,
  year: 2025,
  yearSource: 'period',
  transactions: [
    { date: '2025-11-03', description: 'Salary', amount: 50, balance: 150, page: 1, row: 5, section: 0 },
    { date: '2025-11-04', description: 'Shop', amount: -20, balance: 130, page: 1, row: 6, section: 0 },
    { date: '2025-11-05', description: 'Interest', amount: 100, balance: 5100, page: 2, row: 4, section: 1 },
  ],
  original: [],
  sections: [
    { accountLast4: '4321', openingBalance: 100, closingBalance: 130 },
    { accountLast4: '8765', openingBalance: 5000, closingBalance: 5100 },
  ],
};
view.original = view.transactions;

const table = (rows: DraftRow[], v: TransactionsView) => {
  const live = liveCheck(rows, v);
  const totals = {
    count: live.count,
    moneyIn: live.moneyIn,
    moneyOut: live.moneyOut,
    opening: v.openingBalance,
    computedClosing: live.computedClosing,
    printedClosing: v.closingBalance,
    accounts: live.accounts,
  };
  const noop = () => undefined;
  render(
    <ReviewTable
      rows={rows}
      running={live.running}
      breaking={live.breaking}
      assumedAt={live.assumedAt}
      imageAt={live.imageAt}
      totals={totals}
      sections={v.sections}
      onChange={noop}
      onFlip={noop}
      onAddBelow={noop}
      onRemove={noop}
    />,
  );
  return live;
};

describe('review of a statement of several accounts', () => {
  it("checks each account's rows against its own opening and closing, and names each row's account", () => {
    const live = table(draftRows(view), view);
    expect(live.check).toBe('passed');
    expect(live.running).toEqual([150, 130, 5100]);
    expect(screen.getByRole('columnheader', { name: 'Account' })).toBeTruthy();
    const cells = screen
      .getAllByRole('row')
      .slice(1, 4)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(cells).toEqual(['Account 4321', 'Account 4321', 'Account 8765']);
    expect(screen.getByText('Closing R 5 100.00 (statement: R 5 100.00)')).toBeTruthy();
  });

  it('an added row joins the account of the row it was added below', () => {
    const rows = draftRows(view);
    const added = { ...blankRowAfter(rows[1]), date: '2025-11-06', description: 'Cash', outText: '30.00' };
    const live = table([...rows.slice(0, 2), added, rows[2] as DraftRow], view);
    // The cheque account's closing breaks; the savings account, a chain of its own, still holds.
    expect(live.running).toEqual([150, 130, 100, 5100]);
    expect(live.breaks.map((b) => b.kind)).toEqual(['closing-balance']);
    expect(screen.getAllByRole('row')[3]?.textContent).toContain('Account 4321');
  });

  it('a statement of one account shows no account column', () => {
    const one: TransactionsView = {
      ...view,
      transactions: view.transactions.slice(0, 2).map(({ section: _s, ...t }) => t),
      sections: undefined,
    };
    one.original = one.transactions;
    expect(table(draftRows(one), one).check).toBe('passed');
    expect(screen.queryByRole('columnheader', { name: 'Account' })).toBeNull();
  });

  it('a line no row was read from stays named until a row of its figure is added', () => {
    const unread = [
      {
        index: -1,
        page: 2,
        row: 9,
        kind: 'unexplained-line' as const,
        expected: 0,
        actual: 250,
        text: '07 Nov Pending purchase',
      },
    ];
    const rows = draftRows({ ...view, unread });
    expect(liveCheck(rows, { ...view, unread }).check).toBe('failed');
    const added = { ...blankRowAfter(rows[2]), date: '2025-11-07', description: 'Pending purchase', outText: '250.00' };
    const answered = liveCheck([...rows, added], {
      ...view,
      unread,
      sections: [view.sections![0]!, { ...view.sections![1]!, closingBalance: 4850 }],
    });
    expect(answered.breaks).toEqual([]);
  });
});
