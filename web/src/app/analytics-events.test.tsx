import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig, type AppConfig } from '../config/app-config';
import type { CheckoutCallbacks } from '../features/purchase/checkout-contract';
import { StorageUploadError } from '../features/upload/upload-api';
import { ANALYTICS_EVENTS, type AnalyticsEventFields, type AnalyticsEventName } from '../lib/analytics/events';
import { memorySink, type MemorySink } from '../lib/analytics/memory-sink';
import { resetAnalytics } from '../lib/analytics/track';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/auth-provider';
import type { Conversion } from '../lib/conversions';
import { authValue, testUser } from '../testing/auth-value';
import { renderRegister as renderRegisterPage } from '../testing/render-register';
import { DashboardRoute } from './dashboard-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Spec §3 "Analytics events": each event is fired once, with exactly its fields, at its moment, by the
// real screens. The last test checks that every event of the spec was seen here.

const conversionsApi = vi.hoisted(() => ({
  listConversions: vi.fn(),
  deleteConversion: vi.fn(),
  downloadLink: vi.fn(),
  saveFromUrl: vi.fn(),
}));
vi.mock('../features/dashboard/conversions-api', () => conversionsApi);
const paymentsApi = vi.hoisted(() => ({ startPayment: vi.fn(), fetchPayment: vi.fn(), fetchPayments: vi.fn() }));
vi.mock('../features/purchase/payments-api', () => paymentsApi);
const uploadApi = vi.hoisted(() => ({ createUpload: vi.fn(), postToStorage: vi.fn(), cancelUpload: vi.fn() }));
vi.mock('../features/upload/upload-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...uploadApi,
}));
const conversions = vi.hoisted(() => ({ getConversion: vi.fn() }));
vi.mock('../lib/conversions', () => conversions);
const checkout = vi.hoisted(() => ({ callbacks: undefined as CheckoutCallbacks | undefined }));
vi.mock('../features/purchase/local-checkout', () => ({
  localCheckout: () => ({
    resume: (_accessCode: string, callbacks: CheckoutCallbacks) => {
      checkout.callbacks = callbacks;
      return Promise.resolve();
    },
  }),
}));
const amplify = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  getCurrentUser: vi.fn(),
  signOut: vi.fn(),
  signUp: vi.fn(),
  signIn: vi.fn(),
  confirmSignUp: vi.fn(),
  signInWithRedirect: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);
const hub = vi.hoisted(() => ({
  listener: undefined as ((capsule: { payload: { event: string; data?: unknown } }) => void) | undefined,
}));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, listener: typeof hub.listener) => {
      hub.listener = listener;
      return () => undefined;
    },
  },
}));
const me = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('../lib/auth/me', () => me);
const promoApi = vi.hoisted(() => ({ validatePromoCode: vi.fn(), redeemPromoCode: vi.fn() }));
vi.mock('../features/promo/promo-api', () => promoApi);

const config: AppConfig = {
  region: 'af-south-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH',
  apiUrl: 'http://localhost:1',
  paystackPublicKey: 'pk_test_local',
  paystackCheckoutUrl: 'http://localhost:2',
};

const seen = new Set<AnalyticsEventName>();
let sink: MemorySink;

/** Exactly one event of this name so far, with exactly these fields (nothing more is sent). */
function expectOnce<N extends AnalyticsEventName>(name: N, fields: AnalyticsEventFields[N]): void {
  expect(sink.named(name).map((event) => event.fields)).toEqual([fields]);
  seen.add(name);
}

function expectNone(name: AnalyticsEventName): void {
  expect(sink.named(name)).toEqual([]);
}

