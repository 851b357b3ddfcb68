import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one client IP may make in any 5 minutes before WAF blocks it (the SPA loads ~20 files). */
export const WEB_ACL_RATE_LIMIT = 1000;

export interface WebAclProps {
  /** CLOUDFRONT (the ACL must then be in us-east-1) or REGIONAL (e.g. a Cognito user pool). */
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Prefix of the CloudWatch metric names, e.g. `bankcsv-prod-web`. */
  readonly metricName: string;
  /** Requests per IP per 5 minutes; {@link WEB_ACL_RATE_LIMIT} unless given. */
  readonly rateLimit?: number;
}

/**
 * An AWS WAF web ACL: a rate-based rule that blocks an IP flooding us, then AWS's managed common
 * rule set (the OWASP-style protections: bad bodies, paths, headers, known exploit patterns).
 * Everything else is allowed; every rule publishes metrics and sampled requests.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.metricName}-${name}`,
    });
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility('acl'),
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.rateLimit ?? WEB_ACL_RATE_LIMIT,
              evaluationWindowSec: 300,
            },
          },
          visibilityConfig: visibility('rate-limit'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesCommonRuleSet' } },
          visibilityConfig: visibility('common-rules'),
        },
      ],
    });
    this.arn = this.acl.attrArn;
  }
}
