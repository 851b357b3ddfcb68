import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import type { Conversion } from '../../lib/conversions';
import { authValue } from '../../testing/auth-value';
import { DashboardPage } from './dashboard-page';

const api = vi.hoisted(() => ({ listConversions: vi.fn(), deleteConversion: vi.fn(), downloadLink: vi.fn(), saveFromUrl: vi.fn() }));
vi.mock('./conversions-api', () => api);
vi.mock('../purchase/payments-api', () => ({ fetchPayments: vi.fn().mockResolvedValue([]), fetchPayment: vi.fn(), startPayment: vi.fn() }));

const row = (id: string, status: string, extra: Partial<Conversion> = {}): Conversion => ({
  conversionId: id,
  userId: 'user-1',
  fileName: `${id}.pdf`,
  originalFileName: `${id}.pdf`,
  fileSize: 2048,
  progress: 0,
  creditsUsed: 0,
  status,
  createdAt: '2026-03-01T08:30:00Z',
  ...extra,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderDashboard(value: AuthContextValue = authValue()) {
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter>
        <DashboardPage renderUpload={() => <p>upload area</p>} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return value;
}

describe('DashboardPage', () => {
  it('shows the header, the empty state and the retention note', async () => {
    api.listConversions.mockResolvedValue([]);
    renderDashboard();
    expect(screen.getByText('Convert your bank statements to accounting-ready CSV files')).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('thandi@example.co.za')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('Upload your first bank statement to get started')).toBeTruthy();
    expect(screen.getByText('CSV files are deleted automatically after 30 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    expect(screen.getByRole('dialog', { name: 'Purchase Credits' })).toBeTruthy();
  });

  it('polls every 2 s while a conversion is in flight and refreshes credits when it finishes', async () => {
    api.listConversions
      .mockResolvedValueOnce([row('a', 'processing')])
      .mockResolvedValueOnce([row('a', 'processing')])
      .mockResolvedValue([row('a', 'completed', { pages: 3, creditsUsed: 3 })]);
    const value = renderDashboard();
    expect(await screen.findByText('Converting...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.listConversions).toHaveBeenCalledTimes(2);
    expect(value.refreshCredits).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Download CSV')).toBeTruthy();
    expect(value.refreshCredits).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.listConversions).toHaveBeenCalledTimes(3);
  });

  it('counts stat cards by status and shows failure details', async () => {
    api.listConversions.mockResolvedValue([
      row('a', 'completed'),
      row('b', 'uploading'),
      row('c', 'error', { processingTimedOut: true, errorCode: 'PROCESSING_TIMEOUT', creditsRefunded: true }),
      row('d', 'mystery'),
    ]);
    renderDashboard(authValue({ credits: 3 }));
    await screen.findByText('4 transactions');
    const stats = within(screen.getByRole('region', { name: 'Statistics' }));
    const stat = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
    expect(stat('Available Credits')).toBe('3');
    expect(stat('Total Processed')).toBe('1');
    expect(stat('Processing')).toBe('1');
    expect(stat('Failed')).toBe('2');
    expect(screen.getByText('Large or complex PDFs may need multiple attempts')).toBeTruthy();
    expect(screen.getByText('Credits refunded')).toBeTruthy();
    expect(screen.getByText(/Running low on credits/)).toBeTruthy();
  });

  it('deletes a row only after confirmation', async () => {
    api.listConversions.mockResolvedValue([row('a', 'completed')]);
    api.deleteConversion.mockResolvedValue(undefined);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete a.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete conversion?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteConversion).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete a.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(api.deleteConversion).toHaveBeenCalledWith('a');
  });

  it('downloads the CSV through a presigned link and alerts on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.listConversions.mockResolvedValue([row('a', 'completed')]);
    api.downloadLink.mockResolvedValueOnce({ url: 'http://s3/a.csv', fileName: 'a_2026-03-01.csv' });
    api.downloadLink.mockRejectedValueOnce(new Error('File is not ready for download'));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(api.saveFromUrl).toHaveBeenCalledWith('http://s3/a.csv', 'a_2026-03-01.csv'));
    expect(api.downloadLink).toHaveBeenCalledWith('a', { kind: 'csv', profile: 'sage', part: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Raw spreadsheet' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Download failed: File is not ready for download'));
  });
});
