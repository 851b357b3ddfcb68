import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import { SIGN_IN_EXPIRED, TOO_MANY_ATTEMPTS, TOTP_CODE_FORMAT, TOTP_CODE_WRONG } from './auth-errors';
import { LoginPage } from './login-page';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  signInWithRedirect: vi.fn(),
  confirmSignIn: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

beforeEach(() => {
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'p',
    userPoolClientId: 'c',
    authFlow: 'USER_SRP_AUTH',
    apiUrl: 'http://api',
  });
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
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'a@b.co',
      password: 'secret12',
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
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

  it(
    'offers Google sign-in only when the deployed config carries it, and ' + 'always forces the account chooser',
    async () => {
      renderLogin();
      expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
      cleanup();
      setAppConfig({
        region: 'af-south-1',
        userPoolId: 'p',
        userPoolClientId: 'c',
        authFlow: 'USER_SRP_AUTH',
        apiUrl: 'http://api',
        googleSignIn: true,
        oauthDomain: 'bankcsv.auth.af-south-1.amazoncognito.com',
      });
      amplify.signInWithRedirect.mockResolvedValue(undefined);
      renderLogin();
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      expect(amplify.signInWithRedirect).toHaveBeenCalledWith({
        provider: 'Google',
        options: { prompt: 'SELECT_ACCOUNT' },
      });
    },
  );

  it('shows the product message when Cognito refuses', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
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

describe('LoginPage with two-step sign-in on', () => {
  const totpStep = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } };
  const cognitoError = (name: string) => Object.assign(new Error(name), { name });
  const enterCode = (code: string) => {
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  };

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    amplify.signIn.mockResolvedValue(totpStep);
  });
  afterEach(() => vi.restoreAllMocks());

  it(
    'asks for the authenticator code after the password, stays on a wrong ' + 'one, and signs in with the right one',
    async () => {
      amplify.confirmSignIn
        .mockRejectedValueOnce(cognitoError('CodeMismatchException'))
        .mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      const value = authValue({ user: null });
      renderLogin(value);
      submit('a@b.co', 'secret12');
      expect((await screen.findByRole('heading', { name: 'Two-step sign-in' })).tagName).toBe('H1');
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
      const field = screen.getByLabelText('Authentication code') as HTMLInputElement;
      expect(document.activeElement).toBe(field);
      expect(field.getAttribute('autocomplete')).toBe('one-time-code');

      enterCode('111111');
      expect((await screen.findByRole('alert')).textContent).toBe(TOTP_CODE_WRONG);
      expect(screen.getByLabelText('Authentication code')).toBe(field);
      expect(field.value).toBe('');
      expect(document.activeElement).toBe(field);
      expect(value.reloadUser).not.toHaveBeenCalled();

      enterCode('123 456');
      expect(await screen.findByText('Dashboard here')).toBeTruthy();
      expect(amplify.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: '123456' });
      expect(amplify.confirmSignIn).toHaveBeenCalledTimes(2);
      expect(value.reloadUser).toHaveBeenCalledOnce();
    },
  );

  it('checks the code has six digits before sending it', async () => {
    renderLogin();
    submit('a@b.co', 'secret12');
    await screen.findByLabelText('Authentication code');
    enterCode('12a456');
    expect((await screen.findByRole('alert')).textContent).toBe(TOTP_CODE_FORMAT);
    expect(amplify.confirmSignIn).not.toHaveBeenCalled();
  });

  it('says to wait when Cognito throttles the codes, on the same step', async () => {
    amplify.confirmSignIn.mockRejectedValue(cognitoError('TooManyRequestsException'));
    renderLogin();
    submit('a@b.co', 'secret12');
    await screen.findByLabelText('Authentication code');
    enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY_ATTEMPTS);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });

  it('cancel goes back to the sign-in form with the address kept and the password to type again', async () => {
    renderLogin();
    submit('a@b.co', 'secret12');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@b.co');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amplify.confirmSignIn).not.toHaveBeenCalled();
  });

  it('an expired challenge session sends the user back to sign in again, saying why', async () => {
    amplify.confirmSignIn.mockRejectedValue(cognitoError('NotAuthorizedException'));
    renderLogin();
    submit('a@b.co', 'secret12');
    await screen.findByLabelText('Authentication code');
    enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_EXPIRED);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
