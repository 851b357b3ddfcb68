import { IN_FLIGHT_STATUSES, LIFECYCLE } from '@bankcsv/domain';
import { describeFailure, type WorkflowState } from '../shared/workflow';
import { expiresAtFrom } from './conversions-repo';
import { removeConversionFiles } from './conversion-removal';
import type { InFlightSlots } from './in-flight-slots';
import { deleteObject } from './storage';

/**
 * The end of the failure branch (MarkFailed): the row becomes error with a message fit for the user
 * and gives back its in-flight place, unless it already ended (a completed conversion is never
 * turned into an error, nor loses its files), and the PDF goes. The run that ends the row also deletes
 * what it left in the conversion's folder: a scan's pages read and line images, outputs written before it failed.
 */
export async function recordFailure(
  deps: { slots: InFlightSlots; outputsBucket: string },
  state: Pick<WorkflowState, 'userId' | 'conversionId' | 'bucket' | 'key' | 'error'>,
  refunded: number,
): Promise<{ errorCode: string; recorded: boolean }> {
  const failure = describeFailure(state.error);
  const now = new Date();
  const recorded = await deps.slots.end(state.userId, state.conversionId, {
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
  if (recorded) await removeConversionFiles(deps.outputsBucket, state.userId, state.conversionId);
  if (state.key) await deleteObject(state.bucket, state.key);
  return { errorCode: failure.errorCode, recorded };
}
