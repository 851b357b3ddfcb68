import { PROMO_VALIDATE_DELAY_MS, checkPromoInput, promoAppliedMessage } from '@bankcsv/domain';
import { useEffect, useState } from 'react';
import { validatePromoCode } from './promo-api';

/** Spec §3 "Promo state": unknown, validating (spinner), valid (green, with the credits) or invalid (red, why). */
export interface PromoState {
  status: 'unknown' | 'validating' | 'valid' | 'invalid';
  /** The upper-cased code the state is about ('' while there is none). */
  code: string;
  message: string | null;
  credits: number;
}

export const PROMO_CHECK_UNAVAILABLE =
  'The code could not be checked just now. It will be applied when your account is created, if it is valid.';

const unknown: PromoState = { status: 'unknown', code: '', message: null, credits: 0 };

/**
 * Checks a typed code as the spec says: nothing under 3 characters, the format locally from 6, the
 * server otherwise, once typing pauses. A code the server could not be asked about stays unknown
 * (with a note), so it is still tried after sign-up.
 */
export function usePromoValidation(input: string): PromoState {
  const check = checkPromoInput(input);
  const code = check.kind === 'ignore' ? '' : check.code;
  const [answer, setAnswer] = useState<PromoState | null>(null);

  useEffect(() => {
    if (check.kind !== 'validate') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validatePromoCode(code, controller.signal).then(
        (result) =>
          setAnswer(
            result.valid
              ? {
                  status: 'valid',
                  code,
                  message: promoAppliedMessage(result.code, result.creditsAdded),
                  credits: result.creditsAdded,
                }
              : { status: 'invalid', code, message: result.message, credits: 0 },
          ),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Promo code check failed', error);
          setAnswer({ status: 'unknown', code, message: PROMO_CHECK_UNAVAILABLE, credits: 0 });
        },
      );
    }, PROMO_VALIDATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [check.kind, code]);

  if (check.kind === 'ignore') return unknown;
  if (check.kind === 'format-error') return { status: 'invalid', code, message: check.message, credits: 0 };
  return answer?.code === code ? answer : { status: 'validating', code, message: null, credits: 0 };
}

/**
 * The state from the local check alone (the format from 6 characters), for a form that asks the server only on submit.
 */
export function localPromoState(input: string): PromoState {
  const check = checkPromoInput(input);
  if (check.kind === 'ignore') return unknown;
  if (check.kind === 'format-error') return { status: 'invalid', code: check.code, message: check.message, credits: 0 };
  return { status: 'unknown', code: check.code, message: null, credits: 0 };
}

/** Whether to redeem the code once the account exists: any code not already refused (the server decides). */
export function shouldRedeem(state: PromoState): boolean {
  return state.code !== '' && state.status !== 'invalid';
}
