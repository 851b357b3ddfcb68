import { IN_FLIGHT_STATUSES, LIFECYCLE } from '@bankcsv/domain';
import { describeFailure, type WorkflowState } from '../shared/workflow';
import { expiresAtFrom } from './conversions-repo';
import type { InFlightSlots } from './in-flight-slots';
import { deleteObject } from './storage';

/**
 * The end of the failure branch (MarkFailed): the row becomes error with a message fit for the user
 * and gives back its in-flight place, unless it already ended (a completed conversion is never
 * turned into an error), and the PDF goes.
 */
export async function recordFailure(
  slots: InFlightSlots,
  state: Pick<WorkflowState, 'userId' | 'conversionId' | 'bucket' | 'key' | 'error'>,
  refunded: number,
): Promise<{ errorCode: string; recorded: boolean }> {
  const failure = describeFailure(state.error);
  const now = new Date();
  const recorded = await slots.end(state.userId, state.conversionId, {
    from: [...IN_FLIGHT_STATUSES],
    set: {
      status: LIFECYCLE.failed.status,
      errorMessage: failure.errorMessage,
      errorCode: failure.errorCode,
      processingTimedOut: failure.processingTimedOut,
      creditsRefunded: refunded > 0,
      completedAt: now.toISOString(),
      expiresAt: expiresAtFrom(now),
    },
    remove: ['passwordCipher'],
  });
  if (state.key) await deleteObject(state.bucket, state.key);
  return { errorCode: failure.errorCode, recorded };
}
