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
  'This address has a sign-up waiting for its code that was started with another password. Use that password, or register again 24 hours after that sign-up.';

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
