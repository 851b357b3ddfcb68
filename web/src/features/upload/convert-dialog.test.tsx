import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConvertDialog } from './convert-dialog';
import type { PdfCharge } from './measure-pdf';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const file = new File(['%PDF-1.7'], 'fnb-march.pdf', { type: 'application/pdf' });

const threePages = async () => ({ pages: 3, credits: 3 });

function renderDialog(
  credits = 5,
  measure: (file: File, password?: string) => Promise<PdfCharge | undefined> = threePages,
) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConvertDialog
      file={file}
      credits={credits}
      busy={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
      measure={measure}
    />,
  );
  return { onCancel, onConfirm };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('ConvertDialog', () => {
  it('confirms with no options when the year is blank and the box unticked', () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Convert Bank Statement' })).toBeTruthy();
    expect(screen.getByText('Password protection does not work for scanned or image-based statements.')).toBeTruthy();
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({});
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  it.each(['1989', String(nextYear + 1), '20x5', '2020.5'])('rejects the year %s', (year) => {
    const { onConfirm } = renderDialog();
    fireEvent.change(screen.getByLabelText(/Statement year/), { target: { value: year } });
    fireEvent.click(confirmButton());
    expect(screen.getByRole('alert').textContent).toBe(`Year must be between 1990 and ${nextYear}`);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([1990, nextYear])('accepts the boundary year %i as a number', (year) => {
    const { onConfirm } = renderDialog();
    fireEvent.change(screen.getByLabelText(/Statement year/), { target: { value: String(year) } });
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ year });
  });

  it('reveals the password field and says inline (no alert) when it is left blank', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { onConfirm } = renderDialog();
    expect(screen.queryByLabelText('PDF password')).toBeNull();
    fireEvent.click(screen.getByLabelText('This PDF is password protected'));
    fireEvent.change(screen.getByLabelText('PDF password'), { target: { value: '   ' } });
    fireEvent.click(confirmButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter the PDF password or uncheck the password protection option.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('PDF password'), { target: { value: 'id-number' } });
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ password: 'id-number' });
  });

  it('disables Confirm with fewer than 1 credit, and says why', async () => {
    renderDialog(0);
    expect(confirmButton().disabled).toBe(true);
    expect(
      screen.getByText('Confirm is unavailable: you have 0 credits, and a conversion needs at least 1.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('This statement has 3 pages and will take 3 credits. You have 0 credits.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Confirm is unavailable: you have 0 credits, and a conversion needs at least 1.'),
    ).toBeTruthy();
  });

  it('states the pages and credits the file will take before Confirm, pages larger than A4 included', async () => {
    const measure = vi.fn(async () => ({ pages: 2, credits: 12 }));
    renderDialog(10, measure);
    expect(screen.getByText('Counting pages…')).toBeTruthy();
    expect(
      await screen.findByText(
        'This statement has 2 pages, counted as 12 A4 pages, and will take 12 credits. You have 10 credits.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('That is 2 credits more than you have, so the conversion would be refused.')).toBeTruthy();
    expect(measure).toHaveBeenCalledWith(file, undefined);
  });

  it('says a PDF with no text on its pages is a scan read by OCR, at a credit a page as any other', async () => {
    renderDialog(10, async () => ({ pages: 3, credits: 3, scanned: true }));
    expect(
      await screen.findByText(
        'This statement has 3 pages (scanned: read by OCR) and will take 3 credits. You have 10 credits.',
      ),
    ).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('states the rule when the file cannot be read before upload (a password, a damaged file)', async () => {
    renderDialog(4, async () => undefined);
    expect(
      await screen.findByText(/^Converting uses 1 credit per page \(minimum 1\).* You have 4 credits\.$/),
    ).toBeTruthy();
  });

  it('counts a password-protected PDF once its password is typed', async () => {
    const measure = vi.fn(async (_file: File, password?: string) =>
      password === 'id-number' ? { pages: 4, credits: 4 } : undefined,
    );
    renderDialog(10, measure);
    expect(await screen.findByText(/^Converting uses 1 credit per page/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('This PDF is password protected'));
    fireEvent.change(screen.getByLabelText('PDF password'), { target: { value: 'id-number' } });
    expect(
      await screen.findByText('This statement has 4 pages and will take 4 credits. You have 10 credits.'),
    ).toBeTruthy();
    expect(measure).toHaveBeenLastCalledWith(file, 'id-number');
  });

  it('closes on Cancel, Escape and a backdrop click, not on a click inside', () => {
    const { onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(3);
  });
});
