import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SWEEP_INTERVAL_MINUTES } from '@bankcsv/domain';
import { Construct } from 'constructs';
import type { NodeFunction } from './node-function';

export interface ConversionSweepProps {
  readonly sweep: NodeFunction;
}

/**
 * Runs `sweep-conversions` on a schedule: a conversion whose workflow never started, or whose
 * failure branch itself failed, is ended (refunded once, PDF deleted) instead of spinning until expiry.
 */
export class ConversionSweep extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ConversionSweepProps) {
    super(scope, id);
    this.rule = new Rule(this, 'Schedule', {
      schedule: Schedule.rate(Duration.minutes(SWEEP_INTERVAL_MINUTES)),
      // A missed run is simply covered by the next one.
      targets: [
        new LambdaFunction(props.sweep, { retryAttempts: 2, maxEventAge: Duration.minutes(SWEEP_INTERVAL_MINUTES) }),
      ],
    });
  }
}
