import { BATCH_MESSAGES } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../../lib/auth/auth-context';
import { authValue } from '../../../testing/auth-value';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
const api = vi.hoisted(() => ({ createUpload: vi.fn(), postToStorage: vi.fn(), createBatch: vi.fn() }));
vi.mock('../upload-api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const measure = vi.hoisted(() => ({ readPdf: vi.fn() }));
vi.mock('../measure-pdf', async (importOriginal) => ({ ...(await importOriginal<object>()), ...measure }));
const { UploadWidget } = await import('../upload-widget');

beforeEach(() => {
  measure.readPdf.mockResolvedValue({ kind: 'measured', charge: { pages: 2, credits: 2 } });
  api.createBatch.mockResolvedValue({ batchId: 'bat_ABCDEFGH' });
  api.createUpload.mockImplementation(async ({ fileName }: { fileName: string }) => ({
    conversionId: `conv-${fileName}`,
    url: 'http://s3/uploads',
    fields: {},
    key: 'k',
  }));
  api.postToStorage.mockReturnValue({ done: Promise.resolve(), abort: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function renderWidget() {
  render(
    <AuthContext.Provider value={authValue({ credits: 10 })}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<UploadWidget onConversionChange={vi.fn()} />} />
          <Route path="/batches/:batchId" element={<p>Batch page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('dropping several files', () => {
  it('opens the batch dialog; Confirm creates the batch, sends each file with it, opens the batch view', async () => {
    renderWidget();
    const files = [pdf('jan.pdf'), pdf('feb.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.drop(screen.getByRole('button', { name: /^Drop your PDF statement here/ }), { dataTransfer: { files } });
    await screen.findByRole('dialog', { name: 'Convert Statements' });
    expect(screen.getByText(BATCH_MESSAGES.notPdf)).toBeTruthy();
    expect(await screen.findByText('2 files to convert: 4 credits. You have 10 credits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert 2 files' }));
    expect(await screen.findByText('Batch page')).toBeTruthy();
    await vi.waitFor(() => expect(api.postToStorage).toHaveBeenCalledTimes(2));
    expect(api.createUpload).toHaveBeenCalledWith({ fileName: 'jan.pdf', fileSize: 8, batchId: 'bat_ABCDEFGH' });
    expect(api.createUpload).toHaveBeenCalledWith({ fileName: 'feb.pdf', fileSize: 8, batchId: 'bat_ABCDEFGH' });
  });

  it('keeps one PDF on the single-file dialog', async () => {
    renderWidget();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [pdf('one.pdf')] } });
    expect(await screen.findByRole('dialog', { name: 'Convert Bank Statement' })).toBeTruthy();
    expect(api.createBatch).not.toHaveBeenCalled();
  });
});
