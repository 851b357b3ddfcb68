import { createContext } from 'react';

export interface AuthUser {
  userId: string;
  email: string;
  /** May be empty: screens fall back to 'User'. */
  displayName: string;
  /** Account creation time (epoch ms) when known. */
  createdAtMs: number | undefined;
  /** A purchase was ever paid: analytics labels the user 'paying_user', else 'free_user'. */
  hasPurchased: boolean;
  /** The address had its free credits on an earlier account, so this one got none. */
  signupBonusUsedBefore?: boolean;
}

export interface AuthState {
  user: AuthUser | null;
  credits: number;
  /** True once the first authentication check has finished. */
  authReady: boolean;
  authError: string | null;
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Re-reads the session after a sign-in (or a redirect back from the hosted UI). */
  reloadUser(): Promise<AuthUser | null>;
  /** Re-reads the balance from the server; credits only ever change there. */
  refreshCredits(): Promise<number | undefined>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
