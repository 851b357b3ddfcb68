import { GENERIC_SERVER_ERROR, UPLOAD_MESSAGES, uploadFailedMessage } from '@bankcsv/domain';
import { ApiError } from '../../lib/api-client';
import { StorageUploadError } from './upload-api';

/** `POST /uploads` failed: a 4xx carries a reason the user can act on; anything else is generic. */
export function startErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return UPLOAD_MESSAGES.unauthorized;
    if (error.status >= 400 && error.status < 500 && error.message !== GENERIC_SERVER_ERROR) return error.message;
  }
  return UPLOAD_MESSAGES.startFailed;
}

/** The transfer to storage failed. */
export function transferErrorMessage(error: unknown): string {
  if (error instanceof StorageUploadError) {
    if (error.reason === 'canceled') return UPLOAD_MESSAGES.canceled;
    if (error.status === 401 || error.status === 403) return UPLOAD_MESSAGES.unauthorized;
    return uploadFailedMessage(error.message);
  }
  return uploadFailedMessage(error instanceof Error ? error.message : String(error));
}
