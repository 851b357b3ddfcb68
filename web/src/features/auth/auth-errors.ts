import { ApiError } from '../../lib/api-client';

/** Cognito reports failures by exception name; the pages show the product's own wording. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

export const LOGIN_FAILED = 'Failed to log in. Please check your credentials.';
export const REGISTER_FAILED = 'Failed to create account. Email may already be in use.';
export const GOOGLE_SIGN_IN_FAILED = 'Failed to sign in with Google';
export const GOOGLE_SIGN_UP_FAILED = 'Failed to sign up with Google';
export const CONFIRM_CODE_FAILED = 'That code did not work. Please check it and try again.';
export const SIGN_UP_HELD =
  'This address has a sign-up waiting for its code that was started with ' +
  'another password. Use that password, or register again 24 hours after ' +
  'that sign-up.';

/** Why signing up again could not go on, in words for the user, or undefined. */
function signUpAgainRefusal(error: unknown): string | undefined {
  if (errorName(error) === 'SignUpHeldError') return SIGN_UP_HELD;
  // The release route's own words when one network tries too often.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return undefined;
}

export function registerErrorMessage(error: unknown): string {
  // The form checks the pool's own policy first; Cognito's compromised-credentials check can still refuse one.
  if (errorName(error) === 'InvalidPasswordException' && error instanceof Error) return error.message;
  return signUpAgainRefusal(error) ?? REGISTER_FAILED;
}

export function confirmErrorMessage(error: unknown): string {
  return signUpAgainRefusal(error) ?? CONFIRM_CODE_FAILED;
}

export function resetErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'UserNotFoundException':
      return 'No account found with this email address';
    case 'InvalidParameterException':
      return 'Invalid email address';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'Too many reset attempts. Please try again later';
    default:
      return 'Failed to send reset email. Please try again';
  }
}

export const TOTP_CODE_FORMAT = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_CODE_WRONG =
  'That code did not work. Enter the newest 6-digit code from your ' +
  'authenticator app, and check that the time on your phone is right.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again with your password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const SESSION_EXPIRED = 'Your session has expired. Please log out and sign in again.';
export const TWO_STEP_FAILED = 'Could not change two-step sign-in. Please try again.';

const THROTTLED = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);
// A wrong authenticator code: AWS answers VerifySoftwareToken's with EnableSoftwareTokenMFAException, the rest with
// CodeMismatchException.
const WRONG_CODE = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/**
 * The sign-in's challenge session is gone (Cognito's lasts 3 minutes; Amplify drops its copy on reload): start again.
 */
export function signInExpired(error: unknown): boolean {
  // NotAuthorizedException: "Invalid session for the user, session is expired." (also after too many wrong codes).
  return ['NotAuthorizedException', 'ExpiredCodeException', 'SignInException'].includes(errorName(error));
}

/** The code step of sign-in: what the user reads when the authenticator code is refused. */
export function signInCodeErrorMessage(error: unknown): string {
  const name = errorName(error);
  if (WRONG_CODE.has(name)) return TOTP_CODE_WRONG;
  if (THROTTLED.has(name)) return TOO_MANY_ATTEMPTS;
  if (signInExpired(error)) return SIGN_IN_EXPIRED;
  return LOGIN_FAILED;
}

/** Turning two-step sign-in on or off in the account settings. */
export function twoStepErrorMessage(error: unknown): string {
  const name = errorName(error);
  if (WRONG_CODE.has(name)) return TOTP_CODE_WRONG;
  if (THROTTLED.has(name)) return TOO_MANY_ATTEMPTS;
  // Tokens Cognito no longer accepts, or none left in this browser.
  if (name === 'NotAuthorizedException' || name === 'UserUnAuthenticatedException') return SESSION_EXPIRED;
  return TWO_STEP_FAILED;
}

export function confirmResetErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
      return 'The reset code is invalid or has expired. Please request a new one.';
    case 'InvalidPasswordException':
      return error instanceof Error ? error.message : 'Please choose a stronger password.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'Too many reset attempts. Please try again later';
    default:
      return 'Failed to reset your password. Please try again';
  }
}
