import { Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** Shown as the sender of the e-mails, e.g. `BankCSV prod alarms`. */
  readonly displayName: string;
  /** Subscribed by e-mail when given (the address must confirm). */
  readonly email?: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The stage's SNS topic every alarm notifies (in alarm and back to OK). Encrypted with its own KMS
 * key: CloudWatch cannot publish to a topic under the AWS-managed SNS key, so the key lets
 * CloudWatch alarms of this account use it.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      enableKeyRotation: true,
      description: `${props.displayName}: encrypts the alarm topic`,
      removalPolicy: props.removalPolicy,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new Topic(this, 'Topic', { displayName: props.displayName, masterKey: key, enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }
}
