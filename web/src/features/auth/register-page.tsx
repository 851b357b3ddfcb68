import { REGISTER_REDIRECT_MS, normalizePromoCode, validateRegister } from '@bankcsv/domain';
import { useEffect, useState } from 'react';
import { trackSignUp } from '../../lib/analytics/sign-up';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { clearPendingPromo, redeemPromoCode, savePendingPromo, shouldRedeem, usePromoValidation } from '../promo';
import { AuthCard } from './auth-card';
import { GOOGLE_SIGN_UP_FAILED } from './auth-errors';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { registerFailureMessage, useRegistrationAbandonment } from './register-events';
import { RegisterForm, type RegisterFormState } from './register-form';
import { registerAccount } from './register-account';
import { RegisterCreated, RegisterSuccess } from './register-success';
import { useFormAction } from './use-form-action';

type Stage = 'form' | 'confirm' | 'success';

type PromoState = ReturnType<typeof usePromoValidation>;

/** The form, with the promo code of the link that brought the visitor (`?promo=` or `?ref=`). */
function useRegisterForm() {
  const [params] = useSearchParams();
  return useState<RegisterFormState>(() => ({
    email: '',
    password: '',
    confirmPassword: '',
    promoCode: normalizePromoCode(params.get('promo') ?? params.get('ref') ?? ''),
  }));
}

function WelcomeCard(props: Parameters<typeof RegisterSuccess>[0]) {
  return (
    <AuthCard title="Welcome to BankCSV">
      <RegisterSuccess {...props} />
    </AuthCard>
  );
}

/** Once signed up, the dashboard after a moment. */
function useDashboardAfterSuccess(stage: Stage) {
  const navigate = useNavigate();
  useEffect(() => {
    if (stage !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.dashboard.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate]);
}

function useSignupPromo(promo: PromoState, refreshCredits: () => Promise<unknown>) {
  const [promoResult, setPromoResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The code is redeemed once the account exists and is signed in; failing that, the dashboard
  // redeems it when this account next arrives there (pending-promo.ts).
  // Answers the credits the code added (0 when none was redeemed).
  const redeemPromo = async (): Promise<number> => {
    if (!shouldRedeem(promo)) return 0;
    try {
      const result = await redeemPromoCode(promo.code);
      clearPendingPromo();
      setPromoResult(result.ok ? { ok: true, message: result.message } : result);
      await refreshCredits();
      return result.ok ? result.creditsAdded : 0;
    } catch (failure) {
      console.error('Promo code redemption failed', failure);
      return 0;
    }
  };
  return { promoResult, redeemPromo };
}

interface RegisterFormCardProps {
  form: RegisterFormState;
  onChange(form: RegisterFormState): void;
  onSubmit(): void;
  busy: boolean;
  error: string | null;
  onError(message: string | null): void;
  promo: PromoState;
  leavingForGoogle(leaving: boolean): void;
}

/** The sign-up form, or Google. */
function RegisterFormCard({
  form,
  onChange,
  onSubmit,
  busy,
  error,
  onError,
  promo,
  leavingForGoogle,
}: RegisterFormCardProps) {
  return (
    <AuthCard title="Create your account" subtitle="Convert South African bank statements in minutes">
      <RegisterForm form={form} onChange={onChange} onSubmit={onSubmit} busy={busy} error={error} promo={promo} />
      <GoogleButton
        label="Sign up with Google"
        failureMessage={GOOGLE_SIGN_UP_FAILED}
        onError={(message) => {
          leavingForGoogle(false);
          onError(message);
        }}
        disabled={busy}
        onStart={() => {
          leavingForGoogle(true);
          if (shouldRedeem(promo)) savePendingPromo(promo.code, undefined);
        }}
      />
      <p className="auth-footer">
        Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export function RegisterPage() {
  const { user, authReady, credits, reloadUser, refreshCredits } = useAuth();
  const [form, setForm] = useRegisterForm();
  const [stage, setStage] = useState<Stage>('form');
  const { busy, error, setError, run } = useFormAction();
  const promo = usePromoValidation(form.promoCode);
  const { promoResult, redeemPromo } = useSignupPromo(promo, refreshCredits);
  const leavingForGoogle = useRegistrationAbandonment(form, stage);

  useDashboardAfterSuccess(stage);

  if (!authReady) return null;
  if (user && stage === 'form' && !busy) return <Navigate to={paths.dashboard.getHref()} replace />;

  const finish = async () => {
    const account = await reloadUser();
    if (!account) throw new Error('No session after sign-up');
    const promoCredits = await redeemPromo();
    trackSignUp({
      method: 'email',
      userId: account.userId,
      email: account.email,
      promo: { used: shouldRedeem(promo), creditsReceived: promoCredits },
    });
    setStage('success');
  };

  const submit = async () => {
    await run(
      validateRegister(form),
      async () => {
        const outcome = await registerAccount(form.email, form.password);
        // Kept only once the sign-up exists, so an address already taken never collects it later.
        if (shouldRedeem(promo)) savePendingPromo(promo.code, form.email);
        if (outcome === 'needs-confirmation') setStage('confirm');
        else await finish();
      },
      { log: 'Registration failed', message: registerFailureMessage },
    );
  };

  if (stage === 'success')
    return <WelcomeCard credits={credits} signupBonusUsedBefore={user?.signupBonusUsedBefore} promo={promoResult} />;
  if (stage === 'confirm') {
    return (
      <AuthCard title="Verify your e-mail">
        <ConfirmSignUpForm email={form.email} password={form.password} onSignedIn={finish}>
          <RegisterCreated email={form.email.trim()} />
        </ConfirmSignUpForm>
      </AuthCard>
    );
  }
  return (
    <RegisterFormCard
      form={form}
      onChange={setForm}
      onSubmit={() => void submit()}
      busy={busy}
      error={error}
      onError={setError}
      promo={promo}
      leavingForGoogle={leavingForGoogle}
    />
  );
}
