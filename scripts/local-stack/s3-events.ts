import { randomUUID } from 'node:crypto';
import type { S3Notification } from './s3';
import { accountId, region } from './names';

const reasons: Record<string, string> = {
  'ObjectCreated:Put': 'PutObject',
  'ObjectCreated:Post': 'POST Object',
  'ObjectCreated:Copy': 'CopyObject',
};

// S3 delivers keys URL-encoded (space as '+'); s3rver hands them over raw.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/**
 * Plays S3 → EventBridge: the rule in AWS matches Object Created in the uploads bucket under
 * `user-uploads/`, so only those reach `start-conversion`, shaped as EventBridge delivers them.
 */
export function objectCreatedEvents(notification: S3Notification, uploadsBucket: string): unknown[] {
  return notification.Records.filter(
    (record) => record.eventName.startsWith('ObjectCreated:') && record.s3.bucket.name === uploadsBucket && record.s3.object.key.startsWith('user-uploads/'),
  ).map((record) => ({
    version: '0',
    id: randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: accountId,
    time: new Date().toISOString(),
    region,
    resources: [`arn:aws:s3:::${record.s3.bucket.name}`],
    detail: {
      version: '0',
      bucket: { name: record.s3.bucket.name },
      object: { key: encodeKey(record.s3.object.key), size: record.s3.object.size ?? 0, etag: record.s3.object.eTag, sequencer: record.s3.object.sequencer },
      'request-id': randomUUID(),
      requester: accountId,
      'source-ip-address': '127.0.0.1',
      reason: reasons[record.eventName] ?? 'PutObject',
    },
  }));
}