/** Lets the abandonment hook's unmount check (a zero-delay timer) run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setAppConfig(config);
  sink = memorySink();
  checkout.callbacks = undefined;
  conversionsApi.listConversions.mockResolvedValue([]);
  paymentsApi.fetchPayments.mockResolvedValue([]);
  paymentsApi.startPayment.mockResolvedValue({
    reference: 'credits_user-1_1767225600000',
    accessCode: 'code-1',
    credits: 26,
    amountCents: 4160,
  });
});
afterEach(() => {
  cleanup();
  resetAnalytics();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

const row = (id: string, status: string, extra: Partial<Conversion> = {}): Conversion => ({
  conversionId: id,
  userId: 'user-1',
  fileName: `${id}.pdf`,
  originalFileName: `FNB ${id} 62012345678.pdf`,
  fileSize: 2048,
  progress: 0,
  creditsUsed: 0,
  status,
  createdAt: '2026-03-01T08:30:00Z',
  ...extra,
});

function renderDashboard(value: AuthContextValue = authValue()) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter>
        <DashboardRoute />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const chooseFile = (name = 'FNB March.pdf') => {
  const file = new File(['%PDF-1.7 statement'], name, { type: 'application/pdf' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  return file;
};

describe('page_view and app_error', () => {
  const Boom = () => {
    throw new Error('Render failed for thandi@example.co.za');
  };
  const router = () =>
    createMemoryRouter(
      [
        {
          element: <RootLayout />,
          errorElement: <RouteError />,
          children: [
            { path: '/', element: <p>Home</p> },
            { path: '/register', element: <p>Register</p> },
            { path: '/blog', element: <p>Blog</p> },
            { path: '/broken', element: <Boom /> },
          ],
        },
      ],
      { initialEntries: ['/register?promo=LAUNCH-ABC12'] },
    );

  it('sends one page_view per route, without the query', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    await act(() => r.navigate('/blog?q=sage'));
    expect(sink.named('page_view').map((e) => e.fields)).toEqual([
      { page_path: '/register', page_title: document.title, page_location: `${window.location.origin}/register` },
      { page_path: '/blog', page_title: document.title, page_location: `${window.location.origin}/blog` },
    ]);
    sink.events.length = 0;
    await act(() => r.navigate('/blog?q=fnb'));
    expectNone('page_view');
    await act(() => r.navigate('/'));
    expectOnce('page_view', {
      page_path: '/',
      page_title: document.title,
      page_location: `${window.location.origin}/`,
    });
  });

  it('reports a page that crashed as app_error, without the address in its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const r = router();
    render(<RouterProvider router={r} />);
    await act(() => r.navigate('/broken'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expectOnce('app_error', { error_type: 'Error', error_message: 'Render failed for [email]', component: 'route' });
  });
});

describe('dashboard', () => {
  it('sends dashboard_view once, with the user label', async () => {
    renderDashboard(authValue({ user: { ...testUser, hasPurchased: true } }));
    await screen.findByText('No conversions yet');
    expectOnce('dashboard_view', { user_type: 'paying_user' });
  });

  it('upload: started on choosing a file, abandoned when the dialog is dismissed, confirmed on Confirm', async () => {
    uploadApi.createUpload.mockResolvedValue({ conversionId: 'conv-1', url: 'http://s3', fields: {}, key: 'k' });
    uploadApi.postToStorage.mockReturnValue({ done: new Promise(() => undefined), abort: () => undefined });
    renderDashboard();
    chooseFile();
    expectOnce('pdf_upload_started', { file_name: 'FNB March.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expectOnce('upload_abandonment', { file_name: 'FNB March.pdf', abandonment_stage: 'convert_dialog' });

    sink.events.length = 0;
    chooseFile('Capitec 1234567890.pdf');
    fireEvent.change(screen.getByLabelText(/Statement year/), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expectOnce('pdf_upload_confirmed', {
      file_name: 'Capitec ##########.pdf',
      password_protected: false,
      statement_year_given: true,
    });
    expect(await screen.findByText(/Uploading Capitec/)).toBeTruthy();
    expectNone('upload_abandonment');
  });

  it('upload: leaving the page with a file chosen but not confirmed is abandonment, once', async () => {
    const view = renderDashboard();
    chooseFile();
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await settle();
    expectOnce('upload_abandonment', { file_name: 'FNB March.pdf', abandonment_stage: 'convert_dialog' });
  });

  it('upload: cancelling a running upload is abandonment, not a conversion error', async () => {
    uploadApi.createUpload.mockResolvedValue({ conversionId: 'conv-1', url: 'http://s3', fields: {}, key: 'k' });
    let fail: (error: Error) => void = () => undefined;
    uploadApi.postToStorage.mockReturnValue({
      done: new Promise<void>((_resolve, reject) => (fail = reject)),
      abort: () => fail(new StorageUploadError('canceled')),
    });
    uploadApi.cancelUpload.mockResolvedValue(undefined);
    renderDashboard();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload was canceled.')).toBeTruthy();
    expectOnce('upload_abandonment', { file_name: 'FNB March.pdf', abandonment_stage: 'uploading' });
    expectNone('pdf_conversion_error');
  });

  it('pdf_conversion_error when an upload cannot start', async () => {
    uploadApi.createUpload.mockRejectedValue(new Error('network down'));
    renderDashboard();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to start upload. Please try again.')).toBeTruthy();
    expectOnce('pdf_conversion_error', {
      file_name: 'FNB March.pdf',
      error_type: 'upload_start',
      error_message: 'Failed to start upload. Please try again.',
      component: 'upload',
    });
  });

  it('pdf_conversion_success when a row completes while the page is open (not for rows finished before)', async () => {
    conversionsApi.listConversions
      .mockResolvedValueOnce([row('a', 'processing'), row('old', 'completed', { creditsUsed: 9 })])
      .mockResolvedValue([
        row('a', 'completed', { pages: 3, creditsUsed: 3 }),
        row('old', 'completed', { creditsUsed: 9 }),
      ]);
    renderDashboard();
    expect(await screen.findByText('Converting...')).toBeTruthy();
    expectNone('pdf_conversion_success');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expectOnce('pdf_conversion_success', { file_name: 'FNB a ###########.pdf', credits_required: 3 });
  });

  it('pdf_conversion_error when a row fails while the page is open', async () => {
    conversionsApi.listConversions
      .mockResolvedValueOnce([row('a', 'processing')])
      .mockResolvedValue([row('a', 'error', { errorCode: 'PASSWORD_INCORRECT', creditsRefunded: true })]);
    renderDashboard();
    expect(await screen.findByText('Converting...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expectOnce('pdf_conversion_error', {
      file_name: 'FNB a ###########.pdf',
      error_type: 'PASSWORD_INCORRECT',
      error_message: 'The PDF password is incorrect. Check it and try again.',
      component: 'conversion',
    });
  });

  it('file_download_started and _completed for a download, _error for a failed one', async () => {
    conversionsApi.listConversions.mockResolvedValue([row('a', 'completed', { pages: 1, creditsUsed: 1 })]);
    conversionsApi.downloadLink.mockResolvedValueOnce({ url: 'http://s3/a.csv', fileName: 'a.csv' });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(conversionsApi.saveFromUrl).toHaveBeenCalled());
    const file = { file_name: 'FNB a ###########.pdf', file_format: 'csv_sage' };
    expectOnce('file_download_started', file);
    expectOnce('file_download_completed', file);

    sink.events.length = 0;
    conversionsApi.downloadLink.mockRejectedValueOnce(new Error('File is not ready for download'));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Download failed: File is not ready for download')).toBeTruthy();
    expectOnce('file_download_started', file);
    expectOnce('file_download_error', {
      ...file,
      error_type: 'Error',
      error_message: 'Download failed: File is not ready for download',
      component: 'transaction_history',
    });
    expectNone('file_download_completed');
  });
});

describe('purchase', () => {
  const pay = () => screen.getByRole('button', { name: /^Pay R|Processing/ });

  it(
    'view_item_list on opening, begin_checkout on Pay, purchase on payment, ' +
      'credit_purchase when the credits arrive',
    async () => {
      renderDashboard(authValue({ credits: 10, refreshCredits: vi.fn(async () => 36) }));
      fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }));
      expectOnce('view_item_list', { selected_credits: 5, selected_amount: 10, item_list_name: 'credit_packages' });
      fireEvent.click(screen.getByRole('button', { name: '26' }));
      fireEvent.click(pay());
      expectOnce('begin_checkout', { selected_credits: 26, selected_amount: 41.6, currency: 'ZAR', value: 41.6 });
      await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
      paymentsApi.fetchPayment.mockResolvedValue({ status: 'paid' });
      act(() => checkout.callbacks?.onSuccess('credits_user-1_1767225600000'));
      expectOnce('purchase', {
        selected_credits: 26,
        selected_amount: 41.6,
        currency: 'ZAR',
        value: 41.6,
        transaction_id: 'credits_user-1_1767225600000',
      });
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expectOnce('credit_purchase', { selected_credits: 26, selected_amount: 41.6 });
      expect(screen.queryByRole('dialog')).toBeNull();
      await settle();
      expectNone('credit_purchase_abandonment');
      expectNone('payment_error');
    },
  );

  it('credit_purchase_abandonment when the dialog is closed without paying', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }));
    fireEvent.click(screen.getByRole('button', { name: '101' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expectOnce('credit_purchase_abandonment', {
      abandonment_stage: 'credit_selection',
      selected_credits: 101,
      selected_amount: 141.4,
    });
  });

  it('credit_purchase_abandonment at the checkout when the payer closes it and then leaves', async () => {
    const view = renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }));
    fireEvent.click(pay());
    await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
    act(() => checkout.callbacks?.onCancel());
    expectNone('credit_purchase_abandonment');
    view.unmount();
    await settle();
    expectOnce('credit_purchase_abandonment', {
      abandonment_stage: 'checkout',
      selected_credits: 5,
      selected_amount: 10,
    });
  });

  it('payment_error when the card is declined, then abandonment at that stage', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }));
    fireEvent.click(pay());
    await vi.waitFor(() => expect(checkout.callbacks).toBeDefined());
    act(() => checkout.callbacks?.onError('Declined'));
    expectOnce('payment_error', {
      error_type: 'checkout_error',
      error_message: 'Payment failed: Declined. Please try again.',
      component: 'checkout',
      selected_credits: 5,
      selected_amount: 10,
    });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settle();
    expectOnce('credit_purchase_abandonment', {
      abandonment_stage: 'payment_error',
      selected_credits: 5,
      selected_amount: 10,
    });
  });
});

describe('registration', () => {
  const CONFIRM = { isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } };
  const PENDING = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } };
  const named = (name: string) => Object.assign(new Error(name), { name });

  beforeEach(() => {
    amplify.signUp.mockResolvedValue(CONFIRM);
    amplify.signIn
      .mockResolvedValueOnce(PENDING)
      .mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    promoApi.validatePromoCode.mockResolvedValue({ valid: true, code: 'LAUNCH-ABC12', creditsAdded: 5 });
    promoApi.redeemPromoCode.mockResolvedValue({
      ok: true,
      code: 'LAUNCH-ABC12',
      creditsAdded: 5,
      credits: 15,
      message: '5 bonus credits added!',
    });
  });

  const renderRegister = (url = '/register') =>
    renderRegisterPage(url, authValue({ user: null, reloadUser: vi.fn(async () => testUser) }));

  function submitForm(email = 'thandi@example.co.za') {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('sign_up once the verified account is signed in, with the e-mail domain and the promo outcome', async () => {
    const view = renderRegister('/register?promo=LAUNCH-ABC12');
    submitForm();
    await screen.findByText('Account Created!');
    expectNone('sign_up');
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('Redirecting to dashboard...')).toBeTruthy();
    expectOnce('sign_up', {
      method: 'email',
      user_id: 'user-1',
      email_domain: 'example.co.za',
      registration_source: 'email_form',
      promo_code_used: true,
      promo_credits_received: 5,
    });
    view.unmount();
    await settle();
    expectNone('registration_abandonment');
    expect(JSON.stringify(sink.events)).not.toContain('thandi@');
  });

  it(
    'registration_abandonment when a partly filled form is left (a promo ' + 'code from the link alone is not a start)',
    async () => {
      const untouched = renderRegister('/register?promo=LAUNCH-ABC12');
      untouched.unmount();
      await settle();
      expectNone('registration_abandonment');

      const view = renderRegister();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'thandi@' } });
      view.unmount();
      await settle();
      expectOnce('registration_abandonment', { abandonment_stage: 'form' });
    },
  );

  it('registration_abandonment at the code step when the tab is closed before the code is entered', async () => {
    renderRegister();
    submitForm();
    await screen.findByText('Account Created!');
    window.dispatchEvent(new Event('pagehide'));
    expectOnce('registration_abandonment', { abandonment_stage: 'confirm_code' });
  });

  it(
    'no registration_abandonment when a partly filled form is left for ' +
      'Google sign-up, but one if the redirect failed and the visitor then ' +
      'leaves',
    async () => {
      setAppConfig({ ...config, googleSignIn: true, oauthDomain: 'auth.example.co.za' });
      amplify.signInWithRedirect.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('popup blocked'));
      renderRegister();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'thandi@' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expectNone('registration_abandonment');

      cleanup();
      sink.events.length = 0;
      renderRegister();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'thandi@' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
      await screen.findByRole('alert');
      window.dispatchEvent(new Event('pagehide'));
      expectOnce('registration_abandonment', { abandonment_stage: 'form' });
    },
  );

  it('app_error when the account cannot be created, with the message the user read', async () => {
    amplify.signUp.mockRejectedValue(named('InvalidParameterException'));
    renderRegister();
    submitForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create account. Email may already be in use.',
    );
    expectOnce('app_error', {
      error_type: 'InvalidParameterException',
      error_message: 'Failed to create account. Email may already be in use.',
      component: 'register',
    });
  });

  it('app_error when Google sign-up cannot start', async () => {
    setAppConfig({ ...config, googleSignIn: true, oauthDomain: 'auth.example.co.za' });
    amplify.signInWithRedirect.mockRejectedValue(new Error('popup blocked'));
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign up with Google');
    expectOnce('app_error', {
      error_type: 'Error',
      error_message: 'Failed to sign up with Google',
      component: 'google_button',
    });
  });
});

describe('Google sign-up and the user label', () => {
  function signedIn(createdAt: string, hasPurchased = false) {
    amplify.getCurrentUser.mockResolvedValue({ userId: 'user-g', username: 'user-g' });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { sub: 'user-g', email: 'sipho@gmail.com' } } },
    });
    me.fetchMe.mockResolvedValue({
      userId: 'user-g',
      email: 'sipho@gmail.com',
      displayName: '',
      credits: 10,
      totalProcessed: 0,
      createdAt,
      hasPurchased,
    });
  }

  it('sign_up once when Google brings back an account made just now; the user is labelled free_user', async () => {
    signedIn(new Date().toISOString());
    render(<AuthProvider>child</AuthProvider>);
    await vi.waitFor(() => expect(sink.user).toEqual({ userId: 'user-g', label: 'free_user' }));
    act(() => hub.listener?.({ payload: { event: 'signInWithRedirect' } }));
    act(() => hub.listener?.({ payload: { event: 'signInWithRedirect' } }));
    await vi.waitFor(() => expect(me.fetchMe).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(sink.named('sign_up')).toHaveLength(1));
    expectOnce('sign_up', {
      method: 'google',
      user_id: 'user-g',
      email_domain: 'gmail.com',
      registration_source: 'google_oauth',
    });
  });

  it('no sign_up for a Google sign-in to an older account; a paying user is labelled paying_user', async () => {
    signedIn('2026-01-01T00:00:00.000Z', true);
    render(<AuthProvider>child</AuthProvider>);
    act(() => hub.listener?.({ payload: { event: 'signInWithRedirect' } }));
    await vi.waitFor(() => expect(me.fetchMe).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(sink.user).toEqual({ userId: 'user-g', label: 'paying_user' }));
    expectNone('sign_up');
  });

  it('app_error when the return from Google fails', async () => {
    amplify.getCurrentUser.mockRejectedValue(new Error('no user'));
    render(<AuthProvider>child</AuthProvider>);
    await vi.waitFor(() => expect(hub.listener).toBeDefined());
    act(() =>
      hub.listener?.({
        payload: {
          event: 'signInWithRedirect_failure',
          data: { error: Object.assign(new Error('denied'), { name: 'OAuthError' }) },
        },
      }),
    );
    expectOnce('app_error', {
      error_type: 'OAuthError',
      error_message: 'Failed to sign in with Google',
      component: 'google_sign_in',
    });
  });
});

it('covers every event of spec §3', () => {
  expect([...seen].sort()).toEqual([...ANALYTICS_EVENTS].sort());
});
