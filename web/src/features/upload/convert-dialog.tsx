import {
  NO_CREDITS_REASON,
  UPLOAD_MESSAGES,
  canConfirmUpload,
  chargePreviewLines,
  formatFileSize,
  validateConvertPassword,
  validateYear,
} from '@bankcsv/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { measurePdfFile, type PdfCharge } from './measure-pdf';
import type { ConvertOptions } from './use-upload-flow';
import { YearField } from './year-field';

interface ConvertDialogProps {
  file: File;
  credits: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(options: ConvertOptions): void;
  /** Reads the file's pages and what they cost (tests pass their own). */
  measure?: (file: File, password?: string) => Promise<PdfCharge | undefined>;
}

/** While the pages are being counted: that, and already why Confirm is disabled at 0 credits. */
const countingLines = (credits: number) => [
  'Counting pages…',
  ...(canConfirmUpload(credits) ? [] : [NO_CREDITS_REASON]),
];

/** A typed password is tried once typing pauses, not on every keystroke (each try parses the PDF). */
const PASSWORD_RETRY_MS = 400;

/**
 * The file's charge, read in the browser (with the password once one is typed): the last count read,
 * undefined when the file cannot be read.
 */
function useCharge(
  file: File,
  password: string,
  measure: (file: File, password?: string) => Promise<PdfCharge | undefined>,
) {
  const [charge, setCharge] = useState<{ file: File; value?: PdfCharge; done: boolean }>({ file, done: false });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        void measure(file, password || undefined)
          .catch(() => undefined)
          .then((value) => {
            if (live) setCharge({ file, value, done: true });
          });
      },
      password ? PASSWORD_RETRY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file, password, measure]);
  return charge.file === file ? charge : { file, done: false };
}

function ChargePreview({ charge, credits }: { charge: ReturnType<typeof useCharge>; credits: number }) {
  return (
    <div className="convert-charge" role="status">
      {(charge.done ? chargePreviewLines({ charge: charge.value, balance: credits }) : countingLines(credits)).map(
        (line) => (
          <p key={line} className="field-hint">
            {line}
          </p>
        ),
      )}
    </div>
  );
}

interface FieldProps {
  error: string | null;
}

function PasswordField({
  password,
  onPassword,
  error,
}: FieldProps & { password: string; onPassword(p: string): void }) {
  return (
    <TextField
      id="convert-password"
      label="PDF password"
      type="password"
      autoComplete="off"
      value={password}
      aria-invalid={Boolean(error)}
      onChange={onPassword}
    >
      {error ? (
        <p className="convert-error" role="alert">
          {error}
        </p>
      ) : null}
    </TextField>
  );
}

/** 'Convert Bank Statement': optional statement year and PDF password before the upload starts. */
export function ConvertDialog({
  file,
  credits,
  busy,
  onCancel,
  onConfirm,
  measure = measurePdfFile,
}: ConvertDialogProps) {
  const [year, setYear] = useState('');
  const [isProtected, setIsProtected] = useState(false);
  const [password, setPassword] = useState('');
  const charge = useCharge(file, isProtected ? password : '', measure);
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
        <ChargePreview charge={charge} credits={credits} />
        <YearField
          id="convert-year"
          year={year}
          onYear={setYear}
          error={yearError}
          hint="Used for transaction dates that do not show a year."
        />
        <label className="convert-check">
          <input type="checkbox" checked={isProtected} onChange={(event) => setIsProtected(event.target.checked)} />
          This PDF is password protected
        </label>
        {isProtected ? <PasswordField password={password} onPassword={setPassword} error={passwordError} /> : null}
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
