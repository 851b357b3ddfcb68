import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  ComparisonOperator,
  Metric,
  TreatMissingData,
  type IAlarmAction,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE } from '../../../lambdas/src/shared/metric-names';

/** Refunds in an hour that make an alarm: each one is a conversion that failed after its debit. */
export const REFUNDS_PER_HOUR = 10;

export interface RefundSpikeAlarmProps {
  /** The stage's Powertools service name: the `service` dimension of the Refunds metric. */
  readonly service: string;
  readonly threshold?: number;
  readonly action: IAlarmAction;
}

/**
 * A burst of refunds (the Refunds metric that refund-credits and the sweep publish through
 * Powertools): the converter or a dependency is failing conversions users paid for.
 */
export class RefundSpikeAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: RefundSpikeAlarmProps) {
    super(scope, id);
    const threshold = props.threshold ?? REFUNDS_PER_HOUR;
    const refunds = new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: METRIC.refunds,
      dimensionsMap: { service: props.service },
      statistic: 'Sum',
      period: Duration.hours(1),
    });
    this.alarm = refunds.createAlarm(this, 'Refunds', {
      alarmDescription:
        `${threshold} or more conversions were refunded within an hour: ` + `conversions are failing after the debit.`,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(props.action);
    this.alarm.addOkAction(props.action);
  }
}
