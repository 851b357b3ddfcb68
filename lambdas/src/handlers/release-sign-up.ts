import { RELEASES_EXCEEDED, RELEASES_PER_CLIENT, SIGN_UP_WAITING_FOR_CODE, VALIDATION_MESSAGES } from '@bankcsv/domain';
import { z } from 'zod';
import { releaseUnconfirmed } from '../adapters/identity';
import { requestLimits } from '../adapters/request-limits';
import { functionEnv } from '../shared/env';
import { conflict, noContent, publicApiHandler, tooManyRequests } from '../shared/http';

const env = functionEnv('release-sign-up');
const limits = requestLimits(env);

const body = z.object({
  email: z.string({ error: VALIDATION_MESSAGES.emailRequired }).trim().max(254).email(VALIDATION_MESSAGES.emailInvalid),
});

/**
 * POST /sign-up/release (no token): a sign-up nobody confirmed must not keep an address from its
 * owner. The register page calls this when Cognito says the address is taken, then signs up again.
 * Only an unconfirmed login older than its code's validity is removed, so calling this cannot undo
 * a sign-up its owner is confirming: 409 says one is still waiting for its code (the sign-up itself
 * said the address is taken), 204 covers everything else. Counted per client address.
 */
export const handler = publicApiHandler('release-sign-up', { body }, async ({ body: input, event }) => {
  if (!(await limits.take(`release#${event.requestContext.http.sourceIp}`, RELEASES_PER_CLIENT)))
    throw tooManyRequests(RELEASES_EXCEEDED);
  if ((await releaseUnconfirmed(env.USER_POOL_ID, input.email)) === 'waiting-for-code')
    throw conflict(SIGN_UP_WAITING_FOR_CODE);
  return noContent();
});
