import type { MeView } from '@bankcsv/domain';
import { apiRequest } from '../api-client';

/** `GET /me`: the server creates the user (with the sign-up credits) on the first call. */
export type Me = MeView;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/me', { signal });
}
