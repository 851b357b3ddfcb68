import { confirmSignUp, signUp } from 'aws-amplify/auth';
import { rememberRegistration } from '../../lib/auth/initial-balance';
import { signInWithPassword } from './sign-in';

export type RegisterOutcome = 'signed-in' | 'needs-confirmation';

/**
 * Creates the Cognito user and signs in. The pool auto-confirms through its PreSignUp trigger;
 * a pool that does not answers with CONFIRM_SIGN_UP and the page asks for the e-mailed code.
 */
export async function registerAccount(email: string, password: string): Promise<RegisterOutcome> {
  const username = email.trim();
  const result = await signUp({ username, password, options: { userAttributes: { email: username } } });
  rememberRegistration(username);
  if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'needs-confirmation';
  await signInWithPassword(username, password);
  return 'signed-in';
}

export async function confirmAndSignIn(email: string, password: string, code: string): Promise<void> {
  const username = email.trim();
  await confirmSignUp({ username, confirmationCode: code.trim() });
  await signInWithPassword(username, password);
}
