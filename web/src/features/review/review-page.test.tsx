import { REVIEW_MESSAGES, type TransactionsView } from '@bankcsv/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { GENERIC_ERROR } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';
import { completedConversion } from '../../testing/conversion';
import { ReviewPage } from './review-page';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

const view = (version: number, description: string): TransactionsView => {
  const transactions = [
    { date: '2026-01-02', description, amount: -20, balance: 80, page: 1, row: 5 },
    { date: '2026-01-03', description: 'Refund', amount: 20, balance: 100, page: 1, row: 6 },
  ];
  return {
    version,
    openingBalance: 100,
    closingBalance: 100,
    year: 2026,
    yearSource: 'period',
    transactions,
    original: transactions,
  };
};
const conversion: Conversion = completedConversion({ transactionsVersion: 1 });

/** The API as the server answers: GETs give `current`; every PUT is recorded and answered by `onSave`. */
function serve(state: { current: TransactionsView; onSave: () => Response }) {
  const saves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)));
        return state.onSave();
      }
      const body = url.endsWith('/transactions') ? state.current : conversion;
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
const description = (n: number) => screen.getByLabelText(`Row ${n} description`) as HTMLInputElement;

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
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('saving a review another tab saved first', () => {
  it('sends one save naming its version, shows the 409 message, keeps the edits and offers to reload', async () => {
    const state = {
      current: view(1, 'Shop'),
      onSave: () => new Response(JSON.stringify({ message: REVIEW_MESSAGES.savedElsewhere }), { status: 409 }),
    };
    const saves = serve(state);
    renderPage();
    expect((await screen.findByLabelText('Row 1 description')) as HTMLInputElement).toBeTruthy();
    fireEvent.change(description(1), { target: { value: 'Shop (my edit)' } });
    // Meanwhile another tab saved version 2.
    state.current = view(2, 'Shop (their edit)');

    // Two clicks before React renders again (a fast double click): the button is not disabled yet.
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      save.click();
      save.click();
    });
    const alert = await screen.findByText(REVIEW_MESSAGES.savedElsewhere);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      version: 1,
      transactions: [expect.objectContaining({ description: 'Shop (my edit)' }), expect.anything()],
    });
    expect(description(1).value).toBe('Shop (my edit)');
    expect(screen.queryByText(REVIEW_MESSAGES.saved)).toBeNull();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reload the saved version' }));
    expect(await screen.findByDisplayValue('Shop (their edit)')).toBeTruthy();
    expect(screen.queryByText(REVIEW_MESSAGES.savedElsewhere)).toBeNull();
  });

  it('a save that wins is shown as saved and the page moves to the new version', async () => {
    const state = {
      current: view(1, 'Shop'),
      onSave: () => new Response(JSON.stringify({ ...conversion, transactionsVersion: 2 }), { status: 200 }),
    };
    const saves = serve(state);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Row 1 description'), { target: { value: 'Shop, saved' } });
    state.current = view(2, 'Shop, saved');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeTruthy();
    expect(saves).toEqual([expect.objectContaining({ version: 1 })]);
  });
});

describe('lines of the statement no row was read from', () => {
  it(
    'are listed above the rows with their page, line and first words, and ' +
      'the status does not say the balances reconcile',
    async () => {
      const unread = {
        index: -1,
        page: 2,
        row: 31,
        kind: 'unexplained-line' as const,
        expected: 0,
        actual: -450,
        date: null,
        text: '30/01/2026 Debit Order Old Mutual',
      };
      const dataQuality = {
        isComplete: false,
        qualityScore: 99,
        unknownDates: 0,
        unknownDescriptions: 0,
        unknownAmounts: 0,
        totalTransactions: 2,
        balanceCheck: 'failed' as const,
        breaks: [unread],
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async (url: string) =>
            new Response(
              JSON.stringify(
                url.endsWith('/transactions')
                  ? view(0, 'Shop')
                  : { ...conversion, transactionsVersion: 0, dataQuality },
              ),
              { status: 200 },
            ),
        ),
      );
      renderPage();
      expect(
        await screen.findByText(
          'Printed on the statement but not read into any row: add the row below ' +
            "if it is one of this account's transactions.",
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(
          'Page 2, row 31: a line printed like a transaction was not read ' +
            '("30/01/2026 Debit Order Old Mutual", -R 450.00)',
        ),
      ).toBeTruthy();
      expect(screen.getByText('Line not read at page 2, row 31: check before importing')).toBeTruthy();
      expect(screen.queryByText(/reconcile ✓/)).toBeNull();
    },
  );
});

describe('a row added, saved, opened again and undone', () => {
  /** A server that keeps the saved rows as the API does: an added row has no page or row. */
  function savingServer() {
    const original = view(0, 'Shop').transactions;
    let current: TransactionsView = view(0, 'Shop');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const edits = (
            JSON.parse(String(init.body)) as {
              transactions: { source: number | null; date: string; description: string; amount: number }[];
            }
          ).transactions;
          const transactions = edits.map((e) => ({
            ...(e.source === null ? { balance: null, page: null, row: null } : original[e.source]!),
            date: e.date,
            description: e.description,
            amount: e.amount,
          }));
          current = { ...current, version: current.version + 1, transactions };
        } else if (init?.method === 'DELETE') current = view(0, 'Shop');
        const body = url.endsWith('/transactions') ? current : { ...conversion, transactionsVersion: current.version };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
  }

  it(
    'says saved, shows the added row after the last extracted one moved ' + 'down, and undoes to the original',
    async () => {
      savingServer();
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Add below row 1' }));
      fireEvent.change(description(2), { target: { value: 'Cash deposit' } });
      fireEvent.change(screen.getByLabelText('Row 2 money in'), { target: { value: '15.00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeTruthy();
      expect(screen.queryByText(/Unsaved changes/)).toBeNull();
      expect([1, 2, 3].map((n) => description(n).value)).toEqual(['Shop', 'Cash deposit', 'Refund']);

      fireEvent.click(screen.getByRole('button', { name: 'Undo to original' }));
      expect(await screen.findByText(REVIEW_MESSAGES.restored)).toBeTruthy();
      expect(screen.queryByLabelText('Row 3 description')).toBeNull();
    },
  );

  it("a failure in the page itself shows the product's message, not the exception", async () => {
    // A view the page's code cannot read throws a TypeError while loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(url.endsWith('/transactions') ? { version: 1 } : conversion), { status: 200 }),
      ),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_ERROR);
  });
});

describe('dates in a browser set to English (US)', () => {
  it('shows and takes DD/MM/YYYY, as every export writes them, and names a day that does not exist', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const state = {
      current: {
        ...view(1, 'Shop'),
        transactions: view(1, 'Shop').transactions.map((t, i) => (i === 0 ? { ...t, date: '2019-12-04' } : t)),
      },
      onSave: () => new Response(JSON.stringify(conversion), { status: 200 }),
    };
    const saves = serve(state);
    renderPage();
    const date = (await screen.findByLabelText('Row 1 date')) as HTMLInputElement;
    expect(date.value).toBe('04/12/2019');

    fireEvent.change(date, { target: { value: '31/02/2019' } });
    expect(screen.getByText(REVIEW_MESSAGES.badDate(1))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(date, { target: { value: '5/12/2019' } });
    expect(date.value).toBe('05/12/2019');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(REVIEW_MESSAGES.saved);
    expect(saves[0]).toMatchObject({
      transactions: [expect.objectContaining({ date: '2019-12-05' }), expect.anything()],
    });
  });
});
