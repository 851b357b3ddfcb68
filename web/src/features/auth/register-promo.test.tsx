import { PROMO_VALIDATE_DELAY_MS } from '@bankcsv/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { PROMO_CHECK_UNAVAILABLE, pendingPromoFor } from '../promo';
import { renderRegister } from '../../testing/render-register';

const amplify = vi.hoisted(() => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  confirmSignUp: vi.fn(),
  signInWithRedirect: vi.fn(),
  fetchAuthSession: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

type Answer = { status: number; body: unknown };
const fetchMock = vi.fn<typeof fetch>();
/** Answers the API by route; a route without an answer fails the request as the network would. */
function answer(routes: Record<string, Answer | Answer[]>) {
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url)).pathname;
    const queued = routes[path];
    const next = Array.isArray(queued) ? queued.shift() : queued;
    if (!next) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
}
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === path);
const bodyOf = (path: string, i = 0) => JSON.parse(String(calls(path)[i]?.[1]?.body)) as unknown;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'local_1',
    userPoolClientId: 'client',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api',
  });
  amplify.signUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
  amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

const promoInput = () => screen.getByLabelText(/Promo code/) as HTMLInputElement;
const type = (value: string) => fireEvent.change(promoInput(), { target: { value } });
const pause = () => act(() => vi.advanceTimersByTimeAsync(PROMO_VALIDATE_DELAY_MS + 10));
const valid = (code: string, creditsAdded: number): Answer => ({
  status: 200,
  body: { valid: true, code, creditsAdded },
});
const refused = (code: string, reason: string, message: string): Answer => ({
  status: 200,
  body: { valid: false, code, reason, message },
});

