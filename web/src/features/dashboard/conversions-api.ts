import { apiRequest } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';

export type DownloadKind = 'csv' | 'xlsx';

export async function listConversions(signal?: AbortSignal): Promise<Conversion[]> {
  const body = await apiRequest<{ items: Conversion[] }>('/conversions', { signal });
  return body.items;
}

export function deleteConversion(conversionId: string): Promise<void> {
  return apiRequest<void>(`/conversions/${encodeURIComponent(conversionId)}`, { method: 'DELETE' });
}

export function downloadLink(conversionId: string, kind: DownloadKind): Promise<{ url: string; fileName: string }> {
  return apiRequest(`/conversions/${encodeURIComponent(conversionId)}/download?kind=${kind}`);
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
