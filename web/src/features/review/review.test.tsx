import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TransactionsView } from '@bankcsv/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversion } from '../../lib/conversions';
import { completedConversion } from '../../testing/conversion';
import { liveCheck } from './live-check';
import { draftRows, editsOf, flipRow, rowAmount, setYearForAll, type DraftRow } from './review-rows';
import { ReviewTable } from './review-table';
import { RowQuality } from './row-quality';

afterEach(cleanup);

const view: TransactionsView = {
  version: 0,
  openingBalance: 100,
  closingBalance: 130,
  year: 2025,
  yearSource: 'period',
  transactions: [
    { date: '2025-12-30', description: 'Salary', amount: -50, balance: null, page: 1, row: 5 },
    { date: '2026-01-02', description: 'Shop', amount: -20, balance: 130, page: 1, row: 6 },
    { date: '2026-01-03', description: 'Hold', amount: -9.99, balance: null, page: 1, row: 7 },
  ],
  original: [],
};
view.original = view.transactions;

/**
 * Three rows that reconcile, the first of which the conversion assumed (its sign, or its amount), as the API gives
 * them.
 */
function assumedFirstRow(kind: 'unconfirmed-sign' | 'amount-from-balance', description: string) {
  const assumedView: TransactionsView = {
    ...view,
    openingBalance: 150,
    closingBalance: 100,
    transactions: [
      { date: '2025-12-30', description, amount: -50, balance: 100, page: 1, row: 5 },
      { date: '2026-01-02', description: 'Shop', amount: -20, balance: 80, page: 1, row: 6 },
      { date: '2026-01-03', description: 'Refund', amount: 20, balance: 100, page: 1, row: 7 },
    ],
  };
  assumedView.original = assumedView.transactions;
  return {
    view: assumedView,
    rows: draftRows(assumedView),
    assumed: [{ index: 0, page: 1, row: 5, kind, expected: -50, actual: 100, date: '2025-12-30' }],
  };
}

