import { recordFailure } from '../adapters/conversion-failure';
import { conversionsRepo } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import type { WorkflowState } from '../shared/workflow';

const env = functionEnv('fail-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * MarkFailed: records the failure with a message fit for the user and deletes the PDF. Failures
 * after the debit come here through RefundCredits, whose result (`$.refund`) says what went back.
 */
export async function handler(state: WorkflowState): Promise<{ errorCode: string; refunded: number }> {
  const refunded = state.refund?.refunded ?? 0;
  const { errorCode, recorded } = await recordFailure(conversions, state, refunded);
  logger.warn('conversion failed', { conversionId: state.conversionId, failure: state.error?.Error, errorCode, refunded, recorded });
  return { errorCode, refunded };
}
