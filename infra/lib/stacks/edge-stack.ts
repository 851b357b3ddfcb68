import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { serviceName } from '../../../lambdas/src/shared/metric-names';
import type { StageSettings } from '../config';
import { CrossRegionParameter } from '../constructs/cross-region-parameter';
import { WebAcl } from '../constructs/web-acl';

/** CloudFront takes only web ACLs of scope CLOUDFRONT, and those exist only in us-east-1. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends Omit<StackProps, 'env'> {
  readonly settings: StageSettings;
  readonly account?: string;
  /** The region of the stacks that read what this stack publishes. */
  readonly appRegion: string;
}

/** The parameter (in the app's region) that holds the ARN of the CloudFront web ACL. */
export function webAclArnParameterName(settings: StageSettings): string {
  return `/bankcsv/${settings.stage}/cloudfront-web-acl-arn`;
}

/**
 * What must live in us-east-1: the web ACL in front of the SPA's CloudFront distribution. Its ARN is
 * written into an SSM parameter in the app's region, which the stateful stack reads on deploy; the
 * stateful stack depends on this one, so it is deployed first.
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...(props.account ? { account: props.account } : {}), region: EDGE_REGION } });
    this.webAcl = new WebAcl(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      metricName: `${serviceName(props.settings.stage)}-web`,
    });
    new CrossRegionParameter(this, 'WebAclArn', {
      name: webAclArnParameterName(props.settings),
      value: this.webAcl.arn,
      region: props.appRegion,
      logRetention: props.settings.logRetention,
    });
  }
}