function submit(email = 'new@example.co.za') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the register page promo code', () => {
  it(
    'asks nothing under 3 characters, checks the format alone from 6, and ' + 'the server otherwise once typing pauses',
    async () => {
      answer({ '/promo/validate': [refused('LAU', 'invalid', 'Invalid promo code'), valid('LAUNCH-AB12C', 20)] });
      renderRegister();
      type('la');
      await pause();
      expect(fetchMock).not.toHaveBeenCalled();

      type('lau');
      expect(screen.getByRole('status', { name: 'Checking promo code' })).toBeTruthy();
      await pause();
      expect(await screen.findByText('Invalid promo code')).toBeTruthy();
      expect(calls('/promo/validate')).toHaveLength(1);
      // Public route: no token is fetched or sent.
      expect(calls('/promo/validate')[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json' });

      type('launch-ab1');
      await pause();
      expect(screen.getByRole('alert').textContent).toBe('Promo code format should be: LAUNCH-XXXXX');
      expect(calls('/promo/validate')).toHaveLength(1);

      type('launch-ab12c');
      expect(promoInput().value).toBe('LAUNCH-AB12C');
      await pause();
      expect((await screen.findByText('LAUNCH-AB12C applied: +20 credits')).getAttribute('role')).toBe('status');
      expect(bodyOf('/promo/validate', 1)).toEqual({ code: 'LAUNCH-AB12C' });
    },
  );

  it('asks once for a burst of typing, about the last code', async () => {
    answer({ '/promo/validate': refused('LAUNC', 'invalid', 'Invalid promo code') });
    renderRegister();
    for (const partial of ['LAU', 'LAUN', 'LAUNC']) {
      type(partial);
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await pause();
    await screen.findByText('Invalid promo code');
    expect(calls('/promo/validate')).toHaveLength(1);
    expect(bodyOf('/promo/validate')).toEqual({ code: 'LAUNC' });
  });

  it.each([
    ['expired', 'This promo code has expired'],
    ['inactive', 'This promo code is no longer active'],
    ['fullyRedeemed', 'This promo code has been fully redeemed'],
    ['invalid', 'Invalid promo code'],
  ])('shows the server reason %s in red', async (reason, message) => {
    answer({ '/promo/validate': refused('LAUNCH-AB12C', reason, message) });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(promoInput().getAttribute('aria-invalid')).toBe('true');
  });

  it.each([['promo'], ['ref']])('pre-fills ?%s= upper-cased and validates it', async (param) => {
    answer({ '/promo/validate': valid('LAUNCH-ZZ999', 15) });
    renderRegister(`/register?${param}=launch-zz999`);
    expect(promoInput().value).toBe('LAUNCH-ZZ999');
    await pause();
    expect(await screen.findByText('LAUNCH-ZZ999 applied: +15 credits')).toBeTruthy();
  });

  it('redeems a valid code once the account exists and shows the credits added', async () => {
    answer({
      '/promo/validate': valid('LAUNCH-AB12C', 20),
      '/promo/redeem': {
        status: 200,
        body: { code: 'LAUNCH-AB12C', creditsAdded: 20, credits: 30, message: '20 bonus credits added!' },
      },
    });
    const { value } = renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    await screen.findByText('LAUNCH-AB12C applied: +20 credits');
    submit();
    expect(await screen.findByText('Redirecting to dashboard...')).toBeTruthy();
    expect(screen.getByText('20 bonus credits added!')).toBeTruthy();
    expect(bodyOf('/promo/redeem')).toEqual({ code: 'LAUNCH-AB12C' });
    expect(calls('/promo/redeem')[0]?.[1]?.headers).toEqual({
      authorization: 'Bearer id-token',
      'content-type': 'application/json',
    });
    // Redeemed after sign-in, never before.
    expect(amplify.signIn.mock.invocationCallOrder[0]).toBeLessThan(fetchMock.mock.invocationCallOrder.at(-1) ?? 0);
    expect(value.refreshCredits).toHaveBeenCalled();
    expect(pendingPromoFor('new@example.co.za')).toBeUndefined();
  });

  it('shows why a redemption was refused, and the account is still created', async () => {
    answer({
      '/promo/validate': valid('LAUNCH-AB12C', 20),
      '/promo/redeem': {
        status: 422,
        body: { reason: 'fullyRedeemed', message: 'This promo code has been fully redeemed' },
      },
    });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    submit();
    expect(await screen.findByText('Redirecting to dashboard...')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This promo code has been fully redeemed');
  });

  it('never redeems a code already refused, nor an empty one', async () => {
    answer({ '/promo/validate': refused('LAUNCH-AB12C', 'expired', 'This promo code has expired') });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    await screen.findByText('This promo code has expired');
    submit();
    expect(await screen.findByText('Redirecting to dashboard...')).toBeTruthy();
    expect(calls('/promo/redeem')).toHaveLength(0);
  });

  it(
    'still redeems a code the server could not check, and keeps it for the ' + 'dashboard when redeeming fails too',
    async () => {
      answer({});
      renderRegister();
      type('LAUNCH-AB12C');
      await pause();
      expect(await screen.findByText(PROMO_CHECK_UNAVAILABLE)).toBeTruthy();
      submit('Later@Example.co.za');
      expect(await screen.findByText('Redirecting to dashboard...')).toBeTruthy();
      expect(calls('/promo/redeem')).toHaveLength(1);
      expect(pendingPromoFor('later@example.co.za')).toBe('LAUNCH-AB12C');
    },
  );

  it('keeps no code for an address whose sign-up failed', async () => {
    amplify.signUp.mockRejectedValue(
      Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }),
    );
    answer({ '/promo/validate': valid('LAUNCH-AB12C', 20) });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    submit('taken@example.co.za');
    await screen.findByText(/Failed to create account|already/);
    expect(pendingPromoFor('taken@example.co.za')).toBeUndefined();
  });

  it('keeps the code for a Google sign-up, which names no address yet', async () => {
    setAppConfig({
      region: 'af-south-1',
      userPoolId: 'local_1',
      userPoolClientId: 'client',
      authFlow: 'USER_SRP_AUTH',
      apiUrl: 'http://api',
      googleSignIn: true,
      oauthDomain: 'auth.example.co.za',
    });
    amplify.signInWithRedirect.mockResolvedValue(undefined);
    answer({ '/promo/validate': valid('LAUNCH-AB12C', 20) });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    await screen.findByText('LAUNCH-AB12C applied: +20 credits');
    fireEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(amplify.signInWithRedirect).toHaveBeenCalled();
    expect(pendingPromoFor('whoever@gmail.com')).toBe('LAUNCH-AB12C');
  });

  it('keeps the code for the dashboard while the e-mail waits for confirmation', async () => {
    amplify.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    answer({ '/promo/validate': valid('LAUNCH-AB12C', 20) });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    submit();
    expect(await screen.findByLabelText('Confirmation code')).toBeTruthy();
    expect(calls('/promo/redeem')).toHaveLength(0);
    expect(pendingPromoFor('new@example.co.za')).toBe('LAUNCH-AB12C');
    expect(pendingPromoFor('someone@else.co.za')).toBeUndefined();
  });

  it('redeems the code once the e-mailed code is confirmed and the user signed in', async () => {
    amplify.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    amplify.signIn
      .mockReset()
      .mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    answer({
      '/promo/validate': valid('LAUNCH-AB12C', 20),
      '/promo/redeem': {
        status: 200,
        body: { code: 'LAUNCH-AB12C', creditsAdded: 20, credits: 30, message: '20 bonus credits added!' },
      },
    });
    renderRegister();
    type('LAUNCH-AB12C');
    await pause();
    submit();
    fireEvent.change(await screen.findByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('20 bonus credits added!')).toBeTruthy();
    expect(calls('/promo/redeem')).toHaveLength(1);
    expect(amplify.confirmSignUp.mock.invocationCallOrder[0]).toBeLessThan(
      fetchMock.mock.invocationCallOrder.at(-1) ?? 0,
    );
    expect(pendingPromoFor('new@example.co.za')).toBeUndefined();
  });
});
