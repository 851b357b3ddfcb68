import { APP_CONFIG_FILE, appConfigFile, type AppConfigSettings } from '@bankcsv/domain';
import { Annotations, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface WebDeploymentProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** Built SPA folder; undefined when web/dist did not exist at synth time. */
  readonly webDist?: string;
  /**
   * What the SPA reads at start-up (the region is this stack's). The Paystack key is public; its secret stays in
   * Secrets Manager.
   */
  readonly appConfig: Omit<AppConfigSettings, 'region' | 'localCognitoEndpoint' | 'paystackCheckoutUrl'>;
  readonly logRetention: RetentionDays;
}

/** Uploads the built SPA and its runtime settings (`/app-config.json`) beside it. */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const common = { destinationBucket: props.bucket, distribution: props.distribution, logGroup };

    let site: BucketDeployment | undefined;
    if (props.webDist) {
      site = new BucketDeployment(this, 'Site', {
        ...common,
        sources: [Source.asset(props.webDist)],
        // The config below is deployed separately; pruning must not remove it.
        exclude: [APP_CONFIG_FILE],
        distributionPaths: ['/*'],
      });
    } else {
      Annotations.of(this).addWarningV2(
        'bankcsv:web-dist-missing',
        'web/dist does not exist: the SPA is not deployed. Run `npm run build -w @bankcsv/web` before synth.',
      );
    }

    // Real ids from this stage, read by the SPA at start-up; never cached so a deploy takes effect at once.
    const config = new BucketDeployment(this, 'Config', {
      ...common,
      sources: [Source.jsonData(APP_CONFIG_FILE, appConfigFile({ region: Stack.of(this).region, ...props.appConfig }))],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distributionPaths: [`/${APP_CONFIG_FILE}`],
    });
    if (site) config.node.addDependency(site);

    // The copy function is a CDK singleton shared by both deployments.
    for (const child of Stack.of(this).node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          { id: 'AwsSolutions-IAM4', reason: 'CDK-managed deployment function; runs only during deploys.' },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'CDK-managed deployment function: reads the staged assets and replaces ' +
              'objects anywhere in the site bucket.',
          },
          { id: 'AwsSolutions-L1', reason: 'CDK pins the runtime of its own deployment function.' },
        ],
        true,
      );
    }
  }
}
