import { useCallback, useRef } from 'react';
import { reportAppError } from '../../lib/analytics/report-errors';
import { track } from '../../lib/analytics/track';
import { useAbandonment } from '../../lib/analytics/use-abandonment';
import { registerErrorMessage } from './auth-errors';
import type { RegisterFormState } from './register-form';

/**
 * registration_abandonment when the visitor leaves a partly filled form (a promo code from the link
 * alone does not count) or the e-mailed code still unentered. Leaving for Google's sign-in is not
 * abandoning: the returned function marks that departure (and, with false, a redirect that failed).
 */
export function useRegistrationAbandonment(
  form: RegisterFormState,
  stage: 'form' | 'confirm' | 'success',
): (leavingForGoogle: boolean) => void {
  const google = useRef(false);
  const typed = form.email !== '' || form.password !== '' || form.confirmPassword !== '';
  const active = stage === 'confirm' || (stage === 'form' && typed);
  useAbandonment(active, () => {
    if (google.current) return;
    track('registration_abandonment', { abandonment_stage: stage === 'confirm' ? 'confirm_code' : 'form' });
  });
  return useCallback((leaving: boolean) => {
    google.current = leaving;
  }, []);
}

/** The register form's failure message; the failure is also an app_error (spec §8). */
export function registerFailureMessage(error: unknown): string {
  const message = registerErrorMessage(error);
  reportAppError('register', error, message);
  return message;
}
