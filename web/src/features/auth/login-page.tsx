import { validateLogin } from '@bankcsv/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { AuthCard } from './auth-card';
import { GOOGLE_SIGN_IN_FAILED, LOGIN_FAILED } from './auth-errors';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { PasswordInput } from './password-input';
import { SignInCodeForm } from './sign-in-code-form';
import { SignUpNotConfirmedError, signInWithPassword, TotpCodeRequiredError } from './sign-in';
import { useFormAction } from './use-form-action';

interface PasswordSignInProps {
  email: string;
  onEmail(email: string): void;
  password: string;
  onPassword(password: string): void;
  busy: boolean;
  error: string | null;
  onError(message: string | null): void;
  onSubmit(event: FormEvent): Promise<void>;
}

/** The sign-in form itself: e-mail and password, or Google. */
function PasswordSignIn({ email, onEmail, password, onPassword, busy, error, onError, onSubmit }: PasswordSignInProps) {
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to convert your bank statements">
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormError message={error} />
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          onChange={onEmail}
        />
        <PasswordInput
          id="login-password"
          label="Password"
          value={password}
          onChange={onPassword}
          autoComplete="current-password"
          disabled={busy}
        />
        <Link className="auth-inline-link" to={paths.forgotPassword.getHref()}>
          Forgot your password?
        </Link>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <GoogleButton
        label="Sign in with Google"
        failureMessage={GOOGLE_SIGN_IN_FAILED}
        onError={onError}
        disabled={busy}
      />
      <p className="auth-footer">
        Don&apos;t have an account? <Link to={paths.register.getHref()}>Create an account</Link>
      </p>
    </AuthCard>
  );
}

/** The account's e-mail was never confirmed: the code finishes the sign-up, then signs in. */
function UnconfirmedSignIn({
  email,
  password,
  onSignedIn,
}: {
  email: string;
  password: string;
  onSignedIn(): Promise<void>;
}) {
  return (
    <AuthCard title="Verify your e-mail">
      <ConfirmSignUpForm email={email} password={password} onSignedIn={onSignedIn}>
        <p>
          Your account is not verified yet. Enter the code we e-mailed to <strong>{email.trim()}</strong> when you
          signed up.
        </p>
      </ConfirmSignUpForm>
    </AuthCard>
  );
}

/** Back from the code step (cancelled or expired), the password is typed again: set the ref, and it gets focus. */
function usePasswordFocusAfterCode(codeStep: boolean) {
  const backFromCodeRef = useRef(false);
  useEffect(() => {
    if (codeStep || !backFromCodeRef.current) return;
    backFromCodeRef.current = false;
    document.getElementById('login-password')?.focus();
  }, [codeStep]);
  return backFromCodeRef;
}

/** Signs in with the password; says which step comes next when the account needs one more. */
async function passwordSignIn(email: string, password: string): Promise<'signed-in' | 'code' | 'unconfirmed'> {
  try {
    await signInWithPassword(email, password);
    return 'signed-in';
  } catch (failure) {
    if (failure instanceof TotpCodeRequiredError) return 'code';
    if (failure instanceof SignUpNotConfirmedError) return 'unconfirmed';
    throw failure;
  }
}

export function LoginPage() {
  const { user, authReady, reloadUser } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Set when the account's e-mail was never confirmed: the code finishes the sign-up, then signs in.
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Set when the password was right and the account has two-step sign-in on: the app's code finishes it.
  const [codeStep, setCodeStep] = useState(false);
  const { busy, error, setError, run } = useFormAction();
  const backFromCodeRef = usePasswordFocusAfterCode(codeStep);

  if (!authReady) return null;
  if (user && !busy) return <Navigate to={paths.dashboard.getHref()} replace />;

  const enter = async () => {
    if (!(await reloadUser())) throw new Error('No session after sign-in');
    await navigate(paths.dashboard.getHref());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      validateLogin({ email, password }),
      async () => {
        const next = await passwordSignIn(email, password);
        if (next === 'code') setCodeStep(true);
        else if (next === 'unconfirmed') setUnconfirmed(true);
        else await enter();
      },
      { log: 'Sign-in failed', message: LOGIN_FAILED },
    );
  };

  if (codeStep) {
    const back = (message?: string) => {
      backFromCodeRef.current = true;
      setCodeStep(false);
      setPassword('');
      setError(message ?? null);
    };
    return (
      <AuthCard title="Two-step sign-in" subtitle={`Signing in as ${email.trim()}`}>
        <SignInCodeForm onSignedIn={enter} onCancel={back} />
      </AuthCard>
    );
  }

  if (unconfirmed) return <UnconfirmedSignIn email={email} password={password} onSignedIn={enter} />;

  return (
    <PasswordSignIn
      email={email}
      onEmail={setEmail}
      password={password}
      onPassword={setPassword}
      busy={busy}
      error={error}
      onError={setError}
      onSubmit={submit}
    />
  );
}
