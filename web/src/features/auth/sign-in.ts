import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { getAppConfig } from '../../config/app-config';
import { errorName } from './auth-errors';

/** The account exists but its e-mail was never confirmed with the code: the page asks for it. */
export class SignUpNotConfirmedError extends Error {
  override readonly name = 'SignUpNotConfirmedError';
}

/** The password was right and the account has two-step sign-in on: the page asks for the app's code. */
export class TotpCodeRequiredError extends Error {
  override readonly name = 'TotpCodeRequiredError';
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
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP')
      throw new SignUpNotConfirmedError('The e-mail address is not confirmed yet');
    // Cognito's SOFTWARE_TOKEN_MFA challenge: Amplify keeps its session for confirmSignInWithTotp.
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE')
      throw new TotpCodeRequiredError('The account asks for an authenticator code');
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A stale session in this browser is not a failure: the caller re-reads it.
    if (errorName(error) === 'UserAlreadyAuthenticatedException') return;
    throw error;
  }
}

/**
 * Answers the SOFTWARE_TOKEN_MFA challenge of the sign-in just started with the authenticator's code.
 * A wrong code rejects (CodeMismatchException) and the same challenge may be answered again.
 */
export async function confirmSignInWithTotp(code: string): Promise<void> {
  const result = await confirmSignIn({ challengeResponse: code.replace(/\s/g, '') });
  if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
}
