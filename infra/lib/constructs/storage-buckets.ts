import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { OUTPUT_PREFIX, RETENTION, SUPPORT_SAMPLE_DAYS, SUPPORT_SAMPLE_PREFIX, UPLOAD_PREFIX } from '@bankcsv/domain';

// The prefixes and days are the domain's, so the keys the code writes, the IAM grants and the policies agree.
export const uploadsPrefix = `${UPLOAD_PREFIX}/`;
export const outputsPrefix = `${OUTPUT_PREFIX}/`;
/** Failed statements their owners sent us, with consent, to support their layout. */
export const supportSamplesPrefix = `${SUPPORT_SAMPLE_PREFIX}/`;

export interface StorageBucketsProps {
  /** The SPA origin (scheme + host) allowed by CORS. */
  readonly appOrigin: string;
  readonly retainData: boolean;
}

// The workflow deletes each PDF when its conversion ends; the first rule is only the backstop.
const uploadLifecycle: LifecycleRule[] = [
  {
    id: 'expire-uploads',
    prefix: uploadsPrefix,
    expiration: Duration.days(RETENTION.pdfBackstopDays),
    abortIncompleteMultipartUploadAfter: Duration.days(1),
  },
  // Kept for the purpose the user agreed to, and no longer (the privacy policy quotes the same days).
  {
    id: 'expire-support-samples',
    prefix: supportSamplesPrefix,
    expiration: Duration.days(SUPPORT_SAMPLE_DAYS),
    abortIncompleteMultipartUploadAfter: Duration.days(1),
  },
];

/** Access logs and CDK's own notification handler: findings that do not apply here, and why. */
function suppressNagFindings(scope: Construct, buckets: Bucket[]): void {
  for (const bucket of buckets) {
    NagSuppressions.addResourceSuppressions(bucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Access logs would copy user ids and file names into a third store with ' +
          'its own retention, against the delete-after-use promise (POPIA s14). ' +
          'Use CloudTrail data events for an investigation.',
      },
    ]);
  }
  // CDK's own singleton that switches on EventBridge delivery for the uploads bucket.
  for (const child of Stack.of(scope).node.children) {
    if (!child.node.id.startsWith('BucketNotificationsHandler')) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK-managed handler that only configures bucket notifications at deploy time.',
        },
      ],
      true,
    );
  }
}

/** Uploaded PDFs (browser POSTs them) and converted outputs (browser GETs them). */
export class StorageBuckets extends Construct {
  readonly uploads: Bucket;
  readonly outputs: Bucket;

  constructor(scope: Construct, id: string, props: StorageBucketsProps) {
    super(scope, id);
    const common: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: false,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retainData,
    };

    this.uploads = new Bucket(this, 'Uploads', {
      ...common,
      eventBridgeEnabled: true,
      cors: [
        { allowedOrigins: [props.appOrigin], allowedMethods: [HttpMethods.POST], allowedHeaders: ['*'], maxAge: 3000 },
      ],
      lifecycleRules: uploadLifecycle,
    });

    // Converted files are kept as long as their history rows (DynamoDB TTL).
    this.outputs = new Bucket(this, 'Outputs', {
      ...common,
      cors: [
        { allowedOrigins: [props.appOrigin], allowedMethods: [HttpMethods.GET], allowedHeaders: ['*'], maxAge: 3000 },
      ],
      lifecycleRules: [
        {
          id: 'expire-outputs',
          prefix: outputsPrefix,
          expiration: Duration.days(RETENTION.outputDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });

    suppressNagFindings(this, [this.uploads, this.outputs]);
  }
}
