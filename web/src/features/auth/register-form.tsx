import { PASSWORD_RULE_TEXT, SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { PromoField, type PromoState } from '../promo';
import { PasswordInput } from './password-input';

export interface RegisterFormState {
  email: string;
  password: string;
  confirmPassword: string;
  promoCode: string;
}

interface RegisterFormProps {
  form: RegisterFormState;
  onChange(form: RegisterFormState): void;
  onSubmit(): void;
  busy: boolean;
  error: string | null;
  promo: PromoState;
}

export function RegisterForm({ form, onChange, onSubmit, busy, error, promo }: RegisterFormProps) {
  const set = (field: keyof RegisterFormState) => (value: string) => onChange({ ...form, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <div className="welcome-bonus" role="note">
        <strong>Welcome bonus:</strong> get {SIGNUP_BONUS_CREDITS} free credits when you create your account.
      </div>
      <FormError message={error} />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        disabled={busy}
        onChange={set('email')}
      />
      <PasswordInput
        id="register-password"
        label="Password"
        value={form.password}
        onChange={set('password')}
        autoComplete="new-password"
        disabled={busy}
        hint={PASSWORD_RULE_TEXT}
      />
      <PasswordInput
        id="register-confirm"
        label="Confirm password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        autoComplete="new-password"
        disabled={busy}
      />
      <PromoField value={form.promoCode} onChange={set('promoCode')} state={promo} disabled={busy} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </button>
      <p className="auth-legal">
        By creating an account, you agree to our <Link to={paths.termsOfService.getHref()}>Terms of Service</Link>
        {' and '}
        <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
      </p>
    </form>
  );
}
