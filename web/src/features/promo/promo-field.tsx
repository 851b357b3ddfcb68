import { PROMO_TEXT } from '@bankcsv/domain';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import type { PromoState } from './use-promo-validation';
import './promo.css';

interface PromoFieldProps {
  value: string;
  onChange(value: string): void;
  /** What the server (or the local format check) says about the code, from `usePromoValidation`. */
  state: PromoState;
  disabled?: boolean;
  id?: string;
  label?: string;
}

/** Optional promo code, upper-cased as typed, with its state under it: checking, applied, or why not. */
export function PromoField({
  value,
  onChange,
  state,
  disabled,
  id = 'register-promo',
  label = 'Promo code',
}: PromoFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <TextField
      id={id}
      className={`promo-field promo-${state.status}`}
      label={label}
      optional
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={PROMO_TEXT.placeholder}
      value={value}
      disabled={disabled}
      aria-invalid={state.status === 'invalid'}
      aria-describedby={hintId}
      onChange={(next) => onChange(next.toUpperCase())}
    >
      {state.status === 'validating' ? (
        <p className="promo-message promo-message-checking">
          <Spinner label="Checking promo code" /> Checking code...
        </p>
      ) : null}
      {state.status === 'valid' ? (
        <p className="promo-message promo-message-valid" role="status">
          {state.message}
        </p>
      ) : null}
      {state.status === 'invalid' ? (
        <p className="promo-message" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'unknown' && state.message ? (
        <p className="promo-message promo-message-note">{state.message}</p>
      ) : null}
      <p id={hintId} className="field-hint">
        {PROMO_TEXT.hint}
      </p>
    </TextField>
  );
}
