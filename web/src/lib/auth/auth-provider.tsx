import { signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { NEW_USER_WINDOW_MS } from '@bankcsv/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { userLabel } from '../analytics/events';
import { trackSignUp } from '../analytics/sign-up';
import { reportAppError } from '../analytics/report-errors';
import { identify } from '../analytics/track';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { fetchMe } from './me';
import { readSession } from './session';

const GOOGLE_REDIRECT_FAILED = 'Failed to sign in with Google';
const INITIAL: AuthState = { user: null, credits: 0, authReady: false, authError: null, loading: true };

/** Reads the balance (and whether the user has paid) again; answers the balance, or undefined when unreadable. */
function useRefreshCredits(setState: Dispatch<SetStateAction<AuthState>>) {
  return useCallback(async () => {
    try {
      const me = await fetchMe();
      const paying = me.hasPurchased === true;
      setState((prev) => {
        if (!prev.user) return prev;
        const user = prev.user.hasPurchased === paying ? prev.user : { ...prev.user, hasPurchased: paying };
        return { ...prev, user, credits: me.credits };
      });
      return me.credits;
    } catch (error) {
      console.error('Failed to load user data', error);
      return undefined;
    }
  }, [setState]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);
  // Only the newest session read may write state: sign-in and hub events can overlap.
  const generation = useRef(0);

  const reloadUser = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const snapshot = await readSession();
      if (mine === generation.current) {
        setState({ ...snapshot, authReady: true, authError: null, loading: false });
      }
      return snapshot.user;
    } catch (error) {
      console.error('Authentication check failed', error);
      if (mine === generation.current) {
        setState((prev) => ({
          ...prev,
          authReady: true,
          loading: false,
          authError: prev.authReady ? 'Authentication error occurred' : 'Failed to initialize authentication',
        }));
      }
      return null;
    }
  }, []);

  const refreshCredits = useRefreshCredits(setState);

  const logout = useCallback(async () => {
    await signOut();
    generation.current++;
    setState({ user: null, credits: 0, authReady: true, authError: null, loading: false });
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the session read answers
    void reloadUser();
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') {
        void reloadUser().then((user) => {
          // Back from Google with an account made just now: that was a sign-up, not a sign-in.
          if (user?.createdAtMs !== undefined && Date.now() - user.createdAtMs <= NEW_USER_WINDOW_MS) {
            trackSignUp({ method: 'google', userId: user.userId, email: user.email });
          }
        });
      }
      if (payload.event === 'signInWithRedirect_failure') {
        reportAppError('google_sign_in', payload.data?.error, GOOGLE_REDIRECT_FAILED);
        setState((prev) => ({ ...prev, authError: GOOGLE_REDIRECT_FAILED }));
      }
      if (payload.event === 'tokenRefresh_failure' || payload.event === 'signedOut') {
        generation.current++;
        setState((prev) => ({ ...prev, user: null, credits: 0, loading: false, authReady: true }));
      }
    });
  }, [reloadUser]);

  // Later events carry who the user is and their label; the label changes with their first purchase.
  const { user } = state;
  useEffect(() => {
    identify(user ? { userId: user.userId, label: userLabel(user.hasPurchased) } : null);
  }, [user]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, reloadUser, refreshCredits, logout }),
    [state, reloadUser, refreshCredits, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
