import { recordFailure } from '../adapters/conversion-failure';
import { conversionsRepo } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { failedOutcome, recordConversionEnd } from '../shared/metrics';
import type { WorkflowState } from '../shared/workflow';

const env = functionEnv('fail-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const slots = inFlightSlots(env);

/**
 * MarkFailed: records the failure with a message fit for the user and deletes the PDF (and whatever the run left
 * in the conversion's folder). Failures
 * after the debit come here through RefundCredits, whose result (`$.refund`) says what went back.
 */
export async function handler(state: WorkflowState): Promise<{ errorCode: string; refunded: number }> {
  const refunded = state.refund?.refunded ?? 0;
  const { errorCode, recorded } = await recordFailure({ slots, outputsBucket: env.OUTPUTS_BUCKET }, state, refunded);
  logger.warn('conversion failed', {
    conversionId: state.conversionId,
    failure: state.error?.Error,
    errorCode,
    refunded,
    recorded,
  });
  if (recorded) {
    // Only the run that ended the row counts it; its timestamps give the duration.
    const row = await conversions.get(state.userId, state.conversionId);
    recordConversionEnd({
      outcome: failedOutcome(errorCode),
      pages: row?.pages ?? state.check?.pages,
      startedAt: row?.processingStarted ?? row?.createdAt,
      endedAt: row?.completedAt ?? new Date().toISOString(),
    });
  }
  return { errorCode, refunded };
}
