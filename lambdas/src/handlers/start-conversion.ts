import { LIFECYCLE, userIdFromUploadKey } from '@bankcsv/domain';
import type { EventBridgeEvent } from 'aws-lambda';
import { conversionsRepo } from '../adapters/conversions-repo';
import { CONVERSION_ID_META, deleteObject, headObject } from '../adapters/storage';
import { startConversionWorkflow } from '../adapters/workflow';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';

const env = functionEnv('start-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

type ObjectCreated = EventBridgeEvent<'Object Created', { bucket: { name: string }; object: { key: string } }>;

export type StartOutcome = 'started' | 'already-started' | 'gone' | 'discarded';

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
  if (row.status === 'uploading') {
    const moved = await conversions.transition(row.userId, row.conversionId, {
      from: ['uploading'],
      set: {
        status: LIFECYCLE.uploaded.status,
        progress: LIFECYCLE.uploaded.progress,
        uploadCompleted: new Date().toISOString(),
      },
    });
    // Lost a race: either another delivery of this event moved it on (start below is idempotent),
    // or the user cancelled in between (then the file goes).
    if (!moved && (await conversions.get(row.userId, row.conversionId))?.status !== 'processing') {
      await deleteObject(bucket, key);
      return { outcome: 'discarded' };
    }
  }
  const outcome = await startConversionWorkflow(env.STATE_MACHINE_ARN, {
    userId: row.userId,
    conversionId: row.conversionId,
    bucket,
    key,
  });
  logger.info('conversion workflow', { conversionId: row.conversionId, outcome });
  return { outcome };
}
