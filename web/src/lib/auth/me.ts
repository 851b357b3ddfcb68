import { apiRequest } from '../api-client';

/** `GET /me`: the server creates the user (with the sign-up credits) on the first call. */
export interface Me {
  userId: string;
  email: string;
  displayName: string;
  credits: number;
  totalProcessed: number;
  createdAt: string;
}

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/me', { signal });
}
