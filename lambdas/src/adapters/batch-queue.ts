import { LIFECYCLE } from '@bankcsv/domain';
import { logger } from '../shared/logger';
import { conversionsRepo, type ConversionRecord, type ConversionsRepo } from './conversions-repo';
import { inFlightSlots, type InFlightSlots, type SlotTables } from './in-flight-slots';
import { startConversionWorkflow } from './workflow';

// The batch queue (docs/batches.md "The queue"). A batch file holds no in-flight place until its file has
// arrived and a place is free; it waits as `queued` meanwhile. Whatever ends a conversion then starts the user's
// oldest queued files into the places now free. Starting is idempotent: the workflow execution is named after the
// conversion, so two wakers starting one row start it once.

export interface QueueDeps {
  conversions: ConversionsRepo;
  slots: InFlightSlots;
  stateMachineArn: string;
  uploadsBucket: string;
}

/** The queue of a function that starts conversions (its env: the tables, the workflow and the uploads bucket). */
export function queueDeps(env: SlotTables & { STATE_MACHINE_ARN: string; UPLOADS_BUCKET: string }): QueueDeps {
  return {
    conversions: conversionsRepo(env.CONVERSIONS_TABLE),
    slots: inFlightSlots(env),
    stateMachineArn: env.STATE_MACHINE_ARN,
    uploadsBucket: env.UPLOADS_BUCKET,
  };
}

/** The move out of the queue (or out of `uploading`) into the workflow, taking a place. */
function startMove(from: 'uploading' | 'queued', now: Date) {
  return {
    from: [from],
    set: {
      status: LIFECYCLE.uploaded.status,
      progress: LIFECYCLE.uploaded.progress,
      // The stuck-conversion clock starts when the workflow does, not when the file began to wait.
      uploadCompleted: now.toISOString(),
    },
  } as const;
}

async function startWorkflow(deps: QueueDeps, row: Pick<ConversionRecord, 'userId' | 'conversionId' | 'storageKey'>) {
  return startConversionWorkflow(deps.stateMachineArn, {
    userId: row.userId,
    conversionId: row.conversionId,
    bucket: deps.uploadsBucket,
    key: row.storageKey,
  });
}

/**
 * Starts the user's oldest queued files that are not waiting for a password, while places are free. Never throws:
 * a lost wake-up is repaired by the next conversion that ends, or by the sweep.
 */
export async function startQueued(deps: QueueDeps, userId: string): Promise<number> {
  try {
    const waiting = (await deps.conversions.list(userId))
      .filter((row) => row.status === LIFECYCLE.queued.status && !row.awaitingPassword)
      .sort((a, b) => a.conversionId.localeCompare(b.conversionId));
    let started = 0;
    for (const row of waiting) {
      const taken = await deps.slots.take(userId, row.conversionId, startMove('queued', new Date()));
      if (taken === 'full') break;
      if (taken === 'moved') continue;
      await startWorkflow(deps, row);
      started += 1;
    }
    if (started > 0) logger.info('queued conversions started', { started });
    return started;
  } catch (error) {
    logger.error('queued conversions could not be started', {
      error: error instanceof Error ? error.message : String(error),
    });
    return 0;
  }
}

/**
 * A batch file that has just arrived (`uploading`): it takes a place and starts, or waits as `queued` (always so
 * when it needs a password not yet given). 'moved' when the row left `uploading` meanwhile.
 */
export async function startOrQueue(
  deps: QueueDeps,
  row: ConversionRecord,
): Promise<'started' | 'already-started' | 'queued' | 'moved'> {
  const now = new Date();
  if (!row.needsPassword) {
    const taken = await deps.slots.take(row.userId, row.conversionId, startMove('uploading', now));
    if (taken === 'taken') return startWorkflow(deps, row);
    if (taken === 'moved') return 'moved';
  }
  const queued = await deps.conversions.transition(row.userId, row.conversionId, {
    from: [LIFECYCLE.created.status],
    holdsSlot: false,
    set: {
      status: LIFECYCLE.queued.status,
      progress: LIFECYCLE.queued.progress,
      queuedAt: now.toISOString(),
      ...(row.needsPassword ? { awaitingPassword: true } : {}),
    },
  });
  if (!queued) return 'moved';
  // A place freed between the refusal and the queueing found no queued row to start: look again once.
  if (!row.needsPassword) await startQueued(deps, row.userId);
  return 'queued';
}
