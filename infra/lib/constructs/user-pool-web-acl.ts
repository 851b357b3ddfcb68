import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WebAcl } from './web-acl';

export interface UserPoolWebAclProps {
  readonly userPool: IUserPool;
  /** Prefix of the CloudWatch metric names. */
  readonly metricName: string;
}

/**
 * A REGIONAL web ACL on the Cognito user pool: sign-in, sign-up and password-reset calls go straight
 * from the browser to Cognito, so the rate-based rule there is what slows down credential stuffing
 * (Cognito Plus threat protection judges each attempt on top).
 */
export class UserPoolWebAcl extends Construct {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: UserPoolWebAclProps) {
    super(scope, id);
    this.webAcl = new WebAcl(this, 'WebAcl', { scope: 'REGIONAL', metricName: props.metricName });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.arn,
    });
  }
}
