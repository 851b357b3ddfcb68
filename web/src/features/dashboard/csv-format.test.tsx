import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/auth-context';
import type { Conversion } from '../../lib/conversions';
import { authValue, testUser } from '../../testing/auth-value';
import { DashboardPage } from './dashboard-page';

const api = vi.hoisted(() => ({
  listConversions: vi.fn(),
  deleteConversion: vi.fn(),
  downloadLink: vi.fn(),
  saveFromUrl: vi.fn(),
}));
vi.mock('./conversions-api', () => api);

const ALL_ONE = { sage: 1, sage4: 1, xero: 1, quickbooks: 1, generic: 1 };

const completed = (id: string, csvParts?: Conversion['csvParts']): Conversion => ({
  conversionId: id,
  userId: testUser.userId,
  fileName: `${id}.pdf`,
  originalFileName: `${id}.pdf`,
  fileSize: 2048,
  progress: 100,
  creditsUsed: 1,
  status: 'completed',
  createdAt: '2026-03-01T08:30:00Z',
  ...(csvParts ? { csvParts } : {}),
});

function renderDashboard(user = testUser) {
  render(
    <AuthContext.Provider value={authValue({ user })}>
      <MemoryRouter>
        <DashboardPage renderUpload={() => null} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('li') as HTMLElement);

beforeEach(() => {
  localStorage.clear();
  api.downloadLink.mockResolvedValue({ url: 'http://s3/file.csv', fileName: 'file.csv' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CSV format choice on a history row', () => {
  it('offers every layout the row has, starts on Sage, and downloads the chosen one', async () => {
    api.listConversions.mockResolvedValue([completed('a', ALL_ONE)]);
    renderDashboard();
    const row = await rowOf('a.pdf');
    const select = row.getByLabelText('CSV format') as HTMLSelectElement;
    expect(select.value).toBe('sage');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Sage (Date, Description, Amount)',
      'Sage (Money In / Money Out)',
      'Xero',
      'QuickBooks',
      'Generic (with balance)',
    ]);

    fireEvent.change(select, { target: { value: 'xero' } });
    expect(select.value).toBe('xero');
    expect(localStorage.getItem('csvFormat_user-1')).toBe('xero');
    fireEvent.click(row.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(api.saveFromUrl).toHaveBeenCalledWith('http://s3/file.csv', 'file.csv'));
    expect(api.downloadLink).toHaveBeenCalledWith('a', { kind: 'csv', profile: 'xero', part: 1 });
    fireEvent.click(row.getByRole('button', { name: 'Raw spreadsheet' }));
    await vi.waitFor(() => expect(api.downloadLink).toHaveBeenLastCalledWith('a', { kind: 'xlsx' }));
  });

  it('remembers the choice per user and shows one button per part of a split layout', async () => {
    localStorage.setItem('csvFormat_user-1', 'xero');
    api.listConversions.mockResolvedValue([completed('long', { ...ALL_ONE, xero: 2 })]);
    renderDashboard();
    const row = await rowOf('long.pdf');
    expect((row.getByLabelText('CSV format') as HTMLSelectElement).value).toBe('xero');
    expect(row.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    const group = within(row.getByRole('group', { name: 'Download CSV, 2 parts' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['Part 1', 'Part 2']);
    fireEvent.click(group.getByRole('button', { name: 'Part 2' }));
    await vi.waitFor(() =>
      expect(api.downloadLink).toHaveBeenCalledWith('long', { kind: 'csv', profile: 'xero', part: 2 }),
    );

    fireEvent.change(row.getByLabelText('CSV format'), { target: { value: 'sage4' } });
    expect(row.queryByRole('group')).toBeNull();
    expect(row.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it(
    'names each account on a statement of several, keeping the part where ' + 'an importer splits an account further',
    async () => {
      localStorage.setItem('csvFormat_user-1', 'xero');
      const two: Conversion = {
        ...completed('two', { ...ALL_ONE, sage: 2, xero: 3 }),
        accountsLast4: ['1234', '5678'],
        csvAccountParts: { sage: [1, 1], xero: [1, 2] },
      };
      api.listConversions.mockResolvedValue([two]);
      renderDashboard();
      const row = await rowOf('two.pdf');
      const group = within(row.getByRole('group', { name: 'Download CSV, one file per account' }));
      expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Account 1234',
        'Account 5678',
        'Account 5678 part 2',
      ]);
      expect(
        row.getByText(
          new RegExp(
            '^One file per account: import each into that account .*Xero accepts 1,000 lines a file: ' +
              "import an account's parts in order$",
          ),
        ),
      ).toBeTruthy();
      fireEvent.click(group.getByRole('button', { name: 'Account 5678 part 2' }));
      await vi.waitFor(() =>
        expect(api.downloadLink).toHaveBeenCalledWith('two', { kind: 'csv', profile: 'xero', part: 3 }),
      );
      fireEvent.change(row.getByLabelText('CSV format'), { target: { value: 'sage' } });
      expect(
        within(row.getByRole('group'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Account 1234', 'Account 5678']);
    },
  );

  it(
    'tells where a credit card statement goes in Xero and QuickBooks, and ' + 'says nothing of it on a bank account',
    async () => {
      api.listConversions.mockResolvedValue([
        { ...completed('card', ALL_ONE), card: true },
        completed('cheque', ALL_ONE),
      ]);
      renderDashboard();
      const note =
        'Credit card statement: in Xero or QuickBooks, import it into the ' +
        'credit-card account (purchases come in as spend, payments as receive).';
      expect((await rowOf('card.pdf')).getByText(note)).toBeTruthy();
      expect((await rowOf('cheque.pdf')).queryByText(note)).toBeNull();
    },
  );

  it('does not carry one user’s choice over to another', async () => {
    localStorage.setItem('csvFormat_user-1', 'xero');
    api.listConversions.mockResolvedValue([completed('a', ALL_ONE)]);
    renderDashboard({ ...testUser, userId: 'user-2' });
    expect(((await rowOf('a.pdf')).getByLabelText('CSV format') as HTMLSelectElement).value).toBe('sage');
  });

  it('falls back to Sage for a stored value it does not know', async () => {
    localStorage.setItem('csvFormat_user-1', 'myob');
    api.listConversions.mockResolvedValue([completed('a', ALL_ONE)]);
    renderDashboard();
    expect(((await rowOf('a.pdf')).getByLabelText('CSV format') as HTMLSelectElement).value).toBe('sage');
  });

  it('offers no choice on a row converted before the other layouts, and downloads its Sage file', async () => {
    localStorage.setItem('csvFormat_user-1', 'xero');
    api.listConversions.mockResolvedValue([completed('old')]);
    renderDashboard();
    const row = await rowOf('old.pdf');
    expect(row.queryByLabelText('CSV format')).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(api.downloadLink).toHaveBeenCalledWith('old', { kind: 'csv', profile: 'sage', part: 1 }),
    );
  });

  it('offers only the layouts the row has files for', async () => {
    api.listConversions.mockResolvedValue([completed('some', { sage: 1, xero: 1 })]);
    renderDashboard();
    const select = (await rowOf('some.pdf')).getByLabelText('CSV format') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['sage', 'xero']);
  });
});
