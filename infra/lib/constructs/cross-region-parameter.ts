import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface CrossRegionParameterProps {
  /** SSM parameter name, starting with `/`. */
  readonly name: string;
  readonly value: string;
  /** The region the parameter is written to (where the stack that reads it lives). */
  readonly region: string;
  readonly logRetention: RetentionDays;
}

/**
 * Writes a value of this stack into an SSM parameter in another region, where a stack reads it at
 * deploy time (`StringParameter.valueForStringParameter`). Used for the CloudFront web ACL, which
 * must live in us-east-1 while the distribution's stack lives in the app's region. It is what CDK's
 * `crossRegionReferences` does, but built with the stack (its function's log group has a retention)
 * instead of being added at synthesis, where neither cdk-nag nor our own checks would see it.
 */
export class CrossRegionParameter extends Construct {
  constructor(scope: Construct, id: string, props: CrossRegionParameterProps) {
    super(scope, id);
    const parameterArn = Stack.of(this).formatArn({
      service: 'ssm',
      region: props.region,
      resource: 'parameter',
      resourceName: props.name.replace(/^\//, ''),
    });
    const write = {
      service: 'SSM',
      action: 'putParameter',
      region: props.region,
      parameters: { Name: props.name, Value: props.value, Type: 'String', Overwrite: true },
      physicalResourceId: PhysicalResourceId.of(props.name),
    };
    const writer = new AwsCustomResource(this, 'Writer', {
      onCreate: write,
      onUpdate: write,
      onDelete: {
        service: 'SSM',
        action: 'deleteParameter',
        region: props.region,
        parameters: { Name: props.name },
        ignoreErrorCodesMatching: 'ParameterNotFound',
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['ssm:PutParameter', 'ssm:DeleteParameter'], resources: [parameterArn] }),
      ]),
      logGroup: new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY }),
      installLatestAwsSdk: false,
    });
    NagSuppressions.addResourceSuppressions(
      writer,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK-managed custom resource function: the basic execution role (its own logs) only.',
        },
      ],
      true,
    );
    // The provider is a stack-level singleton beside this construct.
    for (const child of Stack.of(this).node.children) {
      if (!child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason: 'CDK-managed custom resource function: the basic execution role (its own logs) only.',
          },
          { id: 'AwsSolutions-L1', reason: 'CDK pins the runtime of its own custom resource function.' },
        ],
        true,
      );
    }
  }
}
