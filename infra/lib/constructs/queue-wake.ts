import { Duration } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { NodeFunction } from './node-function';

export interface QueueWakeProps {
  readonly stateMachine: IStateMachine;
  readonly startQueued: NodeFunction;
}

/**
 * Runs `start-queued` whenever a conversion workflow ends, however it ends: the place the conversion held goes to its
 * user's oldest queued batch file (docs/batches.md "The queue"). A lost event is covered by the sweep.
 */
export class QueueWake extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: QueueWakeProps) {
    super(scope, id);
    this.rule = new Rule(this, 'ConversionEnded', {
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED'],
          stateMachineArn: [props.stateMachine.stateMachineArn],
        },
      },
      targets: [new LambdaFunction(props.startQueued, { retryAttempts: 2, maxEventAge: Duration.minutes(15) })],
    });
  }
}
