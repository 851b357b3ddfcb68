import { PASSWORD_RULE_TEXT, validateNewPassword } from '@bankcsv/domain';
import { confirmResetPassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { confirmResetErrorMessage } from './auth-errors';
import { PasswordInput } from './password-input';

/** Cognito e-mails a code: this finishes the reset with that code and the new password. */
export function ResetPasswordForm({ email, initialCode }: { email: string; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword({ code, password, email });
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword: password });
      setDone(true);
    } catch (failure) {
      console.error('Password reset confirmation failed', failure);
      setError(confirmResetErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="notice notice-success" role="status">
        Your password has been changed. <Link to={paths.login.getHref()}>Sign in</Link> with your new password.
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={error} />
      <TextField
        id="reset-code"
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        disabled={busy}
        onChange={setCode}
      />
      <PasswordInput
        id="reset-password"
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        disabled={busy}
        hint={PASSWORD_RULE_TEXT}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
