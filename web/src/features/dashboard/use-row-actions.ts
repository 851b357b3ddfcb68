import { deleteFailedMessage, downloadFailedMessage } from '@bankcsv/domain';
import { useState } from 'react';
import type { Conversion } from '../../lib/conversions';
import { deleteConversion, downloadLink, saveFromUrl, type DownloadRequest } from './conversions-api';

/** Download and delete for history rows, with the alerts the product shows on failure. */
export function useRowActions(removeLocally: (conversionId: string) => void) {
  const [downloading, setDownloading] = useState<Record<string, DownloadRequest>>({});
  const [pendingDelete, setPendingDelete] = useState<Conversion | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async (conversion: Conversion, request: DownloadRequest) => {
    setDownloading((prev) => ({ ...prev, [conversion.conversionId]: request }));
    try {
      const { url, fileName } = await downloadLink(conversion.conversionId, request);
      saveFromUrl(url, fileName);
    } catch (error) {
      window.alert(downloadFailedMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(({ [conversion.conversionId]: _done, ...rest }) => rest);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteConversion(pendingDelete.conversionId);
      removeLocally(pendingDelete.conversionId);
      setPendingDelete(null);
    } catch (error) {
      window.alert(deleteFailedMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setDeleting(false);
    }
  };

  return { downloading, download, pendingDelete, setPendingDelete, deleting, confirmDelete };
}
