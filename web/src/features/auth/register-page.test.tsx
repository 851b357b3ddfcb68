import { PASSWORD_RULE_TEXT } from '@bankcsv/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { authValue, testUser } from '../../testing/auth-value';
import { renderRegister } from '../../testing/render-register';
import { SIGN_UP_HELD } from './auth-errors';

const amplify = vi.hoisted(() => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  signInWithRedirect: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

beforeEach(() => {
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'local_1',
    userPoolClientId: 'client',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api',
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

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
    ['a@b.co', 'abcdefg', 'abcdefg', 'Password must be at least 8 characters'],
    ['a@b.co', 'password1', 'password1', 'This password is too common. Please choose another.'],
  ])('rejects %j / %j / %j with %j and never calls Cognito', async (email, password, confirm, message) => {
    renderRegister();
    fill(email, password, confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(amplify.signUp).not.toHaveBeenCalled();
  });

  it('shows the password rule before anything is typed', () => {
    renderRegister();
    const hint = screen.getByText(PASSWORD_RULE_TEXT);
    expect(hint.textContent).toContain('At least 8 characters');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(hint.id);
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
    renderRegister('/register?promo=launch-ab1');
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

const CONFIRM = { isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } };
const PENDING = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } };
const named = (name: string) => Object.assign(new Error(name), { name });

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
}

describe('RegisterPage submission', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    amplify.signUp.mockResolvedValue(CONFIRM);
    // First the check that the pending sign-up opens with this password, then the real sign-in.
    amplify.signIn
      .mockResolvedValueOnce(PENDING)
      .mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it(
    'signs up, shows Account Created! with the code to enter, then ' +
      'verifies, signs in and goes to the dashboard after 2 s',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const value = authValue({ user: null, credits: 10 });
      renderRegister('/register', value);
      fill('new@example.co.za', 'secret12', 'secret12');
      expect(await screen.findByText('Account Created!')).toBeTruthy();
      expect(screen.getByText(/we sent a verification code to/).textContent).toContain('new@example.co.za');
      expect(amplify.signUp).toHaveBeenCalledWith({
        username: 'new@example.co.za',
        password: 'secret12',
        options: { userAttributes: { email: 'new@example.co.za' } },
      });
      expect(amplify.signIn).not.toHaveBeenCalled();

      enterCode(' 123456 ');
      expect(await screen.findByText('You received 10 free credits.')).toBeTruthy();
      expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'new@example.co.za', confirmationCode: '123456' });
      expect(amplify.signIn).toHaveBeenLastCalledWith({
        username: 'new@example.co.za',
        password: 'secret12',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      expect(value.reloadUser).toHaveBeenCalled();
      expect(screen.getByText('Redirecting to dashboard...')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1_900));
      expect(screen.queryByText('Dashboard here')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText('Dashboard here')).toBeTruthy();
    },
  );

  it('says so when the code is wrong, and stays on the code form', async () => {
    amplify.confirmSignUp.mockRejectedValue(named('CodeMismatchException'));
    renderRegister();
    fill('new@example.co.za', 'secret12', 'secret12');
    await screen.findByText('Account Created!');
    enterCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code did not work. Please check it and try again.',
    );
    expect(screen.getByLabelText('Confirmation code')).toBeTruthy();
  });

  it('releases an address held by an unconfirmed sign-up, then signs up again', async () => {
    amplify.signUp.mockRejectedValueOnce(named('UsernameExistsException'));
    renderRegister();
    fill('claimed@example.co.za', 'secret12', 'secret12');
    expect(await screen.findByText('Account Created!')).toBeTruthy();
    expect(amplify.signUp).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api/sign-up/release');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"claimed@example.co.za"}' });
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it(
    'never confirms a pending sign-up that no longer opens with this ' + 'password: a new code is sent instead',
    async () => {
      amplify.signIn.mockReset().mockRejectedValue(named('NotAuthorizedException'));
      renderRegister();
      fill('new@example.co.za', 'secret12', 'secret12');
      await screen.findByText('Account Created!');
      enterCode('123456');
      expect(await screen.findByText('We sent a new code to new@example.co.za. Enter the newest one.')).toBeTruthy();
      expect(amplify.confirmSignUp).not.toHaveBeenCalled();
      expect(amplify.signUp).toHaveBeenCalledTimes(2);
    },
  );

  it('sends a new code, not a second sign-up, while the address has a sign-up waiting for its code', async () => {
    amplify.signUp.mockResolvedValueOnce(CONFIRM).mockRejectedValue(named('UsernameExistsException'));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'waiting' }), { status: 409 }));
    renderRegister();
    fill('new@example.co.za', 'secret12', 'secret12');
    await screen.findByText('Account Created!');
    fireEvent.click(screen.getByRole('button', { name: 'send a new code' }));
    expect(await screen.findByText('We sent a new code to new@example.co.za. Enter the newest one.')).toBeTruthy();
    expect(amplify.resendSignUpCode).toHaveBeenCalledWith({ username: 'new@example.co.za' });
    expect(amplify.signUp).toHaveBeenCalledTimes(2);
  });

  it('never confirms a waiting sign-up started with another password, and says what to do', async () => {
    amplify.signIn.mockReset().mockRejectedValue(named('NotAuthorizedException'));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'waiting' }), { status: 409 }));
    renderRegister();
    fill('new@example.co.za', 'secret12', 'secret12');
    await screen.findByText('Account Created!');
    enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_UP_HELD);
    expect(amplify.confirmSignUp).not.toHaveBeenCalled();
    expect(amplify.signUp).toHaveBeenCalledOnce();
  });

  it("shows the release route's words when one network tries too often", async () => {
    amplify.signUp.mockRejectedValue(named('UsernameExistsException'));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Too many sign-up attempts. Please try again in an hour.' }), {
        status: 429,
      }),
    );
    renderRegister();
    fill('claimed@example.co.za', 'secret12', 'secret12');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-up attempts. Please try again in an hour.',
    );
  });

  it('sends a new code by signing up again', async () => {
    renderRegister();
    fill('new@example.co.za', 'secret12', 'secret12');
    await screen.findByText('Account Created!');
    fireEvent.click(screen.getByRole('button', { name: 'send a new code' }));
    expect(await screen.findByText('We sent a new code to new@example.co.za. Enter the newest one.')).toBeTruthy();
    expect(amplify.signUp).toHaveBeenCalledTimes(2);
  });

  it('stays on the form with the product message when the e-mail belongs to a confirmed account', async () => {
    amplify.signUp.mockRejectedValue(named('UsernameExistsException'));
    renderRegister();
    fill('taken@example.co.za', 'secret12', 'secret12');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create account. Email may already be in use.',
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('sends a signed-in visitor straight to the dashboard', () => {
    renderRegister('/register', authValue({ user: testUser }));
    expect(screen.getByText('Dashboard here')).toBeTruthy();
  });

  it('offers no Google button unless the configuration enables it', () => {
    renderRegister();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});
