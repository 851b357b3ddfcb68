import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../config/app-config';
import { ApiError, apiRequest } from './api-client';

const auth = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => auth);

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setAppConfig({
    region: 'r',
    userPoolId: 'p',
    userPoolClientId: 'c',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api.test/',
  });
  auth.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token-1' } } });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  auth.fetchAuthSession.mockClear();
});

describe('apiRequest', () => {
  it('sends the ID token as a bearer token and JSON bodies', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiRequest('/uploads', { method: 'POST', body: { fileName: 'a.pdf' } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/uploads');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ authorization: 'Bearer id-token-1', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"fileName":"a.pdf"}');
  });

  it('sends no token to a public route', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('/sign-up/release', { method: 'POST', body: { email: 'a@b.co' }, auth: false });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json' });
    expect(auth.fetchAuthSession).not.toHaveBeenCalled();
  });

  it("turns an error answer into ApiError with the server's message", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'File size must be less than 10MB.' }), { status: 413 }),
    );
    const error = await apiRequest('/uploads').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'File size must be less than 10MB.' });
  });

  it('falls back to the generic text for a body without a message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/me')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('answers 204 with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/conversions/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('refuses to call without a session', async () => {
    auth.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
