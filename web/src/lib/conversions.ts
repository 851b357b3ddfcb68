import type { DataQuality } from '@bankcsv/domain';
import { apiRequest } from './api-client';

/** A conversion as the HTTP API returns it (never the password or another user's keys). */
export interface Conversion {
  conversionId: string;
  userId: string;
  fileName: string;
  originalFileName: string;
  fileSize: number;
  /** One of the domain statuses; anything else displays as error. */
  status: string;
  progress?: number | null;
  creditsUsed?: number | null;
  pages?: number | null;
  createdAt: string;
  uploadStarted?: string | null;
  uploadCompleted?: string | null;
  processingStarted?: string | null;
  completedAt?: string | null;
  userYear?: number | null;
  errorMessage?: string | null;
  errorCode?: string | null;
  creditsRefunded?: boolean | number | null;
  processingTimedOut?: boolean | null;
  dataQuality?: DataQuality | null;
  csvFileName?: string | null;
  xlsxFileName?: string | null;
}

export function getConversion(conversionId: string, signal?: AbortSignal): Promise<Conversion> {
  return apiRequest<Conversion>(`/conversions/${encodeURIComponent(conversionId)}`, { signal });
}
