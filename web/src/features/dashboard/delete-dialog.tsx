import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';

interface DeleteDialogProps {
  fileName: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | null;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteDialog({ fileName, busy, error, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <Modal title="Delete conversion?" onClose={onCancel} locked={busy}>
      <p>
        This removes <strong>{fileName}</strong> and its CSV and spreadsheet files. This cannot be undone.
      </p>
      <FormError message={error} />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
