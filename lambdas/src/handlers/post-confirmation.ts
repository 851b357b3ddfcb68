import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { errorFields, logger } from '../shared/logger';

const env = functionEnv('post-confirmation');
const users = usersRepo(env);

/**
 * Cognito PostConfirmation: the address was just proven with the e-mailed code, so the account gets
 * its sign-up bonus, once, unless an earlier account of the same address had it. A password reset fires this trigger
 * too and grants nothing; so does a
 * confirmation whose e-mail Cognito marks unverified (an operator's AdminConfirmSignUp).
 * A failed grant is logged, not thrown: the user is confirmed either way, and the first API call
 * with a verified token grants it (users-repo `ensureUser`).
 */
export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { sub, email, email_verified: verified } = event.request.userAttributes;
  // Cognito sets 'true' on ConfirmSignUp (cognito-local sets nothing): only an explicit 'false' refuses.
  if (!sub || verified === 'false') return event;
  try {
    await users.grantSignupBonus(sub, email);
  } catch (error) {
    logger.error('sign-up bonus not granted', { userId: sub, ...errorFields(error) });
  }
  return event;
}
