import { ACCOUNT_NUMBER_MESSAGES, parseAccountNumber, type AccountNumberNeed } from '@bankcsv/domain';
import { useId, useState, type FormEvent } from 'react';
import { GENERIC_ERROR } from '../../../lib/api-client';
import type { Conversion } from '../../../lib/conversions';
import { setAccountNumber } from '../conversions-api';

interface AccountNumberFieldProps {
  conversion: Conversion;
  need: AccountNumberNeed;
  onUpdated(conversion: Conversion): void;
  /** Correcting the number already given: the field starts with it. */
  correcting?: boolean;
}

/**
 * Asks for the number of an account the statement prints none for: OFX and QBO are made with it (never with
 * zeros). It starts with the number given on this account's last statement, for the user to confirm.
 */
export function AccountNumberField({ conversion, need, onUpdated, correcting }: AccountNumberFieldProps) {
  const id = useId();
  const [value, setValue] = useState((correcting ? need.given : need.remembered) ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const several = (conversion.accountsLast4?.length ?? 0) > 1;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = parseAccountNumber(value.trim());
    if (!digits) return setError(ACCOUNT_NUMBER_MESSAGES.invalid);
    setError(undefined);
    setSaving(true);
    try {
      onUpdated(await setAccountNumber(conversion.conversionId, digits, need.section));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : GENERIC_ERROR);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="account-number" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{several ? `Account number (account ${need.section + 1})` : 'Account number'}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn-secondary btn-small" disabled={saving}>
        {saving ? 'Saving...' : 'Use for OFX and QBO'}
      </button>
      <p id={`${id}-hint`} className="account-number-hint">
        {correcting
          ? 'OFX and QBO are made with this number: correct it and both are made again.'
          : need.remembered
            ? 'The number you gave for this account last time: check it and use it, or change it.'
            : 'The statement does not print it: 6 to 16 digits, as your bank gives it.'}
      </p>
      {error ? (
        <p id={`${id}-error`} className="row-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
