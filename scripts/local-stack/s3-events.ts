import { randomUUID } from 'node:crypto';
import { UPLOAD_PREFIX } from '@bankcsv/domain';
import type { S3Notification } from './s3';
import { accountId, region } from './names';

const reasons: Record<string, string> = {
  'ObjectCreated:Put': 'PutObject',
  'ObjectCreated:Post': 'POST Object',
  'ObjectCreated:Copy': 'CopyObject',
};

// S3 delivers keys URL-encoded (space as '+'); s3rver hands them over raw.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/** One Object Created event as EventBridge delivers it from S3 (`reason` is the API that wrote the object). */
export function objectCreatedEvent(
  bucket: string,
  key: string,
  object: { size?: number; eTag?: string; sequencer?: string },
  reason = 'PutObject',
) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: accountId,
    time: new Date().toISOString(),
    region,
    resources: [`arn:aws:s3:::${bucket}`],
    detail: {
      version: '0',
      bucket: { name: bucket },
      object: { key: encodeKey(key), size: object.size ?? 0, etag: object.eTag, sequencer: object.sequencer },
      'request-id': randomUUID(),
      requester: accountId,
      'source-ip-address': '127.0.0.1',
      reason,
    },
  };
}

/**
 * Plays S3 → EventBridge: the rule in AWS matches Object Created in the uploads bucket under
 * `user-uploads/`, so only those reach `start-conversion`, shaped as EventBridge delivers them.
 */
export function objectCreatedEvents(notification: S3Notification, uploadsBucket: string): unknown[] {
  return notification.Records.filter(
    (record) =>
      record.eventName.startsWith('ObjectCreated:') &&
      record.s3.bucket.name === uploadsBucket &&
      record.s3.object.key.startsWith(`${UPLOAD_PREFIX}/`),
  ).map((record) =>
    objectCreatedEvent(record.s3.bucket.name, record.s3.object.key, record.s3.object, reasons[record.eventName]),
  );
}
