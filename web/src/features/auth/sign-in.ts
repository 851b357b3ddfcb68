import { signIn } from 'aws-amplify/auth';
import { getAppConfig } from '../../config/app-config';
import { errorName } from './auth-errors';

/** The account exists but its e-mail was never confirmed with the code: the page asks for it. */
export class SignUpNotConfirmedError extends Error {
  override readonly name = 'SignUpNotConfirmedError';
}

/**
 * E-mail/password sign-in with the flow the configuration names: USER_PASSWORD_AUTH against the
 * local Cognito (it has no SRP), USER_SRP_AUTH in AWS.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  try {
    const result = await signIn({
      username: email.trim(),
      password,
      options: { authFlowType: getAppConfig().authFlow },
    });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new SignUpNotConfirmedError('The e-mail address is not confirmed yet');
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A stale session in this browser is not a failure: the caller re-reads it.
    if (errorName(error) === 'UserAlreadyAuthenticatedException') return;
    throw error;
  }
}
