import { CSV_PROFILE_LABELS, type AccountExportView, type AccountView, type StatementPartView } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
const api = vi.hoisted(() => ({
  getAccounts: vi.fn(),
  renameAccount: vi.fn(),
  assignPart: vi.fn(),
  exportAccount: vi.fn(),
}));
vi.mock('./accounts-api', () => api);
const { AccountsPage } = await import('./accounts-page');

const part = (id: string, start: string, end: string, extra: Partial<StatementPartView> = {}): StatementPartView => ({
  partId: id,
  conversionId: id,
  originalFileName: `${id}.pdf`,
  section: null,
  periodStart: start,
  periodEnd: end,
  openingBalance: 100,
  closingBalance: 200,
  transactions: 4,
  use: 'included',
  ...extra,
});

const gap = 'No statement covers 1 Feb 2025 to 28 Feb 2025 (28 days), between the statement for January 2025 and ...';
const fnb: AccountView = {
  accountId: 'Rk5COjYyODEyMzQ1Njc4',
  title: 'FNB ····5678',
  name: null,
  bank: 'FNB',
  last4: '5678',
  statements: [part('jan', '2025-01-01', '2025-01-31'), part('mar', '2025-03-01', '2025-03-31')],
  continuity: [{ kind: 'gap', message: gap, partIds: ['jan', 'mar'] }],
  firstDay: '2025-01-01',
  lastDay: '2025-03-31',
};
const view = { accounts: [fnb], unassigned: [part('capitec', '2025-01-01', '2025-01-31')] };

beforeEach(() => api.getAccounts.mockResolvedValue(view));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <AccountsPage />
    </MemoryRouter>,
  );

describe('AccountsPage', () => {
  it('shows each account with its months (the gap visible) and its notes', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'FNB ····5678' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Jan 2025 to Mar 2025: 1 month with no statement')).toBeTruthy();
    const months = within(within(card).getByRole('list', { name: 'Months' })).getAllByRole('listitem');
    expect(months.map((m) => m.textContent)).toEqual(['Jan 20251 statement', 'Feb 2025Gap', 'Mar 20251 statement']);
    expect(within(card).getByText(gap)).toBeTruthy();
  });

  it('renames an account, and shows a refusal inline', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename FNB ····5678' }));
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'Cheque account' } });
    api.renameAccount.mockRejectedValueOnce(new ApiError(400, 'A name has at most 80 characters.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A name has at most 80 characters.');
    api.renameAccount.mockResolvedValueOnce({ ...fnb, name: 'Cheque account', title: 'Cheque account' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Cheque account' })).toBeTruthy();
    expect(screen.getByText('FNB ····5678')).toBeTruthy();
    expect(api.renameAccount).toHaveBeenLastCalledWith(fnb.accountId, 'Cheque account');
  });

  it('assigns a statement without a number to an account', async () => {
    renderPage();
    const select = await screen.findByLabelText('Account for capitec.pdf');
    expect((select as HTMLSelectElement).value).toBe(fnb.accountId);
    api.assignPart.mockResolvedValueOnce({ accounts: [fnb], unassigned: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Account for capitec.pdf')).toBeNull());
    expect(api.assignPart).toHaveBeenCalledWith('capitec', fnb.accountId);
  });

  it('takes a statement the user assigned back out of the account, and says so when that fails', async () => {
    const assigned = {
      ...fnb,
      statements: [...fnb.statements, part('capitec', '2025-04-01', '2025-04-30', { assigned: true })],
    };
    api.getAccounts.mockResolvedValueOnce({ accounts: [assigned], unassigned: [] });
    renderPage();
    const out = await screen.findByRole('button', { name: 'Take capitec.pdf out of this account' });
    expect(screen.queryByRole('button', { name: 'Take jan.pdf out of this account' })).toBeNull();
    api.assignPart.mockRejectedValueOnce(new ApiError(500, 'Internal server error'));
    fireEvent.click(out);
    expect(await screen.findByText('Could not take the statement out of the account. Please try again.')).toBeTruthy();
    api.assignPart.mockResolvedValueOnce(view);
    fireEvent.click(out);
    expect(await screen.findByLabelText('Account for capitec.pdf')).toBeTruthy();
    expect(api.assignPart).toHaveBeenLastCalledWith('capitec', null);
  });

  it('exports the account for its period in the chosen format, with links, balances and breaks', async () => {
    renderPage();
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    expect(from.value).toBe('2025-01-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2025-03-31');
    const format = screen.getByLabelText('Format') as HTMLSelectElement;
    expect([...format.options].map((o) => o.textContent)).toContain(`CSV: ${CSV_PROFILE_LABELS.xero}`);
    expect([...format.options].map((o) => o.value)).toEqual(
      expect.arrayContaining(['csv:sage', 'csv:generic', 'xlsx', 'ofx', 'qbo']),
    );
    fireEvent.change(format, { target: { value: 'csv:xero' } });
    fireEvent.change(from, { target: { value: '2025-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The period must start on or before the day it ends.');
    const result: AccountExportView = {
      files: [{ fileName: 'fnb-5678-xero.csv', url: 'https://s3.local/out/fnb-5678-xero.csv?sig=1' }],
      from: '2025-01-01',
      to: '2025-03-31',
      openingBalance: 100,
      closingBalance: 1234.5,
      transactions: 8,
      breaks: ['Between 31 Jan 2025 and 1 Mar 2025 the balance does not carry on. Is a statement missing?'],
      continuity: [],
    };
    api.exportAccount.mockResolvedValueOnce(result);
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const link = await screen.findByRole('link', { name: 'Download fnb-5678-xero.csv' });
    expect(link.getAttribute('href')).toBe(result.files[0]?.url);
    expect(api.exportAccount).toHaveBeenCalledWith(fnb.accountId, {
      format: 'csv',
      csvProfile: 'xero',
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(
      screen.getByText('1 Jan 2025 to 31 Mar 2025: opening R 100.00, closing R 1 234.50, 8 transactions.'),
    ).toBeTruthy();
    expect(screen.getByText(result.breaks[0] as string)).toBeTruthy();
  });
});
