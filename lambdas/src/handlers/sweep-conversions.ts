import { isAbandonedUpload, isStuckConversion } from '@bankcsv/domain';
import { endAbandonedUploads } from '../adapters/abandoned-uploads';
import { queueDeps, startQueued } from '../adapters/batch-queue';
import { conversionsRepo } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { endStuckConversion } from '../adapters/stuck-conversions';
import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { failedOutcome, recordConversionEnd, recordRefund } from '../shared/metrics';

const env = functionEnv('sweep-conversions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const users = usersRepo(env);
const slots = inFlightSlots(env);
const queue = queueDeps(env);

export interface SweepResult {
  stuckEnded: number;
  abandonedEnded: number;
  queuedStarted: number;
}

/**
 * Scheduled (EventBridge in AWS, on start and on a timer locally): no conversion stays in flight
 * forever. A processing row past the workflow's limit goes through the failure branch (refunded
 * once, PDF deleted, the timeout message); an upload form past its expiry is ended as expired.
 * Either way the conversion's in-flight place is given back.
 */
export async function handler(): Promise<SweepResult> {
  const now = new Date();
  const rows = await conversions.listInFlight();
  const abandoned = rows.filter((row) => isAbandonedUpload(row, now));
  await endAbandonedUploads(conversions, slots, abandoned, now);
  let stuckEnded = 0;
  for (const row of rows.filter((r) => isStuckConversion(r, now))) {
    try {
      const { refunded, recorded } = await endStuckConversion(
        {
          slots,
          users,
          conversionsTable: env.CONVERSIONS_TABLE,
          uploadsBucket: env.UPLOADS_BUCKET,
          outputsBucket: env.OUTPUTS_BUCKET,
        },
        row,
      );
      if (recorded) {
        stuckEnded += 1;
        // Ended as the workflow's timeout is (PROCESSING_TIMEOUT), and counted like one.
        recordConversionEnd({
          outcome: failedOutcome('PROCESSING_TIMEOUT'),
          pages: row.pages,
          startedAt: row.processingStarted ?? row.createdAt,
          endedAt: new Date().toISOString(),
        });
        recordRefund(refunded);
      }
      logger.warn('stuck conversion ended', { conversionId: row.conversionId, refunded, recorded });
    } catch (error) {
      // One row must not stop the others; it is tried again on the next run.
      logger.error('stuck conversion could not be ended', {
        conversionId: row.conversionId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  // Every user with waiting batch files: a lost wake-up costs at most one sweep interval.
  let queuedStarted = 0;
  for (const userId of await conversions.listQueuedUsers()) queuedStarted += await startQueued(queue, userId);
  return { stuckEnded, abandonedEnded: abandoned.length, queuedStarted };
}
