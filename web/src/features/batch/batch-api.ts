import { apiRequest } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';

export interface BatchView {
  batchId: string;
  /** Upload order. */
  conversions: Conversion[];
}

/** `GET /batches/{batchId}`: 404 when the user has no row of it. */
export function getBatch(batchId: string, signal?: AbortSignal): Promise<BatchView> {
  return apiRequest<BatchView>(`/batches/${encodeURIComponent(batchId)}`, { signal });
}

/** `PUT /conversions/{id}/password`: a queued file waiting for its password gets it (409 otherwise). */
export function givePassword(conversionId: string, password: string): Promise<Conversion> {
  return apiRequest<Conversion>(`/conversions/${encodeURIComponent(conversionId)}/password`, {
    method: 'PUT',
    body: { password },
  });
}
