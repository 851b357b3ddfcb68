import type { ExportFile } from '@bankcsv/domain';
import { apiRequest } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';

/** One downloadable file: one part of one CSV layout, the raw spreadsheet, OFX or QBO. */
export type DownloadRequest = ExportFile;

export async function listConversions(signal?: AbortSignal): Promise<Conversion[]> {
  const body = await apiRequest<{ items: Conversion[] }>('/conversions', { signal });
  return body.items;
}

export function deleteConversion(conversionId: string): Promise<void> {
  return apiRequest<void>(`/conversions/${encodeURIComponent(conversionId)}`, { method: 'DELETE' });
}

export function downloadLink(
  conversionId: string,
  request: DownloadRequest,
): Promise<{ url: string; fileName: string }> {
  const query = new URLSearchParams({ kind: request.kind });
  if (request.kind === 'csv') {
    query.set('profile', request.profile);
    query.set('part', String(request.part));
  }
  return apiRequest(`/conversions/${encodeURIComponent(conversionId)}/download?${query.toString()}`);
}

/** The presigned URL answers with Content-Disposition: attachment, so following it saves the file. */
export function saveFromUrl(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Gives the number of an account the statement prints none for: OFX and QBO are made with it. */
export function setAccountNumber(conversionId: string, accountNumber: string, section: number): Promise<Conversion> {
  return apiRequest<Conversion>(`/conversions/${encodeURIComponent(conversionId)}/account-number`, {
    method: 'PUT',
    body: { accountNumber, section },
  });
}
