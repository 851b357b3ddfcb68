import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { signInCodeErrorMessage, signInExpired } from './auth-errors';
import { confirmSignInWithTotp } from './sign-in';
import { validateTotpCode } from './two-step';
import { useFormAction } from './use-form-action';

interface SignInCodeFormProps {
  /** Runs once the code is accepted and the user is signed in. */
  onSignedIn(): Promise<void>;
  /** Back to the password step: the user cancelled, or the sign-in expired (with the message to show there). */
  onCancel(message?: string): void;
}

const CODE_FIELD = 'sign-in-code';

/** The second step of signing in to an account with two-step sign-in on: the authenticator app's code. */
export function SignInCodeForm({ onSignedIn, onCancel }: SignInCodeFormProps) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useFormAction();

  // The field was disabled while the code was checked; a refused code sends the user back to it.
  useEffect(() => {
    if (error && !busy) document.getElementById(CODE_FIELD)?.focus();
  }, [error, busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      validateTotpCode(code),
      async () => {
        try {
          await confirmSignInWithTotp(code);
        } catch (failure) {
          // Cognito's challenge session is gone: only a new sign-in gets another one.
          if (signInExpired(failure)) {
            console.error('Sign-in code step expired', failure);
            onCancel(signInCodeErrorMessage(failure));
            return;
          }
          setCode('');
          throw failure;
        }
        await onSignedIn();
      },
      { log: 'Sign-in code failed', message: signInCodeErrorMessage },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p id="sign-in-code-help">Enter the 6-digit code from your authenticator app.</p>
      <FormError message={error} />
      <TextField
        id={CODE_FIELD}
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
        value={code}
        disabled={busy}
        onChange={setCode}
        aria-describedby="sign-in-code-help"
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => onCancel()}>
        Cancel
      </button>
    </form>
  );
}
