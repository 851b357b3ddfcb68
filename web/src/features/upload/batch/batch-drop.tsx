import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { createBatch } from '../upload-api';
import { startErrorMessage } from '../upload-messages';
import { batchLines, type BatchLine } from './batch-files';
import { BatchDialog } from './batch-dialog';
import { sendBatch, type BatchFile } from './batch-transfers';
import type { ReadPdf } from './use-batch-readings';

interface BatchDropProps {
  files: File[];
  credits: number;
  onClose(): void;
  /** A file was created or sent: the dashboard's list refreshes. */
  onConversionChange(): void;
  read?: ReadPdf;
}

/**
 * Several files (or a zip) dropped at once: opened and listed in the batch dialog; on Confirm the batch is created,
 * its files are sent in the background of this tab, and the batch view opens to follow them.
 */
export function BatchDrop({ files, credits, onClose, onConversionChange, read }: BatchDropProps) {
  const navigate = useNavigate();
  const [lines, setLines] = useState<BatchLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void batchLines(files).then((found) => {
      if (live) setLines(found);
    });
    return () => {
      live = false;
    };
  }, [files]);

  const confirm = async (chosen: BatchFile[], year?: number) => {
    setBusy(true);
    setError(null);
    try {
      const { batchId } = await createBatch();
      void sendBatch(batchId, chosen, year).finally(onConversionChange);
      onConversionChange();
      await navigate(paths.batch.getHref(batchId));
    } catch (failure) {
      setError(startErrorMessage(failure));
      setBusy(false);
    }
  };

  if (!lines) {
    return (
      <p className="upload-status" role="status">
        Opening {files.length === 1 ? files[0]?.name : `${files.length} files`}…
      </p>
    );
  }
  return (
    <BatchDialog
      lines={lines}
      credits={credits}
      busy={busy}
      error={error}
      onCancel={onClose}
      onConfirm={(chosen, year) => void confirm(chosen, year)}
      read={read}
    />
  );
}
