import { signIn } from 'aws-amplify/auth';
import { getAppConfig } from '../../config/app-config';
import { errorName } from './auth-errors';

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
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A stale session in this browser is not a failure: the caller re-reads it.
    if (errorName(error) === 'UserAlreadyAuthenticatedException') return;
    throw error;
  }
}
