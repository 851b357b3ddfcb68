import { BATCH_MESSAGES, CONVERSION_ERRORS } from '@bankcsv/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AuthContext } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import { completedConversion } from '../../testing/conversion';
import { BATCH_POLL_MS, BATCH_VIEW_MESSAGES } from './use-batch';
import { ITEM_TEXT } from './batch-items';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
const api = vi.hoisted(() => ({ getBatch: vi.fn(), givePassword: vi.fn() }));
vi.mock('./batch-api', () => api);

const { BatchPage } = await import('./batch-page');

const row = (id: string, extra: Parameters<typeof completedConversion>[0]) =>
  completedConversion({ conversionId: id, originalFileName: `${id}.pdf`, batchId: 'bat_12345678', ...extra });

const rows = [
  row('done', { status: 'completed' }),
  row('locked', { status: 'queued', awaitingPassword: true, progress: 5 }),
  row('waiting', { status: 'queued', progress: 5 }),
  row('busy', { status: 'processing', progress: 40 }),
  row('broken', { status: 'error', errorMessage: CONVERSION_ERRORS.PASSWORD_INCORRECT }),
  row('lost', { status: 'uploading', progress: 0 }),
];

beforeEach(() => {
  api.getBatch.mockResolvedValue({ batchId: 'bat_12345678', conversions: rows });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderPage() {
  render(
    <AuthContext.Provider value={authValue()}>
      <MemoryRouter initialEntries={['/batches/bat_12345678']}>
        <Routes>
          <Route path="/batches/:batchId" element={<BatchPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const line = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('BatchPage', () => {
  it('shows each file by its state, with a summary for screen readers', async () => {
    renderPage();
    expect(
      await screen.findByText(
        '6 files: 1 done, 1 waiting, 1 converting, 1 needs its password, 1 failed, 1 not uploaded.',
      ),
    ).toBeTruthy();
    expect(within(line('waiting.pdf')).getByText(BATCH_MESSAGES.queued)).toBeTruthy();
    expect(within(line('waiting.pdf')).getByText('Waiting')).toBeTruthy();
    expect(within(line('busy.pdf')).getByRole('progressbar', { name: 'Converting busy.pdf' })).toBeTruthy();
    expect(within(line('broken.pdf')).getByText(CONVERSION_ERRORS.PASSWORD_INCORRECT)).toBeTruthy();
    expect(within(line('lost.pdf')).getByText(ITEM_TEXT.lost)).toBeTruthy();
    expect(within(line('done.pdf')).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(within(line('locked.pdf')).getByText(BATCH_MESSAGES.needsPassword)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Accounts' })).toHaveLength(1);
  });

  it('sends a password and shows the row as the server answers, or its refusal inline', async () => {
    renderPage();
    const field = await screen.findByLabelText('PDF password for locked.pdf');
    api.givePassword.mockRejectedValueOnce(new ApiError(409, 'This file is not waiting for a password.'));
    fireEvent.change(field, { target: { value: 'secret' } });
    fireEvent.click(within(line('locked.pdf')).getByRole('button', { name: 'Convert' }));
    expect(await within(line('locked.pdf')).findByRole('alert')).toHaveProperty(
      'textContent',
      'This file is not waiting for a password.',
    );
    api.givePassword.mockResolvedValueOnce(row('locked', { status: 'processing', progress: 10 }));
    fireEvent.click(within(line('locked.pdf')).getByRole('button', { name: 'Convert' }));
    expect(await within(line('locked.pdf')).findByText('Converting')).toBeTruthy();
    // The form went with the password: focus stays on the file's line.
    expect(document.activeElement).toBe(line('locked.pdf'));
    expect(api.givePassword).toHaveBeenLastCalledWith('locked', 'secret');
  });

  it('polls every 2 s while a file moves, and stops once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByText(/6 files/);
    expect(api.getBatch).toHaveBeenCalledTimes(1);
    const settled = rows.map((r) => (r.conversionId === 'locked' ? r : { ...r, status: 'completed' }));
    api.getBatch.mockResolvedValue({ batchId: 'bat_12345678', conversions: settled });
    await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS));
    expect(api.getBatch).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('6 files: 5 done, 1 needs its password.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 3));
    expect(api.getBatch).toHaveBeenCalledTimes(2);
  });

  it('says so when the batch is not the user’s', async () => {
    api.getBatch.mockRejectedValue(new ApiError(404, 'Not found'));
    renderPage();
    expect(await screen.findByText(BATCH_VIEW_MESSAGES.notFound)).toBeTruthy();
  });
});
