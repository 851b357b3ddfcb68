import { PROMO_MAX_INPUT_LENGTH, PROMO_MESSAGES } from '@bankcsv/domain';
import { z } from 'zod';

/** `{ code }` of both promo routes: any text up to 64 characters (the repo checks its format). */
export const promoBody = z.object({
  code: z.string({ error: PROMO_MESSAGES.invalid }).max(PROMO_MAX_INPUT_LENGTH, { error: PROMO_MESSAGES.invalid }),
});
