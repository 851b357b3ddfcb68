import { UPLOAD_MESSAGES, canConfirmUpload, formatFileSize, validateConvertPassword, validateYear } from '@bankcsv/domain';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import type { ConvertOptions } from './use-upload-flow';

interface ConvertDialogProps {
  file: File;
  credits: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(options: ConvertOptions): void;
}

/** 'Convert Bank Statement': optional statement year and PDF password before the upload starts. */
export function ConvertDialog({ file, credits, busy, onCancel, onConfirm }: ConvertDialogProps) {
  const [year, setYear] = useState('');
  const [isProtected, setIsProtected] = useState(false);
  const [password, setPassword] = useState('');
  const [yearError, setYearError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const yearProblem = validateYear(year);
    setYearError(yearProblem);
    if (yearProblem) return;
    const passwordProblem = validateConvertPassword(isProtected, password);
    setPasswordError(passwordProblem);
    if (passwordProblem) return;
    onConfirm({
      ...(year.trim() ? { year: Number(year.trim()) } : {}),
      ...(isProtected ? { password } : {}),
    });
  };

  return (
    <Modal title="Convert Bank Statement" onClose={onCancel} locked={busy}>
      <form className="convert-form" onSubmit={submit} noValidate>
        <p className="convert-file">
          <strong>{file.name}</strong> <span>({formatFileSize(file.size)})</span>
        </p>
        <p className="field-hint">
          Converting uses 1 credit per page (minimum 1); a page larger than A4, or printed with several statement pages on it, counts as the A4 pages it holds. You have {credits} {credits === 1 ? 'credit' : 'credits'}.
        </p>
        <TextField
          id="convert-year"
          label="Statement year"
          optional
          inputMode="numeric"
          placeholder="e.g. 2025"
          value={year}
          aria-invalid={Boolean(yearError)}
          onChange={setYear}
        >
          {yearError ? (
            <p className="convert-error" role="alert">
              {yearError}
            </p>
          ) : (
            <p className="field-hint">Used for transaction dates that do not show a year.</p>
          )}
        </TextField>
        <label className="convert-check">
          <input type="checkbox" checked={isProtected} onChange={(event) => setIsProtected(event.target.checked)} />
          This PDF is password protected
        </label>
        {isProtected ? (
          <TextField id="convert-password" label="PDF password" type="password" autoComplete="off" value={password} aria-invalid={Boolean(passwordError)} onChange={setPassword}>
            {passwordError ? (
              <p className="convert-error" role="alert">
                {passwordError}
              </p>
            ) : null}
          </TextField>
        ) : null}
        <p className="notice notice-warning convert-warning">{UPLOAD_MESSAGES.passwordWarning}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canConfirmUpload(credits) || busy}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
