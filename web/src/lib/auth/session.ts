import { fetchAuthSession, getCurrentUser, signOut } from 'aws-amplify/auth';
import { ApiError } from '../api-client';
import type { AuthUser } from './auth-context';
import { fallbackBalance, registeredAt } from './initial-balance';
import { fetchMe } from './me';

export interface SessionSnapshot {
  user: AuthUser | null;
  credits: number;
}

const ANONYMOUS: SessionSnapshot = { user: null, credits: 0 };

/** Reads the current Cognito session and the user's balance from the API. */
export async function readSession(): Promise<SessionSnapshot> {
  try {
    await getCurrentUser();
  } catch {
    return ANONYMOUS;
  }
  const session = await fetchAuthSession();
  const claims = session.tokens?.idToken?.payload;
  if (!claims?.sub) return ANONYMOUS;
  const email = typeof claims.email === 'string' ? claims.email : '';
  const lastSignInMs = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : undefined;
  try {
    const me = await fetchMe();
    const createdAtMs = Date.parse(me.createdAt);
    return {
      user: {
        userId: me.userId,
        email: me.email || email,
        displayName: me.displayName ?? '',
        createdAtMs: Number.isFinite(createdAtMs) ? createdAtMs : undefined,
        hasPurchased: me.hasPurchased === true,
        signupBonusUsedBefore: me.signupBonusUsedBefore === true,
      },
      credits: typeof me.credits === 'number' ? me.credits : 0,
    };
  } catch (error) {
    // Tokens the API no longer accepts (e.g. a recreated user pool) mean nobody is signed in.
    if (error instanceof ApiError && error.status === 401) {
      await signOut().catch(() => undefined);
      return ANONYMOUS;
    }
    console.error('Failed to load user data', error);
    const createdAtMs = registeredAt(email);
    const name = typeof claims.name === 'string' ? claims.name : '';
    return {
      user: { userId: claims.sub, email, displayName: name, createdAtMs, hasPurchased: false },
      credits: fallbackBalance(createdAtMs, lastSignInMs),
    };
  }
}
