import { apiRequest } from '../../../lib/api-client';
import type { Conversion } from '../../../lib/conversions';
import { postToStorage } from '../../upload';

/**
 * Sends a failed statement to us: consent first (the server signs an upload form for the one sample key),
 * then the file, then the server checks that it arrived and marks the row.
 */
export async function sendSupportSample(conversionId: string, file: File): Promise<Conversion> {
  const path = `/conversions/${encodeURIComponent(conversionId)}/support-sample`;
  const form = await apiRequest<{ url: string; fields: Record<string, string> }>(path, {
    method: 'POST',
    body: { consent: true },
  });
  await postToStorage({ conversionId, key: form.fields.key ?? '', ...form }, file, () => undefined).done;
  return apiRequest<Conversion>(path, { method: 'POST', body: { sent: true } });
}
