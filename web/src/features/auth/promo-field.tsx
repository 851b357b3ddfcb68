import { PROMO_TEXT, checkPromoInput } from '@bankcsv/domain';
import { TextField } from '../../components/ui/text-field';

interface PromoFieldProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** Optional promo code. Only the format is checked here; codes are redeemed on the server. */
export function PromoField({ value, onChange, disabled }: PromoFieldProps) {
  const check = checkPromoInput(value);
  const state = check.kind === 'format-error' ? 'invalid' : check.kind === 'validate' ? 'format-ok' : 'unknown';
  return (
    <TextField
      id="register-promo"
      className={`promo-field promo-${state}`}
      label="Promo code"
      optional
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={PROMO_TEXT.placeholder}
      value={value}
      disabled={disabled}
      aria-invalid={state === 'invalid'}
      aria-describedby="register-promo-hint"
      onChange={(next) => onChange(next.toUpperCase())}
    >
      {check.kind === 'format-error' ? (
        <p className="promo-message" role="alert">
          {check.message}
        </p>
      ) : null}
      <p id="register-promo-hint" className="field-hint">
        {PROMO_TEXT.hint}
      </p>
    </TextField>
  );
}
