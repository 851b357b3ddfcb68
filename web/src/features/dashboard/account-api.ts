import { apiRequest } from '../../lib/api-client';

/** DELETE /me: removes the caller's conversions, files, record and login; the server answers 204. */
export function deleteAccount(): Promise<void> {
  return apiRequest<void>('/me', { method: 'DELETE' });
}
