import { SUPPORT_TEXT, canSendSample } from '@bankcsv/domain';
import { useState } from 'react';
import type { Conversion } from '../../../lib/conversions';
import { SupportSampleDialog } from './support-sample-dialog';
import './row.css';

export const UPLOAD_AGAIN_HINT = 'Upload the PDF again in the upload area above.';
const UPLOAD_AREA_ID = 'upload-title';

/** Moves the user to the upload area, where a fresh attempt starts. */
function goToUpload(): void {
  const target = document.getElementById(UPLOAD_AREA_ID)?.closest('section');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.querySelector<HTMLElement>('.drop-zone, input[type="file"]')?.focus();
}

/**
 * A way forward for a failed row: a statement we could not read can be sent to us (with consent);
 * a failure a new attempt can fix (password, timeout, cancelled upload) leads back to the upload area.
 */
export function FailedRowActions({
  conversion,
  onUpdated,
}: {
  conversion: Conversion;
  onUpdated(conversion: Conversion): void;
}) {
  const [open, setOpen] = useState(false);
  if (conversion.supportSampleSentAt)
    return (
      <p className="row-sent" role="status">
        {SUPPORT_TEXT.sent}
      </p>
    );
  if (canSendSample(conversion)) {
    return (
      <>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(true)}>
          {SUPPORT_TEXT.offer}
        </button>
        {open ? (
          <SupportSampleDialog
            conversion={conversion}
            onClose={() => setOpen(false)}
            onSent={(updated) => {
              setOpen(false);
              onUpdated(updated);
            }}
          />
        ) : null}
      </>
    );
  }
  return (
    <button type="button" className="btn btn-secondary btn-small" title={UPLOAD_AGAIN_HINT} onClick={goToUpload}>
      Upload again
    </button>
  );
}
