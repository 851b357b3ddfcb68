import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import { StorageUploadError } from './upload-api';
import { UploadWidget } from './upload-widget';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
const api = vi.hoisted(() => ({ createUpload: vi.fn(), postToStorage: vi.fn(), cancelUpload: vi.fn() }));
vi.mock('./upload-api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const conversions = vi.hoisted(() => ({ getConversion: vi.fn() }));
vi.mock('../../lib/conversions', () => conversions);

const created = { conversionId: 'conv-1', url: 'http://s3/uploads', fields: { key: 'k' }, key: 'k' };
let progress: (percent: number) => void = () => undefined;
let finishTransfer: (error?: Error) => void = () => undefined;

beforeEach(() => {
  api.createUpload.mockResolvedValue(created);
  api.cancelUpload.mockResolvedValue(undefined);
  api.postToStorage.mockImplementation((_upload: unknown, _file: File, onProgress: (p: number) => void) => {
    progress = onProgress;
    const done = new Promise<void>((resolve, reject) => {
      finishTransfer = (error) => (error ? reject(error) : resolve());
    });
    return { done, abort: () => finishTransfer(new StorageUploadError('canceled')) };
  });
  conversions.getConversion.mockResolvedValue({ conversionId: 'conv-1', status: 'completed' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderWidget(value: AuthContextValue = authValue()) {
  const onChange = vi.fn();
  render(
    <AuthContext.Provider value={value}>
      <UploadWidget onConversionChange={onChange} />
    </AuthContext.Provider>,
  );
  return onChange;
}

function pickAndConfirm() {
  const file = new File(['%PDF-1.7 statement'], 'fnb.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  return file;
}

describe('UploadWidget states', () => {
  it('goes uploading → analyzing → complete, then back to idle', async () => {
    const onChange = renderWidget();
    const file = pickAndConfirm();
    expect(await screen.findByText('Uploading fnb.pdf...')).toBeTruthy();
    expect(api.createUpload).toHaveBeenCalledWith({ fileName: 'fnb.pdf', fileSize: file.size });
    await vi.waitFor(() => expect(api.postToStorage).toHaveBeenCalled());
    progress(40);
    expect(await screen.findByText('40% uploaded')).toBeTruthy();
    finishTransfer();
    expect(
      await screen.findByText(
        'Upload Complete! Your file is being processed. Check Recent Conversions below for updates.',
      ),
    ).toBeTruthy();
    expect(conversions.getConversion).toHaveBeenCalledWith('conv-1');
    expect(onChange).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect(screen.getByText('Drop your PDF statement here, or click to choose')).toBeTruthy();
  });

  it(
    'reports complete once a picked-up file survives the first checks, and ' + 'closes when the row completes',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        conversions.getConversion.mockResolvedValue({ conversionId: 'conv-1', status: 'processing' });
        renderWidget();
        pickAndConfirm();
        await vi.waitFor(() => expect(api.postToStorage).toHaveBeenCalled());
        finishTransfer();
        expect(await screen.findByText('Analyzing fnb.pdf...')).toBeTruthy();
        await act(() => vi.advanceTimersByTimeAsync(2_500));
        expect(screen.queryByText(/Upload Complete!/)).toBeNull();
        await act(() => vi.advanceTimersByTimeAsync(1_500));
        expect(screen.getByText(/Upload Complete!/)).toBeTruthy();
        expect(conversions.getConversion).toHaveBeenCalledTimes(4);
        // The box closes by itself once the row below completes.
        await act(() => vi.advanceTimersByTimeAsync(2_000));
        expect(screen.getByText(/Upload Complete!/)).toBeTruthy();
        conversions.getConversion.mockResolvedValue({ conversionId: 'conv-1', status: 'completed' });
        await act(() => vi.advanceTimersByTimeAsync(2_000));
        expect(screen.queryByText(/Upload Complete!/)).toBeNull();
        expect(screen.getByText('Drop your PDF statement here, or click to choose')).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('shows the start failure and resets on Try Again', async () => {
    api.createUpload.mockRejectedValue(new ApiError(500, 'Something went wrong. Please try again.'));
    renderWidget();
    pickAndConfirm();
    expect(await screen.findByText('Failed to start upload. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Drop your PDF statement here, or click to choose')).toBeTruthy();
  });

  it('passes on a 4xx reason from the server', async () => {
    api.createUpload.mockRejectedValue(new ApiError(409, 'Not enough credits to convert this statement.'));
    renderWidget();
    pickAndConfirm();
    expect(await screen.findByText('Not enough credits to convert this statement.')).toBeTruthy();
  });

  it('cancels a running upload and marks the conversion on the server', async () => {
    renderWidget();
    pickAndConfirm();
    await vi.waitFor(() => expect(api.postToStorage).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload was canceled.')).toBeTruthy();
    expect(api.cancelUpload).toHaveBeenCalledWith('conv-1');
  });

  it('reports a file the server rejects while analyzing', async () => {
    conversions.getConversion.mockResolvedValue({
      conversionId: 'conv-1',
      status: 'error',
      errorCode: 'PASSWORD_INCORRECT',
    });
    renderWidget();
    pickAndConfirm();
    await vi.waitFor(() => expect(api.postToStorage).toHaveBeenCalled());
    finishTransfer();
    expect(await screen.findByText('The PDF password is incorrect. Check it and try again.')).toBeTruthy();
  });

  it('returns to idle when the dialog is cancelled', () => {
    renderWidget();
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.createUpload).not.toHaveBeenCalled();
  });

  it('shows a picker validation message without opening the dialog', () => {
    renderWidget();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(screen.getByRole('alert').textContent).toBe('Please select a PDF file.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is disabled for a signed-out visitor', () => {
    renderWidget(authValue({ user: null, credits: 0 }));
    expect(screen.getByText('Please log in to upload files')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: /^Drop your PDF statement here, or click to choose/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
