import * as domain from '@bankcsv/domain';
import type { ReviewTransaction, TransactionsView } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { completedConversion } from '../../testing/conversion';
import { ReviewPage } from './review-page';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);
// Each row shows its date through this once per render of the row: its calls count the rows rendered.
vi.mock('@bankcsv/domain', async (original) => {
  const real = await original<typeof domain>();
  return { ...real, dayMonthYear: vi.fn(real.dayMonthYear) };
});
const rowRenders = vi.mocked(domain.dayMonthYear);

/** Four rows of 10.00 out, no balance printed on them: each running balance is worked out from the rows above. */
function view(): TransactionsView {
  const transactions: ReviewTransaction[] = [1, 2, 3, 4].map((n) => ({
    date: `2026-01-0${n}`,
    description: `Payment ${n}`,
    amount: -10,
    balance: null,
    page: 1,
    row: n,
  }));
  return {
    version: 0,
    openingBalance: 100,
    closingBalance: 60,
    year: 2026,
    yearSource: 'period',
    transactions,
    original: transactions,
  };
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/transactions') ? view() : completedConversion({ transactionsVersion: 0 });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function loaded() {
  render(
    <MemoryRouter initialEntries={['/review/c1']}>
      <Routes>
        <Route path="/review/:conversionId" element={<ReviewPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByLabelText('Row 4 description');
  rowRenders.mockClear();
}

describe('a keystroke in the review', () => {
  it('renders again only the row typed in when its figures do not move the others', async () => {
    await loaded();
    fireEvent.change(screen.getByLabelText('Row 2 description'), { target: { value: 'Payment 2x' } });
    expect((screen.getByLabelText('Row 2 description') as HTMLInputElement).value).toBe('Payment 2x');
    expect(rowRenders).toHaveBeenCalledTimes(1);
  });

  it('renders again the row typed in and those whose running balance it moves, not the rows above', async () => {
    await loaded();
    fireEvent.change(screen.getByLabelText('Row 2 money out'), { target: { value: '11.00' } });
    expect(rowRenders).toHaveBeenCalledTimes(3);
    expect(rowRenders.mock.calls.map(([iso]) => iso)).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
  });
});
