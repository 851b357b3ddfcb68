import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** Errors in an hour that make an alarm for a function whose typed errors are conversion outcomes. */
export const OUTCOME_ERRORS_PER_HOUR = 10;

export interface FunctionAlarmsProps {
  /** The functions to watch, by handler name. */
  readonly functions: ReadonlyMap<string, IFunction>;
  /**
   * Workflow steps that fail by throwing a typed error the user caused (not a PDF, wrong password,
   * not enough credits...): Lambda counts those as errors, so these alarm on a burst only.
   */
  readonly outcomeErrors?: ReadonlySet<string>;
  /**
   * Functions throttled by design (reserved concurrency; the workflow retries): these alarm on 15 minutes of
   * throttling.
   */
  readonly throttledByDesign?: ReadonlySet<string>;
  readonly action: IAlarmAction;
}

/** Errors and Throttles of each function: any unexpected error or throttle notifies the stage's topic. */
export class FunctionAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    const common = {
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    };
    for (const [name, fn] of props.functions) {
      const id = pascal(name);
      const outcomes = props.outcomeErrors?.has(name) === true;
      const errors = fn
        .metricErrors({ period: outcomes ? Duration.hours(1) : Duration.minutes(5), statistic: 'Sum' })
        .createAlarm(this, `${id}Errors`, {
          ...common,
          alarmDescription: outcomes
            ? `${name}: ${OUTCOME_ERRORS_PER_HOUR} or more errors within an hour (typed user-caused errors included).`
            : `${name}: the function failed (an unhandled error or a timeout).`,
          threshold: outcomes ? OUTCOME_ERRORS_PER_HOUR : 1,
          evaluationPeriods: 1,
        });
      const sustained = props.throttledByDesign?.has(name) === true;
      const throttles = fn
        .metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' })
        .createAlarm(this, `${id}Throttles`, {
          ...common,
          alarmDescription: sustained
            ? `${name}: throttled for 15 minutes on end (its reserved concurrency is full: conversions are queueing).`
            : `${name}: invocations were throttled (account or function concurrency is exhausted).`,
          threshold: 1,
          evaluationPeriods: sustained ? 3 : 1,
          datapointsToAlarm: sustained ? 3 : 1,
        });
      for (const alarm of [errors, throttles]) {
        alarm.addAlarmAction(props.action);
        alarm.addOkAction(props.action);
        this.alarms.push(alarm);
      }
    }
  }
}

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());
