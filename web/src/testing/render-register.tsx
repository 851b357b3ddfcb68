import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RegisterPage } from '../features/auth';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { authValue } from './auth-value';

/** The register page at `url` (signed out by default), with a stand-in dashboard to land on. */
export function renderRegister(url = '/register', value: AuthContextValue = authValue({ user: null })) {
  const view = render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/dashboard" element={<p>Dashboard here</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return { ...view, value };
}
