import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface DeadLetterAlarmProps {
  readonly queue: IQueue;
  /** What landed there, for the alarm's description. */
  readonly holds: string;
  readonly action: IAlarmAction;
}

/** Any message waiting in a dead-letter queue: something gave up after all its retries. */
export class DeadLetterAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: DeadLetterAlarmProps) {
    super(scope, id);
    this.alarm = props.queue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'Depth', {
        alarmDescription: `Dead-letter queue not empty: ${props.holds}`,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    this.alarm.addAlarmAction(props.action);
    this.alarm.addOkAction(props.action);
  }
}
