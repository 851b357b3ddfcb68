import { validateForgotPassword } from '@bankcsv/domain';
import { resetPassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';
import { resetErrorMessage } from './auth-errors';
import { ResetPasswordForm } from './reset-password-form';
import { useFormAction } from './use-form-action';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const { busy, error, run } = useFormAction();
  // A reset link that carries the code skips straight to choosing a new password.
  const [sent, setSent] = useState(Boolean(params.get('code') && params.get('email')));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      validateForgotPassword(email),
      async () => {
        await resetPassword({ username: email.trim() });
        setSent(true);
      },
      { log: 'Password reset failed', message: resetErrorMessage },
    );
  };

  return (
    <AuthCard title="Reset your password" subtitle="Enter your e-mail and we will send you reset instructions">
      {sent ? (
        <div className="auth-form">
          <div className="notice notice-success" role="status">
            Check your inbox for password reset instructions
          </div>
          <div className="whats-next">
            <h2>What&apos;s next?</h2>
            <ol>
              <li>Check your inbox (and your spam folder) for the message from BankCSV.</li>
              <li>Click the link or copy the reset code from the message.</li>
              <li>Enter a new password below.</li>
              <li>Return to login and sign in with your new password.</li>
            </ol>
          </div>
          <ResetPasswordForm email={email.trim()} initialCode={params.get('code') ?? ''} />
        </div>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <FormError message={error} />
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            disabled={busy}
            onChange={setEmail}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      <p className="auth-footer">
        <Link to={paths.login.getHref()}>Back to login</Link>
      </p>
    </AuthCard>
  );
}
