import {
  PROMO_CHECK_MIN_MS,
  PROMO_CHECKS_EXCEEDED,
  PROMO_CHECKS_OVERALL,
  PROMO_CHECKS_PER_CLIENT,
} from '@bankcsv/domain';
import { promoRepo } from '../adapters/promo-repo';
import { requestLimits } from '../adapters/request-limits';
import { functionEnv } from '../shared/env';
import { json, publicApiHandler, tooManyRequests } from '../shared/http';
import { withMinDuration } from '../shared/min-duration';
import { promoBody } from '../shared/promo-body';

const env = functionEnv('validate-promo');
const promos = promoRepo(env);
const limits = requestLimits(env);

/**
 * POST /promo/validate (no JWT, throttled): whether a code would apply now, and its credits. Redeems
 * nothing; the account's own history (a code already used) is checked only by POST /promo/redeem.
 * Codes must not be guessable here: checks are counted per client address and overall (429 past
 * either), and every answer takes the same look-ups and at least PROMO_CHECK_MIN_MS.
 */
export const handler = publicApiHandler('validate-promo', { body: promoBody }, async ({ body, event }) =>
  withMinDuration(PROMO_CHECK_MIN_MS, async () => {
    const client = event.requestContext.http.sourceIp;
    const allowed =
      (await limits.take(`promo-check#${client}`, PROMO_CHECKS_PER_CLIENT)) &&
      (await limits.take('promo-check#all', PROMO_CHECKS_OVERALL));
    if (!allowed) throw tooManyRequests(PROMO_CHECKS_EXCEEDED);
    return json(200, await promos.validate(body.code));
  }),
);
