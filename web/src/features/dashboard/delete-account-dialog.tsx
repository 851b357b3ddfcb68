import { useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { ApiError, GENERIC_ERROR } from '../../lib/api-client';

export const CONFIRM_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  onCancel(): void;
  /** Deletes the account; a rejection is shown in the dialog, which stays open. */
  onDelete(): Promise<void>;
}

/** Asks for the word DELETE before the account and everything in it goes. */
export function DeleteAccountDialog({ onCancel, onDelete }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
      setBusy(false);
    }
  };

  return (
    <Modal title="Delete your account?" onClose={onCancel} locked={busy}>
      <FormError message={error} />
      <p>
        This deletes your conversions, their CSV and spreadsheet files, and your login. This cannot be undone. Unused
        purchased credits stay claimable for 12 months: contact us to claim them.
      </p>
      <p>We keep only the record of credits bought and used, as the law requires.</p>
      <TextField
        id="delete-account-confirm"
        label={`Type ${CONFIRM_WORD} to confirm`}
        autoComplete="off"
        value={typed}
        onChange={setTyped}
        disabled={busy}
      />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void confirm()}
          disabled={busy || typed !== CONFIRM_WORD}
        >
          {busy ? 'Deleting...' : 'Delete account'}
        </button>
      </div>
    </Modal>
  );
}
