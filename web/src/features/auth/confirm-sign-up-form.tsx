import { useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';

interface ConfirmSignUpFormProps {
  email: string;
  busy: boolean;
  error: string | null;
  onConfirm(code: string): void;
}

/** Only for a user pool that does not auto-confirm: the code Cognito e-mailed. */
export function ConfirmSignUpForm({ email, busy, error, onConfirm }: ConfirmSignUpFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onConfirm(code);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>
        We sent a confirmation code to <strong>{email}</strong>. Enter it to finish creating your account.
      </p>
      <FormError message={error} />
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
    </form>
  );
}
