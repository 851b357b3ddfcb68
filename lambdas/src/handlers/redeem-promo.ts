import { PROMO_MESSAGES, promoSuccessMessage, type PromoRedemption } from '@bankcsv/domain';
import { promoRepo } from '../adapters/promo-repo';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';
import { logger } from '../shared/logger';
import { promoBody } from '../shared/promo-body';

const env = functionEnv('redeem-promo');
const users = usersRepo(env);
const promos = promoRepo(env);

/**
 * POST /promo/redeem: adds the code's credits to the caller's account once (one code per account).
 * A refusal is 422 `{ reason, message }` with the product's words for it (400 for the format).
 */
export const handler = apiHandler(
  'redeem-promo',
  { body: promoBody },
  async ({ userId, email, emailVerified, body }) => {
    await users.ensureUser(userId, email, emailVerified);
    const outcome = await promos.redeem(userId, body.code);
    if (!outcome.ok) {
      logger.info('promo refused', { code: outcome.code, reason: outcome.reason });
      return json(outcome.reason === 'format' ? 400 : 422, {
        reason: outcome.reason,
        message: PROMO_MESSAGES[outcome.reason],
      });
    }
    const user = await users.getUser(userId);
    logger.info('promo redeemed', { code: outcome.code, credits: outcome.creditsAdded });
    const answer: PromoRedemption = {
      code: outcome.code,
      creditsAdded: outcome.creditsAdded,
      credits: user?.credits ?? 0,
      message: promoSuccessMessage(outcome.creditsAdded),
    };
    return json(200, answer);
  },
);
