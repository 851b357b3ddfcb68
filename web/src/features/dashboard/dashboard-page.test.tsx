import { CONVERSION_ERRORS, SUPPORT_SAMPLE_WINDOW_DAYS, SUPPORT_TEXT } from '@bankcsv/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig, type AppConfig } from '../../config/app-config';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import type { Conversion } from '../../lib/conversions';
import { authValue } from '../../testing/auth-value';
import { DashboardPage } from './dashboard-page';

const api = vi.hoisted(() => ({
  listConversions: vi.fn(),
  deleteConversion: vi.fn(),
  downloadLink: vi.fn(),
  saveFromUrl: vi.fn(),
}));
vi.mock('./conversions-api', () => api);
vi.mock('../purchase/payments-api', () => ({
  fetchPayments: vi.fn().mockResolvedValue([]),
  fetchPayment: vi.fn(),
  startPayment: vi.fn(),
}));

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

// Files turned away as hostile or out of bounds, and failures a new attempt fixes: a sample helps none of them.
const HOSTILE_CODES = [
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TOO_COMPLEX',
  'NOT_A_PDF',
  'TOO_MANY_PAGES',
  'FILE_TOO_LARGE',
  'EMPTY_FILE',
  'PASSWORD_REQUIRED',
  'PASSWORD_INCORRECT',
] as const;

