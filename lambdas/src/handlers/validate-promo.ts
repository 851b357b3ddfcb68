import { promoRepo } from '../adapters/promo-repo';
import { functionEnv } from '../shared/env';
import { json, publicApiHandler } from '../shared/http';
import { promoBody } from '../shared/promo-body';

const env = functionEnv('validate-promo');
const promos = promoRepo(env);

/**
 * POST /promo/validate (no JWT, throttled): whether a code would apply now, and its credits. Redeems
 * nothing; the account's own history (a code already used) is checked only by POST /promo/redeem.
 */
export const handler = publicApiHandler('validate-promo', { body: promoBody }, async ({ body }) => json(200, await promos.validate(body.code)));
