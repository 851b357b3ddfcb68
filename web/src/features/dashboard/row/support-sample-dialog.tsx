import { SUPPORT_TEXT, validateUploadFile } from '@bankcsv/domain';
import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import type { Conversion } from '../../../lib/conversions';
import { sendSupportSample } from './support-sample-api';

interface SupportSampleDialogProps {
  conversion: Conversion;
  onClose(): void;
  onSent(updated: Conversion): void;
}

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The statement could not be sent. Please try again.';

/** 'Send this statement to us': the same PDF again, sent only once the user ticks the consent box. */
export function SupportSampleDialog({ conversion, onClose, onSent }: SupportSampleDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const consentId = useId();

  const send = async () => {
    if (!consent) return setError(SUPPORT_TEXT.consentNeeded);
    if (!file) return setError(SUPPORT_TEXT.choose);
    const problem = validateUploadFile({ name: file.name, type: file.type, size: file.size });
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      onSent(await sendSupportSample(conversion.conversionId, file));
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <Modal title={SUPPORT_TEXT.title} onClose={onClose} locked={busy}>
      <p>{SUPPORT_TEXT.explain}</p>
      <FormError message={error} />
      <div className="support-file">
        <label htmlFor={fileId}>
          {SUPPORT_TEXT.choose} ({conversion.originalFileName})
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="support-check">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          disabled={busy}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={consentId}>{SUPPORT_TEXT.consent}</label>
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy}>
          {busy ? 'Sending...' : SUPPORT_TEXT.send}
        </button>
      </div>
    </Modal>
  );
}
