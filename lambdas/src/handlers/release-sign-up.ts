import { VALIDATION_MESSAGES } from '@bankcsv/domain';
import { z } from 'zod';
import { releaseUnconfirmed } from '../adapters/identity';
import { functionEnv } from '../shared/env';
import { noContent, publicApiHandler } from '../shared/http';

const env = functionEnv('release-sign-up');

const body = z.object({
  email: z.string({ error: VALIDATION_MESSAGES.emailRequired }).trim().max(254).email(VALIDATION_MESSAGES.emailInvalid),
});

/**
 * POST /sign-up/release (no token): a sign-up nobody confirmed must not keep an address from its
 * owner. The register page calls this when Cognito says the address is taken, then signs up again.
 * Only an unconfirmed login is removed; the answer is 204 either way, so it tells nobody more than
 * the sign-up itself did.
 */
export const handler = publicApiHandler('release-sign-up', { body }, async ({ body: input }) => {
  await releaseUnconfirmed(env.USER_POOL_ID, input.email);
  return noContent();
});
