import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIC, OUTCOME_DIMENSION } from './metric-names';
import { errorFields, logger } from './logger';

// Namespace and service come from POWERTOOLS_METRICS_NAMESPACE and POWERTOOLS_SERVICE_NAME (set per
// function by infra). Metrics are EMF lines on stdout: CloudWatch turns them into metrics in AWS;
// nothing is sent anywhere else, so the local stack and tests need no AWS (the local stack sets
// POWERTOOLS_METRICS_DISABLED).
const metrics = new Metrics();

export type ConversionOutcome = 'completed' | `failed-${string}`;

export interface ConversionEnd {
  readonly outcome: ConversionOutcome;
  /** Pages read by the check; absent when the check never ran (e.g. not a PDF). */
  readonly pages?: number | undefined;
  /** ISO time the conversion started processing (or was created, when processing never started). */
  readonly startedAt?: string | undefined;
  /** ISO time it ended. */
  readonly endedAt: string;
}

/** The outcome of a failed conversion, by its error code. */
export function failedOutcome(errorCode: string): ConversionOutcome {
  return `failed-${errorCode}`;
}

/**
 * Publishes one conversion's end: Conversions (1), ConversionPages and ConversionDurationMs, all
 * under its outcome. Metrics never fail the step that records the end: a problem is only logged.
 */
export function recordConversionEnd(end: ConversionEnd): void {
  publish(() => {
    metrics.addDimension(OUTCOME_DIMENSION, end.outcome);
    metrics.addMetric(METRIC.conversions, MetricUnit.Count, 1);
    if (end.pages !== undefined && Number.isFinite(end.pages) && end.pages > 0)
      metrics.addMetric(METRIC.pages, MetricUnit.Count, end.pages);
    const durationMs = end.startedAt ? Date.parse(end.endedAt) - Date.parse(end.startedAt) : Number.NaN;
    if (Number.isFinite(durationMs) && durationMs >= 0)
      metrics.addMetric(METRIC.durationMs, MetricUnit.Milliseconds, durationMs);
  });
}

/** Publishes one refund (Refunds 1, RefundedCredits): a burst of them is alarmed on (infra RefundSpikeAlarm). */
export function recordRefund(credits: number): void {
  if (!(credits > 0)) return;
  publish(() => {
    metrics.addMetric(METRIC.refunds, MetricUnit.Count, 1);
    metrics.addMetric(METRIC.refundedCredits, MetricUnit.Count, credits);
  });
}

function publish(add: () => void): void {
  try {
    add();
    metrics.publishStoredMetrics();
  } catch (error) {
    metrics.clearMetrics();
    metrics.clearDimensions();
    logger.warn('metrics not published', errorFields(error));
  }
}
