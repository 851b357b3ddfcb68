import { BATCH_MESSAGES, CONVERSION_ERRORS } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfReading } from '../measure-pdf';
import type { BatchLine } from './batch-files';
import { BatchDialog } from './batch-dialog';

afterEach(cleanup);

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const lines: BatchLine[] = [
  { id: 'f0', name: 'jan.pdf', file: pdf('jan.pdf') },
  { id: 'f1', name: 'feb.pdf', file: pdf('feb.pdf') },
  { id: 'f2', name: 'locked.pdf', file: pdf('locked.pdf') },
  { id: 'f3', name: 'notes.txt', error: BATCH_MESSAGES.notPdf },
];

/** jan 3 credits, feb 2 (a scan), locked opens with "secret" at 4. */
const read = vi.fn(async (file: File, password?: string): Promise<PdfReading> => {
  if (file.name === 'locked.pdf') {
    return password === 'secret' ? { kind: 'measured', charge: { pages: 4, credits: 4 } } : { kind: 'locked' };
  }
  if (file.name === 'feb.pdf') return { kind: 'measured', charge: { pages: 2, credits: 2, scanned: true } };
  return { kind: 'measured', charge: { pages: 3, credits: 3 } };
});

function renderDialog(credits: number) {
  const onConfirm = vi.fn();
  render(
    <BatchDialog
      lines={lines}
      credits={credits}
      busy={false}
      error={null}
      onCancel={vi.fn()}
      onConfirm={onConfirm}
      read={read}
    />,
  );
  return onConfirm;
}

describe('BatchDialog', () => {
  it('lists every file, counts credits, and sends a locked file as needing its password', async () => {
    const onConfirm = renderDialog(20);
    expect(screen.getByText(BATCH_MESSAGES.notPdf)).toBeTruthy();
    expect(await screen.findByText('3 files to convert: 5 credits. You have 20 credits.')).toBeTruthy();
    expect(
      screen.getByText('1 password-protected file not counted yet: each is counted once it is opened.'),
    ).toBeTruthy();
    expect(screen.getByText('3 pages · 3 credits', { exact: false })).toBeTruthy();
    expect(screen.getByText('2 pages (scanned: read by OCR) · 2 credits', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Statement year (optional)'), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert 3 files' }));
    expect(onConfirm).toHaveBeenCalledWith(
      [
        { localId: 'f0', file: lines[0] && 'file' in lines[0] ? lines[0].file : null },
        { localId: 'f1', file: expect.any(File) },
        { localId: 'f2', file: expect.any(File), needsPassword: true },
      ],
      2025,
    );
  });

  it('opens a locked file with its password and counts it then', async () => {
    const onConfirm = renderDialog(20);
    const field = await screen.findByLabelText('Password for locked.pdf');
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(CONVERSION_ERRORS.PASSWORD_INCORRECT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password for locked.pdf'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('3 files to convert: 9 credits. You have 20 credits.')).toBeTruthy();
    expect(screen.getByText('4 pages · 4 credits', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert 3 files' }));
    expect(onConfirm.mock.calls[0]?.[0][2]).toEqual({ localId: 'f2', file: expect.any(File), password: 'secret' });
  });

  it('says there are not enough credits before anything is sent, and a removed file frees them', async () => {
    const onConfirm = renderDialog(4);
    expect(await screen.findByText(BATCH_MESSAGES.notEnoughCredits(5, 4))).toBeTruthy();
    const convert = screen.getByRole('button', { name: 'Convert 3 files' }) as HTMLButtonElement;
    expect(convert.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove feb.pdf' }));
    // Focus moves on to the next line's Remove, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove locked.pdf' })));
    await waitFor(() => expect(screen.queryByText(BATCH_MESSAGES.notEnoughCredits(5, 4))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Convert 2 files' }));
    expect(onConfirm.mock.calls[0]?.[0]).toHaveLength(2);
  });

  it('refuses a year out of range inline', async () => {
    const onConfirm = renderDialog(20);
    await screen.findByText('3 files to convert: 5 credits. You have 20 credits.');
    fireEvent.change(screen.getByLabelText('Statement year (optional)'), { target: { value: '1980' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert 3 files' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Year must be between 1990 and/);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
