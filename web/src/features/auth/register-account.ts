import { confirmSignUp, signIn, signUp } from 'aws-amplify/auth';
import { apiRequest } from '../../lib/api-client';
import { rememberRegistration } from '../../lib/auth/initial-balance';
import { getAppConfig } from '../../config/app-config';
import { errorName } from './auth-errors';
import { signInWithPassword } from './sign-in';

export type RegisterOutcome = 'signed-in' | 'needs-confirmation';
export type ConfirmOutcome = 'signed-in' | 'new-code-sent';

// What Cognito answers when the pending sign-up is gone or has another password (cognito-local: InvalidPasswordException).
const NOT_MINE = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * Creates the Cognito user; the pool e-mails a code that proves the address (the free credits follow
 * that proof). An address held by a sign-up nobody confirmed is released first, so a stranger's
 * unfinished sign-up never keeps it from its owner. Calling this again sends a new code.
 */
export async function registerAccount(email: string, password: string): Promise<RegisterOutcome> {
  const username = email.trim();
  const attempt = () => signUp({ username, password, options: { userAttributes: { email: username } } });
  const result = await attempt().catch(async (error: unknown) => {
    if (errorName(error) !== 'UsernameExistsException') throw error;
    await apiRequest('/sign-up/release', { method: 'POST', body: { email: username }, auth: false });
    return attempt();
  });
  rememberRegistration(username);
  if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'needs-confirmation';
  await signInWithPassword(username, password);
  return 'signed-in';
}

/**
 * Confirms the sign-up with the e-mailed code and signs in. The pending sign-up must still open with
 * this password: if someone replaced it meanwhile, theirs is released and a new code sent, so nobody
 * confirms a stranger's account with their own inbox.
 */
export async function confirmAndSignIn(email: string, password: string, code: string): Promise<ConfirmOutcome> {
  const username = email.trim();
  const pending = await signIn({ username, password, options: { authFlowType: getAppConfig().authFlow } }).catch((error: unknown) => {
    const name = errorName(error);
    if (name === 'UserAlreadyAuthenticatedException') return undefined;
    if (NOT_MINE.has(name)) return null;
    throw error;
  });
  if (pending === null) {
    await registerAccount(username, password);
    return 'new-code-sent';
  }
  if (pending?.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    await confirmSignUp({ username, confirmationCode: code.trim() });
    await signInWithPassword(username, password);
  }
  return 'signed-in';
}
