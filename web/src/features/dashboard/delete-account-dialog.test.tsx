import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR } from '../../lib/api-client';
import { DeleteAccountDialog } from './delete-account-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(onDelete: () => Promise<void> = () => Promise.resolve()) {
  const onCancel = vi.fn();
  const deleted = vi.fn(onDelete);
  render(<DeleteAccountDialog onCancel={onCancel} onDelete={deleted} />);
  return { onCancel, onDelete: deleted };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: text } });

describe('DeleteAccountDialog', () => {
  it('explains what goes and keeps Delete disabled until DELETE is typed exactly', () => {
    const { onDelete } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('deletes your conversions, their CSV and spreadsheet files, and your login');
    expect(dialog.textContent).toContain('Unused purchased credits stay claimable for 12 months');
    expect(deleteButton().disabled).toBe(true);
    for (const wrong of ['delete', 'DELET', 'DELETE ', ' DELETE']) {
      type(wrong);
      expect(deleteButton().disabled).toBe(true);
    }
    fireEvent.click(deleteButton());
    expect(onDelete).not.toHaveBeenCalled();
    type('DELETE');
    expect(deleteButton().disabled).toBe(false);
    fireEvent.click(deleteButton());
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows the server message when the deletion is refused, and lets the user try again', async () => {
    const { onDelete } = renderDialog(() =>
      Promise.reject(new ApiError(409, 'Wait for your conversions to finish, then try again.')),
    );
    type('DELETE');
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Wait for your conversions to finish, then try again.');
    expect(deleteButton().disabled).toBe(false);
    fireEvent.click(deleteButton());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('shows the generic message for an unexpected failure', async () => {
    renderDialog(() => Promise.reject(new Error('socket hang up')));
    type('DELETE');
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_ERROR);
  });

  it('locks Cancel while the deletion runs and closes only through Cancel otherwise', () => {
    const { onCancel } = renderDialog(() => new Promise<void>(() => undefined));
    type('DELETE');
    fireEvent.click(deleteButton());
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
