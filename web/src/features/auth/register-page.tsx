import { REGISTER_REDIRECT_MS, normalizePromoCode, validateRegister } from '@bankcsv/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { AuthCard } from './auth-card';
import { CONFIRM_CODE_FAILED, GOOGLE_SIGN_UP_FAILED, registerErrorMessage } from './auth-errors';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { RegisterForm, type RegisterFormState } from './register-form';
import { confirmAndSignIn, registerAccount } from './register-account';
import { RegisterSuccess } from './register-success';

type Stage = 'form' | 'confirm' | 'success';

export function RegisterPage() {
  const { user, authReady, credits, reloadUser } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterFormState>(() => ({
    email: '',
    password: '',
    confirmPassword: '',
    promoCode: normalizePromoCode(params.get('promo') ?? params.get('ref') ?? ''),
  }));
  const [stage, setStage] = useState<Stage>('form');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (stage !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.dashboard.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate]);

  if (!authReady) return null;
  if (user && stage === 'form' && !busy) return <Navigate to={paths.dashboard.getHref()} replace />;

  const finish = async () => {
    if (!(await reloadUser())) throw new Error('No session after sign-up');
    setStage('success');
  };

  const submit = async () => {
    const problem = validateRegister(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const outcome = await registerAccount(form.email, form.password);
      if (outcome === 'needs-confirmation') setStage('confirm');
      else await finish();
    } catch (failure) {
      console.error('Registration failed', failure);
      setError(registerErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    setError(null);
    setBusy(true);
    try {
      await confirmAndSignIn(form.email, form.password, code);
      await finish();
    } catch (failure) {
      console.error('Confirmation failed', failure);
      setError(CONFIRM_CODE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'success') {
    return (
      <AuthCard title="Welcome to BankCSV">
        <RegisterSuccess credits={credits} />
      </AuthCard>
    );
  }
  if (stage === 'confirm') {
    return (
      <AuthCard title="Confirm your e-mail">
        <ConfirmSignUpForm email={form.email} busy={busy} error={error} onConfirm={(code) => void confirm(code)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create your account" subtitle="Convert South African bank statements in minutes">
      <RegisterForm form={form} onChange={setForm} onSubmit={() => void submit()} busy={busy} error={error} />
      <GoogleButton label="Sign up with Google" failureMessage={GOOGLE_SIGN_UP_FAILED} onError={setError} disabled={busy} />
      <p className="auth-footer">
        Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
