import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { rememberRegistration } from './initial-balance';
import { readSession } from './session';

const amplify = vi.hoisted(() => ({ getCurrentUser: vi.fn(), fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);
const me = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('./me', () => me);

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  amplify.getCurrentUser.mockResolvedValue({ userId: 'sub-1', username: 'sub-1' });
  amplify.fetchAuthSession.mockResolvedValue({
    tokens: { idToken: { payload: { sub: 'sub-1', email: 'new@example.co.za', auth_time: nowSeconds() } } },
  });
  amplify.signOut.mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('readSession', () => {
  it('is anonymous without a Cognito user', async () => {
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error('no user'), { name: 'UserUnAuthenticatedException' }),
    );
    await expect(readSession()).resolves.toEqual({ user: null, credits: 0 });
    expect(me.fetchMe).not.toHaveBeenCalled();
  });

  it('takes the balance and the creation time from GET /me', async () => {
    me.fetchMe.mockResolvedValue({
      userId: 'sub-1',
      email: 'new@example.co.za',
      displayName: 'Thandi',
      credits: 7,
      totalProcessed: 2,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    await expect(readSession()).resolves.toEqual({
      user: {
        userId: 'sub-1',
        email: 'new@example.co.za',
        displayName: 'Thandi',
        createdAtMs: Date.parse('2026-01-02T03:04:05.000Z'),
        hasPurchased: false,
        signupBonusUsedBefore: false,
      },
      credits: 7,
    });
  });

  it('carries whether the account ever paid for credits', async () => {
    me.fetchMe.mockResolvedValue({
      userId: 'sub-1',
      email: 'new@example.co.za',
      displayName: '',
      credits: 30,
      totalProcessed: 0,
      createdAt: '2026-01-02T03:04:05.000Z',
      hasPurchased: true,
    });
    expect((await readSession()).user?.hasPurchased).toBe(true);
  });

  it('shows the sign-up bonus to a brand-new user when the API cannot be read', async () => {
    me.fetchMe.mockRejectedValue(new ApiError(503, 'Something went wrong. Please try again.'));
    rememberRegistration('new@example.co.za');
    const session = await readSession();
    expect(session.credits).toBe(10);
    expect(session.user).toMatchObject({ userId: 'sub-1', email: 'new@example.co.za' });
  });

  it('shows 0 to an older account when the API cannot be read', async () => {
    me.fetchMe.mockRejectedValue(new ApiError(503, 'Something went wrong. Please try again.'));
    rememberRegistration('new@example.co.za', Date.now() - 6 * 60 * 1000);
    expect((await readSession()).credits).toBe(0);
  });

  it('signs out tokens the API rejects', async () => {
    me.fetchMe.mockRejectedValue(new ApiError(401, 'Unauthorized'));
    await expect(readSession()).resolves.toEqual({ user: null, credits: 0 });
    expect(amplify.signOut).toHaveBeenCalledOnce();
  });
});
