import { Duration } from 'aws-cdk-lib';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { NodeFunction } from './node-function';
import { uploadsPrefix } from './storage-buckets';

export interface UploadTriggerProps {
  readonly uploads: IBucket;
  readonly startConversion: NodeFunction;
}

/**
 * S3 Object Created (EventBridge) → `start-conversion`. A Lambda, not a direct Step Functions
 * target, because the execution name must be the conversion id from the object's metadata:
 * a duplicate event then gets ExecutionAlreadyExists instead of a second conversion.
 */
export class UploadTrigger extends Construct {
  readonly rule: Rule;
  /** Events EventBridge gave up delivering (after its retries): an upload whose workflow never started. */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: UploadTriggerProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'It is the dead-letter queue of the upload rule target; its depth is alarmed on.',
      },
    ]);
    this.rule = new Rule(this, 'ObjectCreated', {
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.uploads.bucketName] },
          object: { key: Match.prefix(uploadsPrefix) },
        },
      },
      targets: [
        new LambdaFunction(props.startConversion, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
