import { confirmSignUp, resendSignUpCode, signIn, signUp } from 'aws-amplify/auth';
import { ApiError, apiRequest } from '../../lib/api-client';
import { rememberRegistration } from '../../lib/auth/initial-balance';
import { getAppConfig } from '../../config/app-config';
import { errorName, SIGN_UP_HELD } from './auth-errors';
import { signInWithPassword } from './sign-in';

export type RegisterOutcome = 'signed-in' | 'needs-confirmation';
export type ConfirmOutcome = 'signed-in' | 'new-code-sent';

/** The address's pending sign-up was started with another password and its code is still valid. */
export class SignUpHeldError extends Error {
  override readonly name = 'SignUpHeldError';
  constructor() {
    super(SIGN_UP_HELD);
  }
}

// What Cognito answers when the pending sign-up is gone or has another password (cognito-local:
// InvalidPasswordException).
const NOT_MINE = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * Asks the server to release an unconfirmed sign-up of the address: true when the address may be
 * signed up again, false while a sign-up is still waiting for its code (only its code confirms it).
 */
async function releaseSignUp(username: string): Promise<boolean> {
  try {
    await apiRequest('/sign-up/release', { method: 'POST', body: { email: username }, auth: false });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

/**
 * Creates the Cognito user; the pool e-mails a code that proves the address (the free credits follow
 * that proof). An address held by a sign-up nobody confirmed in time is released first, so an
 * abandoned sign-up never keeps it from its owner; one still waiting for its code gets a new code
 * instead (to the address's inbox, whoever started it). Calling this again sends a new code.
 */
export async function registerAccount(email: string, password: string): Promise<RegisterOutcome> {
  const username = email.trim();
  const attempt = () => signUp({ username, password, options: { userAttributes: { email: username } } });
  const result = await attempt().catch(async (error: unknown) => {
    if (errorName(error) !== 'UsernameExistsException') throw error;
    if (await releaseSignUp(username)) return attempt();
    await resendSignUpCode({ username });
    return null;
  });
  rememberRegistration(username);
  if (!result || result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'needs-confirmation';
  await signInWithPassword(username, password);
  return 'signed-in';
}

/**
 * Confirms the sign-up with the e-mailed code and signs in. The pending sign-up must still open with
 * this password, so nobody confirms a stranger's account with their own inbox: if it does not, an
 * abandoned one is released and a new code sent; one still waiting for its code is left alone
 * (SignUpHeldError).
 */
export async function confirmAndSignIn(email: string, password: string, code: string): Promise<ConfirmOutcome> {
  const username = email.trim();
  const pending = await signIn({ username, password, options: { authFlowType: getAppConfig().authFlow } }).catch(
    (error: unknown) => {
      const name = errorName(error);
      if (name === 'UserAlreadyAuthenticatedException') return undefined;
      if (NOT_MINE.has(name)) return null;
      throw error;
    },
  );
  if (pending === null) {
    if (!(await releaseSignUp(username))) throw new SignUpHeldError();
    await registerAccount(username, password);
    return 'new-code-sent';
  }
  if (pending?.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    await confirmSignUp({ username, confirmationCode: code.trim() });
    await signInWithPassword(username, password);
  }
  return 'signed-in';
}
