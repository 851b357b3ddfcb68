import { deleteFailedMessage, downloadFailedMessage } from '@bankcsv/domain';
import { useState } from 'react';
import { track } from '../../lib/analytics/track';
import { ApiError } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';
import { deleteConversion, downloadLink, saveFromUrl, type DownloadRequest } from './conversions-api';

/** Download and delete for history rows; a failure is a message on the row or in the dialog, never an alert. */
export function useRowActions(removeLocally: (conversionId: string) => void) {
  const [downloading, setDownloading] = useState<Record<string, DownloadRequest>>({});
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [pendingDelete, setPendingDeleteState] = useState<Conversion | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const setPendingDelete = (conversion: Conversion | null) => {
    setDeleteError(null);
    setPendingDeleteState(conversion);
  };

  const download = async (conversion: Conversion, request: DownloadRequest) => {
    setDownloading((prev) => ({ ...prev, [conversion.conversionId]: request }));
    setMessages(({ [conversion.conversionId]: _old, ...rest }) => rest);
    const file = {
      file_name: conversion.originalFileName,
      file_format: request.kind === 'csv' ? `csv_${request.profile}` : request.kind,
    };
    track('file_download_started', file);
    try {
      const { url, fileName } = await downloadLink(conversion.conversionId, request);
      saveFromUrl(url, fileName);
      track('file_download_completed', file);
    } catch (error) {
      const message = downloadFailedMessage(error instanceof Error ? error.message : String(error));
      const errorType =
        error instanceof ApiError ? `http_${error.status}` : error instanceof Error ? error.name : 'unknown';
      track('file_download_error', {
        ...file,
        error_type: errorType,
        error_message: message,
        component: 'transaction_history',
      });
      setMessages((prev) => ({ ...prev, [conversion.conversionId]: message }));
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
      setDeleteError(deleteFailedMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setDeleting(false);
    }
  };

  return { downloading, download, messages, pendingDelete, setPendingDelete, deleting, deleteError, confirmDelete };
}