describe('review rows', () => {
  it(
    'a saved version with an added row opens again: each extracted row ' + 'finds its source, the added one has none',
    () => {
      const original = view.transactions;
      const added = {
        date: '2026-01-02',
        description: 'Cash deposit',
        amount: 10,
        balance: null,
        page: null,
        row: null,
      };
      const saved: TransactionsView = {
        ...view,
        version: 1,
        transactions: [original[0]!, added, ...original.slice(1)],
        original,
      };
      const rows = draftRows(saved);
      expect(rows.map((r) => r.source)).toEqual([0, null, 1, 2]);
      expect(editsOf(rows).map((e) => e.description)).toEqual([
        'Salary',
        'Cash deposit',
        'Shop',
        original[2]!.description,
      ]);
    },
  );

  it('breaks where the wrong sign lands, and reconciles once it is flipped and the hold excluded', () => {
    const rows = draftRows(view);
    const before = liveCheck(rows, view);
    expect(before.check).toBe('failed');
    expect([...before.breaking]).toEqual([1]);
    expect(before.state.reconciliation).toBe('Balance breaks at page 1, row 6 (2 Jan 2026): check before importing');

    const fixed = rows.map((r, i) => (i === 0 ? flipRow(r) : i === 2 ? { ...r, excluded: true } : r));
    const after = liveCheck(fixed, view);
    expect(after.check).toBe('passed');
    expect(after.state.reconciliation).toBe('Balances reconcile ✓');
    expect(after.running).toEqual([150, 130, null]);
    expect(after.computedClosing).toBe(130);
    expect(editsOf(fixed)).toEqual([
      { source: 0, date: '2025-12-30', description: 'Salary', amount: 50, excluded: false },
      { source: 1, date: '2026-01-02', description: 'Shop', amount: -20, excluded: false },
      { source: 2, date: '2026-01-03', description: 'Hold', amount: -9.99, excluded: true },
    ]);
  });

  it(
    'keeps a sign the conversion assumed flagged, never "reconcile ✓", ' + 'until the user flips or changes that row',
    () => {
      const { view: signed, rows, assumed } = assumedFirstRow('unconfirmed-sign', 'Transfer');
      expect(liveCheck(rows, signed).state.reconciliation).toBe('Balances reconcile ✓');
      const flagged = liveCheck(rows, signed, assumed);
      expect(flagged.state.reconciliation).toBe(
        'Sign not confirmed at page 1, row 5 (30 Dec 2025): check before importing',
      );
      expect(flagged.state.ready).toBe(false);
      expect([...flagged.breaking]).toEqual([0]);

      const decided = liveCheck([{ ...(rows[0] as DraftRow), outText: '49.00' }, ...rows.slice(1)], signed, assumed);
      expect(decided.breaks.some((b) => b.kind === 'unconfirmed-sign')).toBe(false);
    },
  );

  it('keeps an amount taken from the balance flagged, never "reconcile ✓", until the user changes that row', () => {
    const { view: filled, rows, assumed: taken } = assumedFirstRow('amount-from-balance', 'Debit order');
    const flagged = liveCheck(rows, filled, taken);
    expect(flagged.state.reconciliation).toBe(
      'Amount taken from the balance at page 1, row 5 (30 Dec 2025): check before importing',
    );
    expect(flagged.state.ready).toBe(false);
    expect([...flagged.breaking]).toEqual([0]);

    const decided = liveCheck([{ ...(rows[0] as DraftRow), outText: '45.00' }, ...rows.slice(1)], filled, taken);
    expect(decided.breaks.some((b) => b.kind === 'amount-from-balance')).toBe(false);

    // The table says why the row is flagged, and the user may keep the amount as it is.
    const changes: Partial<DraftRow>[] = [];
    const totals = { count: 3, moneyIn: 20, moneyOut: 70, opening: 150, computedClosing: 100, printedClosing: 100 };
    render(
      <ReviewTable
        rows={rows}
        running={flagged.running}
        breaking={flagged.breaking}
        assumedAt={flagged.assumedAt}
        imageAt={flagged.imageAt}
        totals={totals}
        onChange={(_, patch) => changes.push(patch)}
        onFlip={() => undefined}
        onAddBelow={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByText('Amount not read: taken from the change in balance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm row 1 as it is' }));
    expect(changes).toEqual([{ confirmed: true }]);
    const confirmed = liveCheck([{ ...(rows[0] as DraftRow), confirmed: true }, ...rows.slice(1)], filled, taken);
    expect(confirmed.state.reconciliation).toBe('Balances reconcile ✓');
    expect(confirmed.breaking.size).toBe(0);
    expect(editsOf([{ ...(rows[0] as DraftRow), confirmed: true }])).toEqual([
      { source: 0, date: '2025-12-30', description: 'Debit order', amount: -50, excluded: false, confirmed: true },
    ]);
  });

  it(
    'names a description the statement drew as an image beside it, counted ' + 'for review, until the user writes it',
    () => {
      const { view: base } = assumedFirstRow('unconfirmed-sign', '');
      const drawn: TransactionsView = {
        ...base,
        transactions: base.transactions.map((t, i) =>
          i === 1 ? { ...t, description: 'Fooi', descriptionAsImage: true as const } : t,
        ),
      };
      drawn.original = drawn.transactions;
      const rows = draftRows({
        ...drawn,
        transactions: drawn.transactions.map((t, i) => (i === 0 ? { ...t, description: 'Transfer' } : t)),
      });
      const flagged = liveCheck(rows, drawn);
      expect(flagged.state.reconciliation).toBe('Balances reconcile ✓');
      expect(flagged.state.ready).toBe(false);
      expect(flagged.state.notes).toContain('1 transaction needs review');
      expect([...flagged.imageAt]).toEqual([1]);
      const totals = { count: 3, moneyIn: 20, moneyOut: 70, opening: 150, computedClosing: 100, printedClosing: 100 };
      render(
        <ReviewTable
          rows={rows}
          running={flagged.running}
          breaking={flagged.breaking}
          assumedAt={flagged.assumedAt}
          imageAt={flagged.imageAt}
          totals={totals}
          onChange={() => undefined}
          onFlip={() => undefined}
          onAddBelow={() => undefined}
          onRemove={() => undefined}
        />,
      );
      const note = screen.getAllByText('Description printed as an image: check');
      expect(
        note.map((n) => [n.closest('tr')?.getAttribute('data-row'), n.closest('td')?.getAttribute('data-label')]),
      ).toEqual([['2', 'Description']]);

      const written = liveCheck(
        rows.map((r, i) => (i === 1 ? { ...r, description: 'O/D Fooi' } : r)),
        drawn,
      );
      expect(written.imageAt.size).toBe(0);
      expect(written.state.ready).toBe(true);
    },
  );

  it('names a description OCR read from an image beside it until the user writes it, never holding the file', () => {
    const { view: base } = assumedFirstRow('unconfirmed-sign', 'Transfer');
    const read: TransactionsView = {
      ...base,
      transactions: base.transactions.map((t, i) =>
        i === 1 ? { ...t, description: 'Fooi Shop', descriptionFromImage: true as const } : t,
      ),
    };
    read.original = read.transactions;
    const rows = draftRows(read);
    const live = liveCheck(rows, read);
    expect(live.imageAt.size).toBe(0);
    expect(live.state.ready).toBe(true);
    const table = (shown: DraftRow[]) => (
      <ReviewTable
        rows={shown}
        running={live.running}
        breaking={live.breaking}
        assumedAt={live.assumedAt}
        imageAt={live.imageAt}
        totals={{ count: 3, moneyIn: 20, moneyOut: 70, opening: 150, computedClosing: 100, printedClosing: 100 }}
        onChange={() => undefined}
        onFlip={() => undefined}
        onAddBelow={() => undefined}
        onRemove={() => undefined}
      />
    );
    const { rerender } = render(table(rows));
    const note = screen.getAllByText('Description read from an image: check');
    expect(note.map((n) => n.closest('tr')?.getAttribute('data-row'))).toEqual(['2']);
    rerender(table(rows.map((r, i) => (i === 1 ? { ...r, description: 'Fooi Shop Rosebank' } : r))));
    expect(screen.queryByText('Description read from an image: check')).toBeNull();
  });

  it('an opening worked out from that row follows the sign the user gives it, so the flip reconciles', () => {
    // Read as -50 with no opening printed: the opening was worked out as 100 - (-50) = 150. It was a credit.
    const derived: TransactionsView = {
      ...view,
      openingBalance: 150,
      closingBalance: 80,
      transactions: [
        { date: '2025-12-30', description: 'Transfer in', amount: -50, balance: 100, page: 1, row: 5 },
        { date: '2026-01-02', description: 'Shop', amount: -20, balance: 80, page: 1, row: 6 },
      ],
    };
    derived.original = derived.transactions;
    const assumed = [
      { index: 0, page: 1, row: 5, kind: 'unconfirmed-sign' as const, expected: -50, actual: 100, date: '2025-12-30' },
    ];
    const flipped = draftRows(derived).map((r, i) => (i === 0 ? flipRow(r) : r));
    const after = liveCheck(flipped, derived, assumed);
    expect(after.state.reconciliation).toBe('Balances reconcile ✓');
    expect(after.running).toEqual([100, 80]);
    expect(after.computedClosing).toBe(80);
  });

  it('reads typed amounts and refuses what is not one', () => {
    const [row] = draftRows(view);
    if (!row) throw new Error('no row');
    expect(rowAmount({ ...row, inText: '', outText: '1 250.5' })).toBe(-1250.5);
    expect(rowAmount({ ...row, inText: '12,5', outText: '' })).toBe(12.5);
    expect(rowAmount({ ...row, inText: '1,250.50', outText: '' })).toBe(1250.5);
    expect(rowAmount({ ...row, inText: '12.345', outText: '' })).toBeUndefined();
    expect(rowAmount({ ...row, inText: 'R12', outText: '' })).toBeUndefined();
    expect(rowAmount({ ...row, inText: '', outText: '' })).toBeNull();
  });

  it('sets the year for every row, keeping December → January', () => {
    const { rows, problem } = setYearForAll(draftRows(view), 2023);
    expect(problem).toBeNull();
    expect(rows.map((r) => r.date)).toEqual(['2023-12-30', '2024-01-02', '2024-01-03']);
  });
});

