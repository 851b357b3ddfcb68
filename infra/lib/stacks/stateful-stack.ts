import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { serviceName } from '../../../lambdas/src/shared/metric-names';
import type { Construct } from 'constructs';
import type { StageSettings } from '../config';
import { AppSecrets } from '../constructs/app-secrets';
import { DataTables } from '../constructs/data-tables';
import { hostedAuthDomain, Identity } from '../constructs/identity';
import { StorageBuckets } from '../constructs/storage-buckets';
import { UserPoolWebAcl } from '../constructs/user-pool-web-acl';
import { WebHosting } from '../constructs/web-hosting';
import { webAclArnParameterName } from './edge-stack';

export interface StatefulStackProps extends StackProps {
  readonly settings: StageSettings;
}

/**
 * Everything with data or an identity users depend on: tables, buckets, the user pool, secrets and
 * the app's domain. Kept apart so the app stack can be replaced freely; protected in prod.
 */
export class StatefulStack extends Stack {
  readonly tables: DataTables;
  readonly storage: StorageBuckets;
  readonly identity: Identity;
  readonly secrets: AppSecrets;
  readonly web: WebHosting;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    const { settings } = props;
    super(scope, id, { ...props, terminationProtection: settings.retainData });
    const retainData = settings.retainData;
    // The CloudFront web ACL lives in us-east-1 (edge stack, deployed first); its ARN is read on deploy.
    const webAclArn = settings.webAcl
      ? StringParameter.valueForStringParameter(this, webAclArnParameterName(settings))
      : undefined;
    this.web = new WebHosting(this, 'Web', {
      connect: appConnectOrigins(this, settings),
      // A scan's line images, shown in the review, are presigned links into the outputs bucket.
      images: [`https://*.s3.${this.region}.${this.urlSuffix}`],
      analytics: settings.ga4MeasurementId !== undefined,
      ...(webAclArn ? { webAclArn } : {}),
    });
    this.tables = new DataTables(this, 'Data', {
      removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      deletionProtection: retainData,
    });
    this.storage = new StorageBuckets(this, 'Storage', { appOrigin: this.web.appOrigin, retainData });
    this.secrets = new AppSecrets(this, 'Secrets', { retainData });
    this.identity = new Identity(this, 'Identity', {
      appOrigin: this.web.appOrigin,
      retainData,
      logRetention: settings.logRetention,
      tables: this.tables,
      appSecret: this.secrets.app,
      ...(settings.google ? { google: settings.google } : {}),
    });
    if (settings.webAcl)
      new UserPoolWebAcl(this, 'IdentityWebAcl', {
        userPool: this.identity.userPool,
        metricName: `${serviceName(settings.stage)}-auth`,
      });
  }
}

/**
 * What the SPA calls in AWS. The API's id exists only in the app stack, which depends on this one, and
 * naming the upload bucket would loop (distribution -> headers -> bucket CORS -> distribution), so both
 * are allowed by their regional host pattern (see docs/design.md, Security headers).
 */
function appConnectOrigins(stack: Stack, settings: StageSettings): string[] {
  const { region, urlSuffix } = stack;
  return [
    `https://*.execute-api.${region}.${urlSuffix}`,
    `https://cognito-idp.${region}.${urlSuffix}`,
    `https://*.s3.${region}.${urlSuffix}`,
    ...(settings.google ? [`https://${hostedAuthDomain(settings.google.authDomainPrefix, region)}`] : []),
  ];
}
