import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';
import { setAppConfig, type AppConfig } from '../../config/app-config';
import { ApiError } from '../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { authValue } from '../../testing/auth-value';
import type { CheckoutCallbacks } from './checkout-contract';
import { PaymentNoticeBanner } from './payment-notice';
import { PurchaseProvider } from './purchase-context';

const api = vi.hoisted(() => ({ startPayment: vi.fn(), fetchPayment: vi.fn(), fetchPayments: vi.fn() }));
vi.mock('./payments-api', () => api);
// The checkout the configuration picks: captured so a test can play Paystack's part.
const checkout = vi.hoisted(() => ({ callbacks: undefined as CheckoutCallbacks | undefined, accessCode: '' }));
vi.mock('./local-checkout', () => ({
  localCheckout: () => ({
    resume: (accessCode: string, callbacks: CheckoutCallbacks) => {
      checkout.accessCode = accessCode;
      checkout.callbacks = callbacks;
      return Promise.resolve();
    },
  }),
}));

const config: AppConfig = {
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH',
  apiUrl: 'http://localhost:1',
  paystackPublicKey: 'pk_test_local',
  paystackCheckoutUrl: 'http://localhost:2',
};

let alerts: string[];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  alerts = [];
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => void alerts.push(String(message)));
  setAppConfig(config);
  checkout.callbacks = undefined;
  api.startPayment.mockResolvedValue({
    reference: 'credits_user-1_1',
    accessCode: 'code-1',
    credits: 26,
    amountCents: 4160,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderBuy(value: AuthContextValue = authValue()) {
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter>
        <PurchaseProvider>
          <BuyCreditsButton label="Buy Credits" showsVerifying />
          <BuyCreditsButton label="Buy Now" />
          <PaymentNoticeBanner />
        </PurchaseProvider>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  const opener = screen.getByRole('button', { name: 'Buy Credits' });
  opener.focus();
  fireEvent.click(opener);
  return value;
}

const exact = () => screen.getByLabelText('Exact amount') as HTMLInputElement;
const pay = () => screen.getByRole('button', { name: /^Pay R|Select credit amount|Processing/ }) as HTMLButtonElement;

describe('PurchaseDialog', () => {
  it('prices from the tiers as the amount changes, with the footer lines', () => {
    renderBuy();
    expect(screen.getByRole('dialog', { name: 'Purchase Credits' })).toBeTruthy();
    expect(screen.getByText('Variable Credit System')).toBeTruthy();
    expect(pay().textContent).toBe('Pay R10.00 with Paystack');
    const quick = screen.getByRole('group', { name: 'Quick select' });
    // 25 and 100 cost more than 26 and 101, so those are offered instead.
    expect(Array.from(quick.querySelectorAll('button'), (b) => b.textContent)).toEqual([
      '10',
      '26',
      '50',
      '101',
      '250',
      '500',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '50' }));
    expect(exact().value).toBe('50');
    expect(screen.getByText('R1.60')).toBeTruthy();
    expect(screen.getByText('R80.00')).toBeTruthy();
    expect(screen.getByText('R20.00 (20% off)')).toBeTruthy();
    expect(screen.getByText('Bulk')).toBeTruthy();
    for (const line of ['Credits never expire', 'Secure payment with Paystack', 'Instant credit allocation'])
      expect(screen.getByText(line)).toBeTruthy();
  });

  it('shows the limits, refuses to pay an invalid amount, and offers the better value', () => {
    renderBuy();
    fireEvent.change(exact(), { target: { value: '3' } });
    expect(screen.getByText('Minimum purchase is 5 credits (R10)')).toBeTruthy();
    expect(pay().textContent).toBe('Select credit amount');
    fireEvent.click(pay());
    expect(alerts).toEqual(['Please select a valid credit amount.']);
    expect(api.startPayment).not.toHaveBeenCalled();
    fireEvent.change(exact(), { target: { value: '1200' } });
    expect(screen.getByText('Maximum purchase is 1000 credits')).toBeTruthy();

    fireEvent.change(exact(), { target: { value: '22' } });
    expect(screen.getByText('Better value available!')).toBeTruthy();
    expect(
      screen.getByText(
        'Purchase 4 more credits to get 20% bulk discount: 26 credits cost ' +
          'R41.60 — R2.40 less than 22 credits (R44.00)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get 26 credits' }));
    expect(exact().value).toBe('26');
    expect(pay().textContent).toBe('Pay R41.60 with Paystack');
  });

  it(
    'after the checkout reports success, says so on the page (no alert), ' +
      'polls the balance and says when the credits arrive',
    async () => {
      let balance = 10;
      const value = renderBuy(authValue({ refreshCredits: vi.fn(async () => balance) }));
      fireEvent.click(screen.getByRole('button', { name: '26' }));
      fireEvent.click(pay());
      await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
      expect(api.startPayment).toHaveBeenCalledWith(26);
      expect(checkout.accessCode).toBe('code-1');
      expect(pay().textContent).toBe('Processing...');

      api.fetchPayment.mockResolvedValue({ status: 'pending' });
      act(() => checkout.callbacks?.onSuccess('credits_user-1_1'));
      expect(screen.getByRole('status', { name: 'Payment' }).textContent).toBe(
        'Payment successful! Please wait while we add 26 credits to your account...',
      );
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(api.fetchPayment).toHaveBeenCalledTimes(1);
      api.fetchPayment.mockResolvedValue({ status: 'paid' });
      balance = 36;
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(screen.getByRole('status', { name: 'Payment' }).textContent).toBe(
        'Success! 26 credits have been added to your account.Dismiss',
      );
      expect(alerts).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('status', { name: 'Payment' })).toBeNull();
      expect(value.refreshCredits).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Buy Credits' })).toBeTruthy();
    },
  );

  it('gives up after 5 minutes with the timeout message, and on a failed read with its message', async () => {
    renderBuy();
    fireEvent.click(pay());
    await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
    api.fetchPayment.mockResolvedValue({ status: 'pending' });
    act(() => checkout.callbacks?.onSuccess('r'));
    await act(() => vi.advanceTimersByTimeAsync(301_000));
    expect(screen.getByRole('alert', { name: 'Payment' }).textContent).toMatch(
      /^Payment processing is taking longer than expected/,
    );
    // Every 2 s after the first second, for 5 minutes.
    expect(api.fetchPayment.mock.calls.length).toBeGreaterThanOrEqual(149);
    expect(api.fetchPayment.mock.calls.length).toBeLessThanOrEqual(151);

    checkout.callbacks = undefined;
    fireEvent.click(pay());
    await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
    api.fetchPayment.mockRejectedValue(new ApiError(0, 'Network error.'));
    act(() => checkout.callbacks?.onSuccess('r'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert', { name: 'Payment' }).textContent).toBe(
      'Unable to verify credit addition. Please refresh the page or contact support.Dismiss',
    );
    expect(alerts).toEqual([]);
  });

  it('returns to Pay on cancel, shows a declined card, and resets a stuck Pay after 30 s', async () => {
    renderBuy();
    fireEvent.click(pay());
    await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
    act(() => checkout.callbacks?.onCancel());
    expect(pay().textContent).toBe('Pay R10.00 with Paystack');
    expect(alerts).toEqual([]);

    fireEvent.click(pay());
    await vi.waitFor(() => expect(pay().textContent).toBe('Processing...'));
    act(() => checkout.callbacks?.onError('Declined'));
    expect(screen.getByRole('alert').textContent).toBe('Payment failed: Declined. Please try again.');

    fireEvent.click(pay());
    await vi.waitFor(() => expect(pay().textContent).toBe('Processing...'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(pay().textContent).toBe('Pay R10.00 with Paystack');
    expect(api.fetchPayment).not.toHaveBeenCalled();
  });

  it(
    'shows the configuration error without a public key, and the server ' + 'message when it has no secret key',
    async () => {
      renderBuy();
      setAppConfig({ ...config, paystackPublicKey: undefined });
      fireEvent.click(pay());
      expect(await screen.findByText('Payment configuration error. Please contact support.')).toBeTruthy();
      expect(api.startPayment).not.toHaveBeenCalled();

      setAppConfig(config);
      api.startPayment.mockRejectedValue(new ApiError(503, 'Payment configuration error. Please contact support.'));
      fireEvent.click(pay());
      await vi.waitFor(() => expect(api.startPayment).toHaveBeenCalled());
      expect(await screen.findByText('Payment configuration error. Please contact support.')).toBeTruthy();
    },
  );

  it('closes from the close icon and returns focus to the button that opened it', () => {
    renderBuy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy Credits' }));
  });
});
