import { CHARGED_ERROR_CODES, errorCodeForName } from '@bankcsv/domain';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { recordRefund } from '../shared/metrics';
import type { RefundResult, WorkflowState } from '../shared/workflow';

const env = functionEnv('refund-credits');
const users = usersRepo(env);

/**
 * RefundCredits: a conversion that failed after its debit gets exactly the debited credits back,
 * once (ledger `refund#id`), however often this runs; a failure that is not technical (CHARGED_ERROR_CODES) gets none.
 */
export async function handler(state: WorkflowState): Promise<RefundResult> {
  // A statement read correctly that has nothing to convert is not a technical failure: its credits stay spent.
  const code = errorCodeForName(state.error?.Error ?? '');
  if (code && CHARGED_ERROR_CODES.includes(code)) {
    logger.info('credits kept: not a technical failure', {
      conversionId: state.conversionId,
      failure: state.error?.Error,
    });
    return { refunded: 0 };
  }
  const refunded = await users.refund(state.userId, state.conversionId, env.CONVERSIONS_TABLE);
  logger.info('credits refunded', { conversionId: state.conversionId, refunded, failure: state.error?.Error });
  // A retried step finds the refund already made and returns the same figure: counted again, rarely.
  recordRefund(refunded);
  return { refunded };
}
