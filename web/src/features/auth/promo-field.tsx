import { PROMO_TEXT, checkPromoInput } from '@bankcsv/domain';

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
    <div className={`field promo-field promo-${state}`}>
      <label htmlFor="register-promo">
        Promo code <span className="field-optional">(optional)</span>
      </label>
      <input
        id="register-promo"
        className="field-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={PROMO_TEXT.placeholder}
        value={value}
        disabled={disabled}
        aria-invalid={state === 'invalid'}
        aria-describedby="register-promo-hint"
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
      {check.kind === 'format-error' ? (
        <p className="promo-message" role="alert">
          {check.message}
        </p>
      ) : null}
      <p id="register-promo-hint" className="field-hint">
        {PROMO_TEXT.hint}
      </p>
    </div>
  );
}
