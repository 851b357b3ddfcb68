import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

/**
 * Failed executions in an hour that make an alarm. Every failed conversion ends in the workflow's
 * Fail state, the ones the user caused too (wrong password, not enough credits, not a statement),
 * so one failure is normal; a burst of them is not.
 */
export const WORKFLOW_FAILURES_PER_HOUR = 10;

export interface WorkflowAlarmsProps {
  readonly stateMachine: IStateMachine;
  readonly action: IAlarmAction;
}

/** The conversion workflow: a burst of failed executions, and any execution stopped by its own time limit. */
export class WorkflowAlarms extends Construct {
  readonly failed: Alarm;
  readonly timedOut: Alarm;

  constructor(scope: Construct, id: string, props: WorkflowAlarmsProps) {
    super(scope, id);
    this.failed = props.stateMachine
      .metricFailed({ period: Duration.hours(1), statistic: 'Sum' })
      .createAlarm(this, 'ExecutionsFailed', {
        alarmDescription:
          `${WORKFLOW_FAILURES_PER_HOUR} or more conversions failed within an ` +
          `hour (user-caused failures included): look for a common error in the ` +
          `failed executions.`,
        threshold: WORKFLOW_FAILURES_PER_HOUR,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    // The machine's own timeout ends an execution without its failure branch: the sweep refunds it later.
    this.timedOut = props.stateMachine
      .metricTimedOut({ period: Duration.minutes(5), statistic: 'Sum' })
      .createAlarm(this, 'ExecutionsTimedOut', {
        alarmDescription: 'A conversion workflow hit its time limit: its refund waits for the stuck-conversion sweep.',
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    for (const alarm of [this.failed, this.timedOut]) {
      alarm.addAlarmAction(props.action);
      alarm.addOkAction(props.action);
    }
  }
}
