import type { ConversionView } from '@bankcsv/domain';
import { apiRequest } from './api-client';

/** A conversion as the HTTP API returns it (never the password or another user's keys). */
// Status stays a plain string here: a status this build does not know yet must display as error.
export type Conversion = Omit<ConversionView, 'status'> & { status: string };

export function getConversion(conversionId: string, signal?: AbortSignal): Promise<Conversion> {
  return apiRequest<Conversion>(`/conversions/${encodeURIComponent(conversionId)}`, { signal });
}
