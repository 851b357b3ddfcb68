import { CfnResource, RemovalPolicy, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * Gives every Lambda function that has no log group of its own one with the stage's retention.
 * Our functions get theirs from NodeFunction; this is for the functions CDK adds itself (the
 * auto-delete-objects and bucket-notifications providers...), whose log groups Lambda would
 * otherwise create with no expiry. Their roles carry the basic execution policy, which may write
 * to any log group.
 */
export class HelperFunctionLogs implements IAspect {
  constructor(private readonly retention: RetentionDays) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    if (node instanceof CfnFunction && node.loggingConfig !== undefined) return;
    if (node.node.tryFindChild('Logs')) return;
    const logGroup = new LogGroup(node, 'Logs', { retention: this.retention, removalPolicy: RemovalPolicy.DESTROY });
    node.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
  }
}
