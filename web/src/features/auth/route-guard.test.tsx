import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import { RouteGuard } from './route-guard';

afterEach(cleanup);

function renderGuard(value: AuthContextValue) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/" element={<p>Landing page</p>} />
          <Route element={<RouteGuard />}>
            <Route path="/dashboard" element={<p>Secret dashboard</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('RouteGuard', () => {
  it('shows the loading state while authentication loads', () => {
    renderGuard(authValue({ user: null, loading: true, authReady: false }));
    expect(screen.getByText('Loading authentication...')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading authentication' })).toBeTruthy();
    expect(screen.queryByText('Secret dashboard')).toBeNull();
  });

  it('shows the error card whose Retry reloads the page', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      renderGuard(authValue({ user: null, authError: 'Failed to initialize authentication' }));
      expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
      expect(screen.getByText('Failed to initialize authentication')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('redirects to the landing page when nobody is signed in', () => {
    renderGuard(authValue({ user: null }));
    expect(screen.getByText('Landing page')).toBeTruthy();
    expect(screen.queryByText('Secret dashboard')).toBeNull();
  });

  it('shows the protected page to a signed-in user', () => {
    renderGuard(authValue());
    expect(screen.getByText('Secret dashboard')).toBeTruthy();
  });
});
