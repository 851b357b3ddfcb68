import { conversionsRepo } from '../adapters/conversions-repo';
import { usersRepo } from '../adapters/users-repo';
import { loadEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { ConversionNotActiveError, positiveInt, type DebitResult, type WorkflowState } from '../shared/workflow';

const env = loadEnv(['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE']);
const users = usersRepo(env);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * DebitCredits: takes the credits before converting, once per conversion (ledger `debit#id`).
 * Too low a balance throws InsufficientCreditsError, which the workflow records without retrying.
 */
export async function handler(state: WorkflowState): Promise<DebitResult> {
  const pages = positiveInt(state.check?.pages, 'check.pages');
  const credits = positiveInt(state.check?.credits, 'check.credits');
  const debited = await users.debit(state.userId, state.conversionId, credits, pages);
  const marked = await conversions.transition(state.userId, state.conversionId, {
    from: ['processing'],
    set: { creditsUsed: credits, progress: 40 },
  });
  // The catch path refunds by ledger, so a row that vanished after the debit still gets its credits back.
  if (!marked) throw new ConversionNotActiveError(undefined);
  logger.info('credits debited', { conversionId: state.conversionId, credits, repeated: !debited });
  return { credits, debited };
}
