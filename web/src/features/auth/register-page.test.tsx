import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue, testUser } from '../../testing/auth-value';
import { RegisterPage } from './register-page';

const amplify = vi.hoisted(() => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  confirmSignUp: vi.fn(),
  signInWithRedirect: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

beforeEach(() => {
  setAppConfig({ region: 'af-south-1', userPoolId: 'local_1', userPoolClientId: 'client', authFlow: 'USER_PASSWORD_AUTH', apiUrl: 'http://api' });
  amplify.signUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
  amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

function renderRegister(value: AuthContextValue = authValue({ user: null }), url = '/register') {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/dashboard" element={<p>Dashboard here</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

function fill(email: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage validation', () => {
  it.each([
    ['', 'secret1', 'secret1', 'Please fill in all fields'],
    ['a@b.co', 'secret1', '', 'Please fill in all fields'],
    ['a@b.co', 'secret1', 'secret2', 'Passwords do not match'],
    ['a@b.co', 'abc', 'abc', 'Password must be at least 6 characters'],
  ])('rejects %j / %j / %j with %j and never calls Cognito', async (email, password, confirm, message) => {
    renderRegister();
    fill(email, password, confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(amplify.signUp).not.toHaveBeenCalled();
  });

  it('shows the welcome bonus, the terms line and the promo hint', () => {
    renderRegister();
    expect(screen.getByText(/10 free credits/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Launch campaign codes follow format: LAUNCH-XXXXX')).toBeTruthy();
    expect(screen.getByPlaceholderText('e.g., LAUNCH-ABC12')).toBeTruthy();
  });

  it('toggles password visibility', () => {
    renderRegister();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });

  it('checks the promo format locally, upper-casing the ?promo= value', () => {
    renderRegister(undefined, '/register?promo=launch-ab1');
    const promo = screen.getByLabelText(/Promo code/) as HTMLInputElement;
    expect(promo.value).toBe('LAUNCH-AB1');
    expect(screen.getByText('Promo code format should be: LAUNCH-XXXXX')).toBeTruthy();
    fireEvent.change(promo, { target: { value: 'launch-ab12c' } });
    expect(promo.value).toBe('LAUNCH-AB12C');
    expect(screen.queryByText('Promo code format should be: LAUNCH-XXXXX')).toBeNull();
    fireEvent.change(promo, { target: { value: 'LA' } });
    expect(screen.queryByText('Promo code format should be: LAUNCH-XXXXX')).toBeNull();
  });
});

describe('RegisterPage submission', () => {
  it('signs up, signs in, shows Account Created! and goes to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const value = authValue({ user: null, credits: 10 });
    renderRegister(value);
    fill('new@example.co.za', 'secret12', 'secret12');
    expect(await screen.findByText('Account Created!')).toBeTruthy();
    expect(amplify.signUp).toHaveBeenCalledWith({
      username: 'new@example.co.za',
      password: 'secret12',
      options: { userAttributes: { email: 'new@example.co.za' } },
    });
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'new@example.co.za',
      password: 'secret12',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(value.reloadUser).toHaveBeenCalled();
    expect(screen.getByText('Redirecting to dashboard...')).toBeTruthy();
    expect(screen.getByText('You received 10 free credits.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.queryByText('Dashboard here')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Dashboard here')).toBeTruthy();
  });

  it('asks for the e-mailed code when the pool needs confirmation', async () => {
    amplify.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    amplify.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    renderRegister();
    fill('new@example.co.za', 'secret12', 'secret12');
    fireEvent.change(await screen.findByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('Account Created!')).toBeTruthy();
    expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'new@example.co.za', confirmationCode: '123456' });
  });

  it('stays on the form with the product message when the e-mail is taken', async () => {
    amplify.signUp.mockRejectedValue(Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }));
    renderRegister();
    fill('taken@example.co.za', 'secret12', 'secret12');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account. Email may already be in use.');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('sends a signed-in visitor straight to the dashboard', () => {
    renderRegister(authValue({ user: testUser }));
    expect(screen.getByText('Dashboard here')).toBeTruthy();
  });

  it('offers no Google button unless the configuration enables it', () => {
    renderRegister();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});