const config: AppConfig = {
  region: 'af-south-1',
  userPoolId: 'p',
  userPoolClientId: 'c',
  authFlow: 'USER_PASSWORD_AUTH',
  apiUrl: 'http://api',
  paystackPublicKey: 'pk_test_1',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setAppConfig(config);
});
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
    expect(await screen.findByText('No conversions yet')).toBeTruthy();
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

  it('counts stat cards by status, leaves out failures that cost nothing, and shows failure details', async () => {
    api.listConversions.mockResolvedValue([
      row('a', 'completed'),
      row('b', 'uploading'),
      row('c', 'error', {
        processingTimedOut: true,
        errorCode: 'PROCESSING_TIMEOUT',
        creditsUsed: 2,
        creditsRefunded: true,
      }),
      row('d', 'mystery', { creditsUsed: 1 }),
      row('e', 'error', { errorCode: 'UPLOAD_CANCELLED' }),
      row('f', 'error', { errorCode: 'PROCESSING_FAILED', creditsUsed: 1, creditsRefunded: false }),
    ]);
    renderDashboard(authValue({ credits: 3 }));
    await screen.findByText('6 conversions');
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
    expect(await screen.findByText('No conversions yet')).toBeTruthy();
    expect(api.deleteConversion).toHaveBeenCalledWith('a');
  });

  it('downloads the CSV through a presigned link and says on the row (no alert) when a download fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.listConversions.mockResolvedValue([row('a', 'completed')]);
    api.downloadLink.mockResolvedValueOnce({ url: 'http://s3/a.csv', fileName: 'a_2026-03-01.csv' });
    api.downloadLink.mockRejectedValueOnce(new Error('File is not ready for download'));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(api.saveFromUrl).toHaveBeenCalledWith('http://s3/a.csv', 'a_2026-03-01.csv'));
    expect(api.downloadLink).toHaveBeenCalledWith('a', { kind: 'csv', profile: 'sage', part: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Raw spreadsheet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Download failed: File is not ready for download');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('history rows a bookkeeper can tell apart', () => {
  const statementRow = (extra: Partial<Conversion> = {}) =>
    row('a', 'completed', {
      pages: 2,
      creditsUsed: 2,
      bank: 'FNB',
      accountLast4: '5678',
      periodStart: '2025-11-13',
      periodEnd: '2025-12-14',
      formats: ['ofx', 'qbo'],
      csvParts: { sage: 1, sage4: 1, xero: 2, quickbooks: 3, generic: 1 },
      dataQuality: {
        isComplete: true,
        qualityScore: 100,
        unknownDates: 0,
        unknownDescriptions: 0,
        unknownAmounts: 0,
        totalTransactions: 1500,
      },
      ...extra,
    });

  it('shows bank, last 4 digits and period beside the file name', async () => {
    api.listConversions.mockResolvedValue([statementRow()]);
    renderDashboard();
    const identity = await screen.findByLabelText('FNB, account ending 5678, statement period 13 Nov – 14 Dec 2025');
    expect(identity.textContent).toBe('FNB · ····5678 · 13 Nov – 14 Dec 2025');
  });

  it('offers OFX and QBO, and explains split parts of the chosen layout', async () => {
    localStorage.setItem('csvFormat_user-1', 'xero');
    api.listConversions.mockResolvedValue([statementRow()]);
    api.downloadLink.mockResolvedValue({ url: 'http://s3/a.ofx', fileName: 'FNB-5678.ofx' });
    renderDashboard();
    expect(await screen.findByText('Xero accepts 1,000 lines a file: import part 1, then part 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CSV format'), { target: { value: 'quickbooks' } });
    expect(screen.getByText('QuickBooks accepts 350 KB a file: import part 1, then part 2, then part 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download OFX (Sage bank import)' }));
    await vi.waitFor(() => expect(api.saveFromUrl).toHaveBeenCalledTimes(1));
    expect(api.downloadLink).toHaveBeenCalledWith('a', { kind: 'ofx' });
    const qbo = screen.getByRole('button', { name: 'Download QBO (QuickBooks Web Connect)' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(qbo.disabled).toBe(false));
    fireEvent.click(qbo);
    await vi.waitFor(() => expect(api.downloadLink).toHaveBeenCalledWith('a', { kind: 'qbo' }));
    localStorage.clear();
  });

  it('says why a format is missing instead of offering a button that cannot work', async () => {
    api.listConversions.mockResolvedValue([statementRow({ formats: ['ofx'], accountLast4: undefined })]);
    renderDashboard();
    expect(await screen.findByText('QBO needs the account number, which was not found on the statement.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /QBO/ })).toBeNull();
  });

  it('offers to send a statement we could not read, and leads other failures back to the upload area', async () => {
    api.listConversions.mockResolvedValue([
      row('n', 'error', {
        errorCode: 'NO_TRANSACTIONS',
        creditsUsed: 1,
        creditsRefunded: true,
        completedAt: new Date().toISOString(),
      }),
      row('p', 'error', { errorCode: 'PASSWORD_REQUIRED' }),
      row('s', 'error', { errorCode: 'NO_TRANSACTIONS', supportSampleSentAt: '2026-03-01T09:00:00Z' }),
    ]);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Send this statement to us so we can support it' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this statement to us' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Tick the box to agree before sending the statement.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('button', { name: 'Upload again' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByText('Sent to us: thank you. We keep it 7 days, only to support this layout.')).toBeTruthy();
  });

  it(
    'gives each file turned away as hostile or out of bounds its own ' + 'message and never offers to send it',
    async () => {
      const now = new Date().toISOString();
      api.listConversions.mockResolvedValue(
        HOSTILE_CODES.map((errorCode) => row(errorCode, 'error', { errorCode, completedAt: now })),
      );
      renderDashboard();
      fireEvent.click(await screen.findByRole('button', { name: `View all ${HOSTILE_CODES.length} conversions` }));
      for (const code of HOSTILE_CODES) expect(screen.getByText(CONVERSION_ERRORS[code]), code).toBeTruthy();
      expect(screen.queryByRole('button', { name: SUPPORT_TEXT.offer })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Upload again' })).toHaveLength(HOSTILE_CODES.length);
    },
  );

  it(`offers to send a statement only within ${SUPPORT_SAMPLE_WINDOW_DAYS} days of its failure`, async () => {
    const failedAt = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    api.listConversions.mockResolvedValue([
      row('recent', 'error', { errorCode: 'NO_TEXT_LAYER', completedAt: failedAt(SUPPORT_SAMPLE_WINDOW_DAYS - 1) }),
      row('old', 'error', { errorCode: 'NO_TEXT_LAYER', completedAt: failedAt(SUPPORT_SAMPLE_WINDOW_DAYS + 1) }),
    ]);
    renderDashboard();
    expect(await screen.findAllByRole('button', { name: SUPPORT_TEXT.offer })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Upload again' })).toHaveLength(1);
  });

  it('shows no Buy button while purchases are not configured, and offers contact where credits run short', async () => {
    setAppConfig({ ...config, paystackPublicKey: undefined });
    api.listConversions.mockResolvedValue([
      row('x', 'error', {
        errorCode: 'INSUFFICIENT_CREDITS',
        errorMessage:
          'Not enough credits: this statement has 12 pages and needs 12 credits. Buy more credits and try again.',
      }),
    ]);
    renderDashboard(authValue({ credits: 2 }));
    expect(
      await screen.findByText(
        'Not enough credits: this statement has 12 pages and needs 12 credits. Contact us for more credits.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.queryByText(/Buy more credits/)).toBeNull();
    const offers = screen.getAllByRole('button', { name: 'Contact us for more credits' });
    expect(offers).toHaveLength(2); // the low-credits warning and the failed row
    fireEvent.click(offers[0]!);
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeTruthy();
  });

  it('has Help/Contact in the header', async () => {
    api.listConversions.mockResolvedValue([]);
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Help/Contact' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
