import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface AppSecretsProps {
  readonly retainData: boolean;
}

/** Secrets live only in Secrets Manager; functions get their ARNs. */
export class AppSecrets extends Construct {
  /** The Paystack secret key: created with a random value, replaced by the real key after deploy. */
  readonly paystack: Secret;
  /** Keys the AES-256-GCM encryption of PDF passwords while a conversion is in flight. */
  readonly app: Secret;

  constructor(scope: Construct, id: string, props: AppSecretsProps) {
    super(scope, id);
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.paystack = new Secret(this, 'Paystack', {
      description: 'Paystack secret key for this stage: put the real value after the first deploy',
      removalPolicy,
    });
    this.app = new Secret(this, 'App', {
      description: 'Key for encrypting PDF passwords in flight',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(this.paystack, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'Issued by Paystack: rotate it in the Paystack dashboard, then put the new value here.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(this.app, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating it would make in-flight encrypted PDF passwords unreadable; ' +
          'rotate by hand when no conversion is running.',
      },
    ]);
  }
}
