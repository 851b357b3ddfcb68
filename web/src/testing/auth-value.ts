import { vi } from 'vitest';
import type { AuthContextValue, AuthUser } from '../lib/auth/auth-context';

export const testUser: AuthUser = {
  userId: 'user-1',
  email: 'thandi@example.co.za',
  displayName: '',
  createdAtMs: Date.parse('2026-01-01T00:00:00Z'),
  hasPurchased: false,
};

/** A signed-in auth state by default; pass overrides for the other states. */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: testUser,
    credits: 10,
    authReady: true,
    authError: null,
    loading: false,
    reloadUser: vi.fn(async () => testUser),
    refreshCredits: vi.fn(async () => 10),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}
