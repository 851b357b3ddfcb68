import { conversionsRepo, expiresAtFrom } from '../adapters/conversions-repo';
import { deleteObject } from '../adapters/storage';
import { usersRepo } from '../adapters/users-repo';
import { loadEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { describeFailure, type WorkflowState } from '../shared/workflow';

const env = loadEnv(['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE', 'UPLOADS_BUCKET']);
const users = usersRepo(env);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * MarkFailed: records the failure with a message fit for the user and deletes the PDF. It also
 * settles the refund through the ledger (a no-op when there was no debit or it was refunded), so
 * a failure between the debit and its bookkeeping can never keep the user's credits.
 */
export async function handler(state: WorkflowState): Promise<{ errorCode: string; refunded: number }> {
  const failure = describeFailure(state.error);
  const refunded = await users.refund(state.userId, state.conversionId);
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
