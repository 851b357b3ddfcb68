import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { recordRefund } from '../shared/metrics';
import type { RefundResult, WorkflowState } from '../shared/workflow';

const env = functionEnv('refund-credits');
const users = usersRepo(env);

/**
 * RefundCredits: a conversion that failed after its debit gets exactly the debited credits back,
 * once (ledger `refund#id`), however often this runs.
 */
export async function handler(state: WorkflowState): Promise<RefundResult> {
  const refunded = await users.refund(state.userId, state.conversionId, env.CONVERSIONS_TABLE);
  logger.info('credits refunded', { conversionId: state.conversionId, refunded, failure: state.error?.Error });
  // A retried step finds the refund already made and returns the same figure: counted again, rarely.
  recordRefund(refunded);
  return { refunded };
}
