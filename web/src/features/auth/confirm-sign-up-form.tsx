import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { confirmErrorMessage, registerErrorMessage } from './auth-errors';
import { confirmAndSignIn, registerAccount } from './register-account';
import { useFormAction } from './use-form-action';

interface ConfirmSignUpFormProps {
  email: string;
  password: string;
  /** What happened and what to do next, shown above the code field. */
  children: ReactNode;
  /** Runs once the code is accepted and the user is signed in. */
  onSignedIn(): Promise<void>;
}

/**
 * The code Cognito e-mailed to prove the address: the account and its free credits wait for it.
 * A new code comes from signing up again (registerAccount).
 */
export function ConfirmSignUpForm({ email, password, children, onSignedIn }: ConfirmSignUpFormProps) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, run } = useFormAction();
  const newCodeSent = `We sent a new code to ${email.trim()}. Enter the newest one.`;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setNotice(null);
    void run(
      null,
      async () => {
        if ((await confirmAndSignIn(email, password, code)) === 'new-code-sent') setNotice(newCodeSent);
        else await onSignedIn();
      },
      { log: 'Confirmation failed', message: confirmErrorMessage },
    );
  };
  const sendNewCode = () => {
    setNotice(null);
    void run(
      null,
      async () => {
        await registerAccount(email, password);
        setNotice(newCodeSent);
      },
      { log: 'New code failed', message: registerErrorMessage },
    );
  };

  return (
    <form className="auth-form" onSubmit={confirm} noValidate>
      {children}
      <FormError message={error} />
      {notice ? (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        id="register-code"
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        disabled={busy}
        onChange={setCode}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !code.trim()}>
        {busy ? 'Confirming...' : 'Confirm account'}
      </button>
      <p className="auth-hint">
        No e-mail? Check your spam folder, or{' '}
        <button type="button" className="btn-link" disabled={busy} onClick={sendNewCode}>
          send a new code
        </button>
        .
      </p>
    </form>
  );
}
