import { fetchAuthSession } from 'aws-amplify/auth';
import { getAppConfig } from '../config/app-config';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** An HTTP API failure: the server's `{ message }` and the status it came with. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function idToken(): Promise<string> {
  const session = await fetchAuthSession();
  const token = session.tokens?.idToken?.toString();
  if (!token) throw new ApiError(401, 'Your session has expired. Please log in again.');
  return token;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // A body that is not JSON falls back to the generic text below.
  }
  return GENERIC_ERROR;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false for the routes anyone may call (no token is fetched or sent). */
  auth?: boolean;
}

/** Calls the HTTP API with the signed-in user's ID token and returns the parsed JSON (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { apiUrl } = getAppConfig();
  const headers: Record<string, string> = options.auth === false ? {} : { authorization: `Bearer ${await idToken()}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
