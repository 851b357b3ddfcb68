import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue, testUser } from '../../testing/auth-value';
import { PENDING_PROMO_TTL_MS, PENDING_THIRD_PARTY_TTL_MS, pendingPromoFor, savePendingPromo } from './pending-promo';
import { PendingPromoNotice } from './pending-promo-notice';
import { RedeemPromoButton } from './redeem-promo-button';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const redeemed = (code: string, n: number) => ({
  code,
  creditsAdded: n,
  credits: 10 + n,
  message: `${n} bonus credits added!`,
});

beforeEach(() => {
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'local_1',
    userPoolClientId: 'client',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api',
  });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
  localStorage.clear();
});

function renderWith(ui: React.ReactNode, value: AuthContextValue = authValue()) {
  render(<AuthContext.Provider value={value}>{ui}</AuthContext.Provider>);
  return value;
}

function openDialog(value?: AuthContextValue) {
  const auth = renderWith(<RedeemPromoButton />, value);
  fireEvent.click(screen.getByRole('button', { name: 'Promo code' }));
  return auth;
}
const input = () => screen.getByLabelText(/Promo code/) as HTMLInputElement;
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement;

describe('the dashboard promo dialog', () => {
  it('redeems a code for the signed-in user and refreshes the balance', async () => {
    reply(200, redeemed('LAUNCH-AB12C', 25));
    const auth = openDialog();
    expect(screen.getByRole('dialog', { name: 'Redeem a promo code' })).toBeTruthy();
    expect(redeemButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'launch-ab12c' } });
    expect(input().value).toBe('LAUNCH-AB12C');
    fireEvent.click(redeemButton());
    expect((await screen.findByText('25 bonus credits added!')).getAttribute('role')).toBe('status');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api/promo/redeem');
    expect(init?.headers).toEqual({ authorization: 'Bearer id-token', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'LAUNCH-AB12C' });
    expect(auth.refreshCredits).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['alreadyUsed', 'You have already used this promo code'],
    ['onePerAccount', 'You can only use one promo code per account'],
    ['expired', 'This promo code has expired'],
    ['inactive', 'This promo code is no longer active'],
    ['fullyRedeemed', 'This promo code has been fully redeemed'],
    ['invalid', 'Invalid promo code'],
  ])('shows the refusal %s in the spec words, and credits nothing', async (reason, message) => {
    reply(422, { reason, message });
    const auth = openDialog();
    fireEvent.change(input(), { target: { value: 'LAUNCH-AB12C' } });
    fireEvent.click(redeemButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(auth.refreshCredits).not.toHaveBeenCalled();
    expect(redeemButton().disabled).toBe(false);
  });

  it('checks the format before asking the server', () => {
    openDialog();
    fireEvent.change(input(), { target: { value: 'LAUNCH-AB1' } });
    expect(screen.getByRole('alert').textContent).toBe('Promo code format should be: LAUNCH-XXXXX');
    expect(redeemButton().disabled).toBe(true);
    fireEvent.submit(input().closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says something went wrong when the server fails, and keeps the dialog open', async () => {
    reply(500, { message: 'Something went wrong. Please try again.', requestId: 'r1' });
    openDialog();
    fireEvent.change(input(), { target: { value: 'LAUNCH-AB12C' } });
    fireEvent.click(redeemButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('a code kept from sign-up', () => {
  it('is redeemed once on the dashboard for the account it was entered for, with its outcome', async () => {
    savePendingPromo('LAUNCH-AB12C', 'Thandi@Example.co.za');
    reply(200, redeemed('LAUNCH-AB12C', 20));
    const auth = renderWith(
      <>
        <PendingPromoNotice />
        <PendingPromoNotice />
      </>,
    );
    expect(await screen.findAllByText('20 bonus credits added!')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(auth.refreshCredits).toHaveBeenCalled();
    expect(pendingPromoFor(testUser.email)).toBeUndefined();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByText('20 bonus credits added!')).toHaveLength(1);
  });

  it('shows a refusal as its outcome too, and is then forgotten', async () => {
    savePendingPromo('LAUNCH-AB12C', testUser.email);
    reply(422, { reason: 'onePerAccount', message: 'You can only use one promo code per account' });
    renderWith(<PendingPromoNotice />);
    expect(await screen.findByText('You can only use one promo code per account')).toBeTruthy();
    expect(pendingPromoFor(testUser.email)).toBeUndefined();
  });

  it('waits for the next visit when the server cannot be reached', async () => {
    savePendingPromo('LAUNCH-AB12C', testUser.email);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWith(<PendingPromoNotice />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('status')).toBeNull();
    expect(pendingPromoFor(testUser.email)).toBe('LAUNCH-AB12C');
  });

  it('is never redeemed for another account, nor once it is stale', async () => {
    savePendingPromo('LAUNCH-AB12C', 'someone@else.co.za');
    renderWith(<PendingPromoNotice />);
    const now = Date.now();
    savePendingPromo('LAUNCH-ZZ999', testUser.email, now - PENDING_PROMO_TTL_MS - 1);
    expect(pendingPromoFor(testUser.email, now)).toBeUndefined();
    savePendingPromo('LAUNCH-ZZ999', testUser.email, now - PENDING_PROMO_TTL_MS + 1000);
    expect(pendingPromoFor(testUser.email, now)).toBe('LAUNCH-ZZ999');
    // A third-party sign-up stores no address: the next account here takes it, within the hour only.
    savePendingPromo('LAUNCH-ZZ999', undefined, now - PENDING_THIRD_PARTY_TTL_MS + 1000);
    expect(pendingPromoFor('anyone@example.co.za', now)).toBe('LAUNCH-ZZ999');
    savePendingPromo('LAUNCH-ZZ999', undefined, now - PENDING_THIRD_PARTY_TTL_MS - 1);
    expect(pendingPromoFor('anyone@example.co.za', now)).toBeUndefined();
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
