import { LIFECYCLE, userIdFromUploadKey } from '@bankcsv/domain';
import type { EventBridgeEvent } from 'aws-lambda';
import { queueDeps, startOrQueue } from '../adapters/batch-queue';
import { conversionsRepo, type ConversionRecord } from '../adapters/conversions-repo';
import { CONVERSION_ID_META, deleteObject, headObject } from '../adapters/storage';
import { startConversionWorkflow } from '../adapters/workflow';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';

const env = functionEnv('start-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const queue = queueDeps(env);

type ObjectCreated = EventBridgeEvent<'Object Created', { bucket: { name: string }; object: { key: string } }>;

export type StartOutcome = 'started' | 'already-started' | 'queued' | 'gone' | 'discarded';

/**
 * The file of an uploading row arrived: a single upload moves to processing; a batch file takes a place and starts,
 * or waits in the queue. An outcome when there is nothing more to do; undefined when the workflow is to start.
 */
async function arrive(row: ConversionRecord, bucket: string, key: string): Promise<StartOutcome | undefined> {
  // A batch file waits in its user's queue until a place is free (or its password is given).
  if (row.status === 'queued') return 'queued';
  if (row.status !== 'uploading') return undefined;
  if (row.batchId) {
    const outcome = await startOrQueue(queue, row);
    if (outcome !== 'moved') return outcome;
  } else {
    const moved = await conversions.transition(row.userId, row.conversionId, {
      from: ['uploading'],
      set: {
        status: LIFECYCLE.uploaded.status,
        progress: LIFECYCLE.uploaded.progress,
        uploadCompleted: new Date().toISOString(),
      },
    });
    if (moved) return undefined;
  }
  // Lost a race: either another delivery of this event moved it on (start below is idempotent, a queued row
  // waits), or the user cancelled in between (then the file goes).
  const now = (await conversions.get(row.userId, row.conversionId))?.status;
  if (now === 'queued') return 'queued';
  if (now === 'processing') return undefined;
  await deleteObject(bucket, key);
  return 'discarded';
}

/**
 * S3 Object Created → the conversion workflow. The object is trusted only as far as its row: the
 * key's user must own a conversion with this id and this exact key, still waiting for its upload.
 * Anything else (a stray object, a re-used upload form after the conversion ended) is deleted.
 */
export async function handler(event: ObjectCreated): Promise<{ outcome: StartOutcome }> {
  const bucket = event.detail.bucket.name;
  // EventBridge keys are URL-encoded like S3 notifications; upload keys only hold safe characters.
  const key = decodeURIComponent(event.detail.object.key.replace(/\+/g, ' '));
  if (bucket !== env.UPLOADS_BUCKET) throw new Error(`Unexpected bucket ${bucket}`);

  const head = await headObject(bucket, key);
  if (!head) return { outcome: 'gone' };
  const conversionId = head.metadata[CONVERSION_ID_META];
  const userId = userIdFromUploadKey(key);
  const row = userId && conversionId ? await conversions.get(userId, conversionId) : undefined;

  if (!row || row.storageKey !== key || row.status === 'completed' || row.status === 'error') {
    logger.warn('upload without a waiting conversion deleted', { conversionId, status: row?.status });
    await deleteObject(bucket, key);
    return { outcome: 'discarded' };
  }
  const ended = await arrive(row, bucket, key);
  if (ended) return { outcome: ended };
  const outcome = await startConversionWorkflow(env.STATE_MACHINE_ARN, {
    userId: row.userId,
    conversionId: row.conversionId,
    bucket,
    key,
  });
  logger.info('conversion workflow', { conversionId: row.conversionId, outcome });
  return { outcome };
}
