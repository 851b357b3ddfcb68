import { apiRequest } from '../../lib/api-client';

export interface CreatedUpload {
  conversionId: string;
  url: string;
  fields: Record<string, string>;
  key: string;
}

export interface UploadRequest {
  fileName: string;
  fileSize: number;
  year?: number;
  password?: string;
  /** The batch it was dropped with (`POST /batches`). */
  batchId?: string;
  /** A batch file whose password is not given yet: it waits, queued, for `PUT /conversions/{id}/password`. */
  needsPassword?: boolean;
}

/** `POST /uploads`: the server creates the conversion as `uploading` and signs a POST for this one file. */
export function createUpload(request: UploadRequest): Promise<CreatedUpload> {
  return apiRequest<CreatedUpload>('/uploads', { method: 'POST', body: request });
}

/** `POST /batches`: the id the files of one drop share. */
export function createBatch(): Promise<{ batchId: string }> {
  return apiRequest<{ batchId: string }>('/batches', { method: 'POST' });
}

export function cancelUpload(conversionId: string): Promise<void> {
  return apiRequest<void>(`/conversions/${encodeURIComponent(conversionId)}/cancel`, { method: 'POST' });
}

/** Why a storage upload failed: `canceled` by the user, an HTTP `status`, or the network. */
export class StorageUploadError extends Error {
  constructor(
    readonly reason: 'canceled' | 'status' | 'network',
    readonly status = 0,
  ) {
    super(
      reason === 'status'
        ? `the storage service answered ${status}`
        : reason === 'canceled'
          ? 'canceled'
          : 'network error',
    );
    this.name = 'StorageUploadError';
  }
}

/**
 * Sends the file with the presigned POST. XMLHttpRequest because fetch reports no upload progress.
 * Every signed field goes first and the file last, as S3 requires.
 */
export function postToStorage(upload: CreatedUpload, file: File, onProgress: (percent: number) => void) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new StorageUploadError('status', xhr.status));
    });
    xhr.addEventListener('error', () => reject(new StorageUploadError('network')));
    xhr.addEventListener('abort', () => reject(new StorageUploadError('canceled')));
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  xhr.open('POST', upload.url);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