const completed = (extra: Partial<Conversion>): Conversion => ({
  ...completedConversion({ transactionsVersion: 0 }),
  summary: { transactions: 12, moneyIn: 1500, moneyOut: 250.5, openingBalance: 100, closingBalance: 1349.5 },
  dataQuality: {
    isComplete: true,
    qualityScore: 100,
    unknownDates: 0,
    unknownDescriptions: 0,
    unknownAmounts: 0,
    totalTransactions: 12,
    balanceCheck: 'passed',
    breaks: [],
  },
  ...extra,
});

const renderRow = (c: Conversion) =>
  render(
    <MemoryRouter>
      <RowQuality conversion={c} onUpdated={() => undefined} />
    </MemoryRouter>,
  );

describe('RowQuality', () => {
  it('shows the figures and "Balances reconcile ✓" on a ready row', () => {
    renderRow(completed({ yearSource: 'period', statementYear: 2025 }));
    expect(screen.getByText('12 transactions')).toBeTruthy();
    expect(screen.getByText('Money in R 1 500.00')).toBeTruthy();
    expect(screen.getByText('R 100.00 → R 1 349.50')).toBeTruthy();
    expect(screen.getByText('Complete - ready for your accounting software')).toBeTruthy();
    expect(screen.getByText('Balances reconcile ✓')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Review/ }).getAttribute('href')).toBe('/review/c1');
  });

  it('holds back "ready" while the year is assumed, offering confirm and change', () => {
    const { container } = renderRow(completed({ yearSource: 'assumed', statementYear: 2025 }));
    expect(container.textContent).toContain('Year assumed: 2025 — change');
    expect(container.textContent).not.toMatch(/ready/i);
    expect(screen.getByRole('button', { name: 'Confirm 2025' })).toBeTruthy();
  });

  it('says a sign nothing confirms is a guess, and never calls the statement ready', () => {
    const breaks = [
      {
        index: 0,
        page: 1,
        row: 8,
        kind: 'unconfirmed-sign' as const,
        expected: -5003.42,
        actual: 8326.92,
        date: '2025-03-02',
      },
    ];
    const { container } = renderRow(
      completed({
        dataQuality: {
          isComplete: false,
          qualityScore: 99,
          unknownDates: 0,
          unknownDescriptions: 0,
          unknownAmounts: 0,
          totalTransactions: 12,
          balanceCheck: 'failed',
          breaks,
        },
      }),
    );
    expect(screen.getByText('Sign not confirmed at page 1, row 8 (2 Mar 2025): check before importing')).toBeTruthy();
    expect(screen.getByText('Show the break')).toBeTruthy();
    expect(container.textContent).toContain(
      'Page 1, row 8 (2 Mar 2025): read as -R 5 003.42, but no balance before it confirms the sign',
    );
    expect(container.textContent).not.toMatch(/ready|reconcile ✓/);
  });

  it('says an amount was taken from the balance, names the row, and never calls the statement ready', () => {
    const breaks = [
      {
        index: 4,
        page: 2,
        row: 9,
        kind: 'amount-from-balance' as const,
        expected: -250,
        actual: 650,
        date: '2025-12-13',
      },
    ];
    const { container } = renderRow(
      completed({
        dataQuality: {
          isComplete: false,
          qualityScore: 99,
          unknownDates: 0,
          unknownDescriptions: 0,
          unknownAmounts: 0,
          totalTransactions: 12,
          balanceCheck: 'failed',
          breaks,
        },
      }),
    );
    expect(
      screen.getByText('Amount taken from the balance at page 2, row 9 (13 Dec 2025): check before importing'),
    ).toBeTruthy();
    expect(screen.getByText('Show the break')).toBeTruthy();
    expect(container.textContent).toContain(
      'Page 2, row 9 (13 Dec 2025): no amount could be read; -R 250.00 was taken from the change in balance',
    );
    expect(container.textContent).not.toMatch(/ready|reconcile ✓/);
  });

  it(
    'names a line of the statement no row was read from, with its first ' +
      'words, and never calls the statement ready',
    () => {
      const breaks = [
        {
          index: -1,
          page: 3,
          row: 41,
          kind: 'unexplained-line' as const,
          expected: 0,
          actual: 1500,
          date: null,
          text: '30/11/2025 Transfer From Cheque Account',
        },
      ];
      const { container } = renderRow(
        completed({
          dataQuality: {
            isComplete: false,
            qualityScore: 99,
            unknownDates: 0,
            unknownDescriptions: 0,
            unknownAmounts: 0,
            totalTransactions: 12,
            balanceCheck: 'failed',
            breaks,
          },
        }),
      );
      expect(screen.getByText('Line not read at page 3, row 41: check before importing')).toBeTruthy();
      expect(container.textContent).toContain(
        'Page 3, row 41: a line printed like a transaction was not read ' +
          '("30/11/2025 Transfer From Cheque Account", R 1 500.00)',
      );
      expect(container.textContent).not.toMatch(/ready|reconcile ✓/);
    },
  );

  it('keeps a line no row was read from named in the live check, whatever the rows say', () => {
    const transactions = [
      { date: '2026-01-02', description: 'Shop', amount: -20, balance: 80, page: 1, row: 5 },
      { date: '2026-01-03', description: 'Refund', amount: 20, balance: 100, page: 1, row: 6 },
    ];
    const clean: TransactionsView = {
      ...view,
      openingBalance: 100,
      closingBalance: 100,
      transactions,
      original: transactions,
    };
    const rows = draftRows(clean);
    expect(liveCheck(rows, clean).state.reconciliation).toBe('Balances reconcile ✓');
    const unread = [
      {
        index: -1,
        page: 2,
        row: 3,
        kind: 'unread-figure' as const,
        expected: 0,
        actual: 12.5,
        date: null,
        text: 'Interest 12.50',
      },
    ];
    const live = liveCheck(rows, clean, unread);
    expect(live.check).toBe('failed');
    expect(live.state.ready).toBe(false);
    expect(live.state.reconciliation).toBe('Figure not read at page 2, row 3: check before importing');
    expect(live.breaking.size).toBe(0);
  });

  it('names the break and lists every one, never "0 transactions need review"', () => {
    const breaks = [
      { index: 3, page: 2, row: 14, kind: 'row-balance' as const, expected: 10, actual: 20, date: '2025-12-13' },
      { index: -1, page: null, row: null, kind: 'closing-balance' as const, expected: 10, actual: 20 },
    ];
    const { container } = renderRow(
      completed({
        dataQuality: {
          isComplete: false,
          qualityScore: 99,
          unknownDates: 0,
          unknownDescriptions: 0,
          unknownAmounts: 0,
          totalTransactions: 12,
          balanceCheck: 'failed',
          breaks,
        },
      }),
    );
    expect(screen.getByText('Balance breaks at page 2, row 14 (13 Dec 2025): check before importing')).toBeTruthy();
    expect(screen.getByText('Show all 2 breaks')).toBeTruthy();
    expect(container.textContent).not.toMatch(/0 transactions need review|ready/);
  });
});
