import { conversionsRepo, expiresAtFrom } from '../adapters/conversions-repo';
import { deleteObject } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { describeFailure, type WorkflowState } from '../shared/workflow';

const env = functionEnv('fail-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * MarkFailed: records the failure with a message fit for the user and deletes the PDF. Failures
 * after the debit come here through RefundCredits, whose result (`$.refund`) says what went back.
 */
export async function handler(state: WorkflowState): Promise<{ errorCode: string; refunded: number }> {
  const failure = describeFailure(state.error);
  const refunded = state.refund?.refunded ?? 0;
  const now = new Date();
  const recorded = await conversions.transition(state.userId, state.conversionId, {
    from: ['uploading', 'processing'],
    set: {
      status: 'error',
      errorMessage: failure.errorMessage,
      errorCode: failure.errorCode,
      processingTimedOut: failure.processingTimedOut,
      creditsRefunded: refunded > 0,
      completedAt: now.toISOString(),
      expiresAt: expiresAtFrom(now),
    },
    remove: ['passwordCipher'],
  });
  await deleteObject(state.bucket, state.key);
  logger.warn('conversion failed', { conversionId: state.conversionId, failure: state.error?.Error, errorCode: failure.errorCode, refunded, recorded });
  return { errorCode: failure.errorCode, refunded };
}
