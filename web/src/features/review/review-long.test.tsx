import { formatMoney, type ReviewTransaction, type TransactionsView } from '@bankcsv/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { completedConversion } from '../../testing/conversion';
import { ReviewPage } from './review-page';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

const ROWS = 10_000;
const OPENING = 1000;

/** The balance after row `n` (1-based): money out of 10.00 and money in of 25.00 in turn. */
const after = (n: number) => OPENING + Math.floor(n / 2) * 15 - (n % 2) * 10;

/**
 * A long statement that reconciles and prints no running balance on its rows (only the closing), so the running
 * balance the review shows after a row is worked out from every row above it.
 */
function longView(): TransactionsView {
  const transactions: ReviewTransaction[] = Array.from({ length: ROWS }, (_, i) => ({
    date: '2026-01-02',
    description: `Payment ${i + 1}`,
    amount: i % 2 === 0 ? -10 : 25,
    balance: null,
    page: 1 + Math.floor(i / 40),
    row: i % 40,
  }));
  return {
    version: 0,
    openingBalance: OPENING,
    closingBalance: after(ROWS),
    year: 2026,
    yearSource: 'period',
    transactions,
    original: transactions,
  };
}

const view = longView();

function serve() {
  const saves: { transactions: { source: number | null; amount: number | null }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(completedConversion({ transactionsVersion: 1 })), { status: 200 });
      }
      const body = url.endsWith('/transactions') ? view : completedConversion({ transactionsVersion: 0 });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return saves;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/review/c1']}>
      <Routes>
        <Route path="/review/:conversionId" element={<ReviewPage />} />
      </Routes>
    </MemoryRouter>,
  );

const rendered = () => document.querySelectorAll('tr.review-row');
const balanceOf = (n: number) => document.querySelector(`tr[data-row="${n}"] .review-balance span`)?.textContent;

/** Scrolls the page as if the table's body had moved `rowsUp` rows (of the height taken for them) above the screen. */
async function scrollRows(rowsUp: number) {
  const body = document.querySelector('.review-table tbody') as HTMLElement;
  vi.spyOn(body, 'getBoundingClientRect').mockReturnValue({ top: -44 * rowsUp } as DOMRect);
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((done) => requestAnimationFrame(() => done(null)));
  });
}

beforeEach(() => {
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'local_1',
    userPoolClientId: 'client',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api',
  });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a review of 10,000 rows', () => {
  it('has only the rows in view in the page, each numbered among all of them for a screen reader', async () => {
    serve();
    renderPage();
    await screen.findByLabelText('Row 1 description');
    expect(rendered().length).toBeGreaterThan(10);
    expect(rendered().length).toBeLessThan(100);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(ROWS + 2));
    expect(document.querySelector('tr[data-row="1"]')?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.queryByLabelText(`Row ${ROWS} description`)).toBeNull();
    expect(screen.getByText(`${ROWS} transactions`)).toBeTruthy();

    // Further down the page, the rows there instead.
    await scrollRows(5000);
    expect(screen.getByLabelText('Row 5001 description')).toBeTruthy();
    expect(screen.queryByLabelText('Row 1 description')).toBeNull();
    expect(rendered().length).toBeLessThan(100);
  });

  it('an amount changed moves the running balance of every row after it, and the save sends every row', async () => {
    const saves = serve();
    renderPage();
    await screen.findByLabelText('Row 3 money out');
    expect(balanceOf(4)).toBe(formatMoney(after(4)));
    fireEvent.change(screen.getByLabelText('Row 3 money out'), { target: { value: '110.00' } });

    expect(balanceOf(2)).toBe(formatMoney(after(2)));
    for (const n of [3, 4, 20]) expect(balanceOf(n)).toBe(formatMoney(after(n) - 100));
    expect(screen.getByText(`Closing ${formatMoney(after(ROWS) - 100)}`, { exact: false })).toBeTruthy();
    await scrollRows(ROWS - 20);
    await waitFor(() => expect(balanceOf(ROWS)).toBe(formatMoney(after(ROWS) - 100)));
    expect(balanceOf(ROWS - 1)).toBe(formatMoney(after(ROWS - 1) - 100));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = saves[0]?.transactions ?? [];
    expect(sent).toHaveLength(ROWS);
    expect(sent.map((t) => t.source)).toEqual(view.transactions.map((_, i) => i));
    expect(sent.map((t) => t.amount)).toEqual(view.transactions.map((t, i) => (i === 2 ? -110 : t.amount)));
  });
});
