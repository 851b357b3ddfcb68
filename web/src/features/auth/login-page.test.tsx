import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import { LoginPage } from './login-page';

const amplify = vi.hoisted(() => ({ signIn: vi.fn(), signUp: vi.fn(), confirmSignUp: vi.fn(), signInWithRedirect: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

beforeEach(() => {
  setAppConfig({ region: 'af-south-1', userPoolId: 'p', userPoolClientId: 'c', authFlow: 'USER_SRP_AUTH', apiUrl: 'http://api' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLogin(value: AuthContextValue = authValue({ user: null })) {
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>Dashboard here</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('requires both fields', async () => {
    renderLogin();
    submit('a@b.co', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the configured flow and opens the dashboard', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const value = authValue({ user: null });
    renderLogin(value);
    submit(' a@b.co ', 'secret12');
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    expect(amplify.signIn).toHaveBeenCalledWith({ username: 'a@b.co', password: 'secret12', options: { authFlowType: 'USER_SRP_AUTH' } });
    expect(value.reloadUser).toHaveBeenCalledOnce();
  });

  it('asks an account that never confirmed its e-mail for the code, then signs in', async () => {
    const pending = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } };
    amplify.signIn
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const value = authValue({ user: null });
    renderLogin(value);
    submit('a@b.co', 'secret12');
    expect((await screen.findByText(/Your account is not verified yet/)).textContent).toContain('a@b.co');
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'a@b.co', confirmationCode: '123456' });
    expect(value.reloadUser).toHaveBeenCalledOnce();
  });

  it('offers Google sign-in only when the deployed config carries it, and always forces the account chooser', async () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    cleanup();
    setAppConfig({ region: 'af-south-1', userPoolId: 'p', userPoolClientId: 'c', authFlow: 'USER_SRP_AUTH', apiUrl: 'http://api', googleSignIn: true, oauthDomain: 'bankcsv.auth.af-south-1.amazoncognito.com' });
    amplify.signInWithRedirect.mockResolvedValue(undefined);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(amplify.signInWithRedirect).toHaveBeenCalledWith({ provider: 'Google', options: { prompt: 'SELECT_ACCOUNT' } });
  });

  it('shows the product message when Cognito refuses', async () => {
    amplify.signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    renderLogin();
    submit('a@b.co', 'wrong-one');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to log in. Please check your credentials.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('links to the password reset and the register page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
