import { LIFECYCLE } from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { ConversionNotActiveError, positiveInt, type DebitResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('debit-credits');
const users = usersRepo(env);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * DebitCredits: takes the credits before converting, once per conversion (ledger `debit#id`), in
 * the same transaction that records them on the processing conversion. Too low a balance throws
 * InsufficientCreditsError, which the workflow records without retrying.
 */
export async function handler(state: WorkflowState): Promise<DebitResult> {
  const pages = positiveInt(state.check?.pages, 'check.pages');
  const credits = positiveInt(state.check?.credits, 'check.credits');
  const item = {
    Update: conversions.transitionInput(state.userId, state.conversionId, {
      from: ['processing'],
      set: { creditsUsed: credits, progress: LIFECYCLE.debited.progress },
    }),
  };
  const debited = await users.debit(state.userId, state.conversionId, credits, pages, {
    item,
    alongsideFailed: () => new ConversionNotActiveError(undefined),
  });
  logger.info('credits debited', { conversionId: state.conversionId, credits, repeated: !debited });
  return { credits, debited };
}
