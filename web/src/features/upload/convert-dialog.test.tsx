import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConvertDialog } from './convert-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const file = new File(['%PDF-1.7'], 'fnb-march.pdf', { type: 'application/pdf' });

function renderDialog(credits = 5) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<ConvertDialog file={file} credits={credits} busy={false} onCancel={onCancel} onConfirm={onConfirm} />);
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
    expect(screen.getByRole('alert').textContent).toBe('Please enter the PDF password or uncheck the password protection option.');
    expect(alert).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('PDF password'), { target: { value: 'id-number' } });
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ password: 'id-number' });
  });

  it('disables Confirm with fewer than 1 credit', () => {
    renderDialog(0);
    expect(confirmButton().disabled).toBe(true);
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
