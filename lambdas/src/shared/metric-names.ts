/**
 * The names of the app's own CloudWatch metrics, shared by the handlers that emit them (through
 * Powertools Metrics, as EMF log lines) and the alarms in infra that watch them. No imports: the
 * CDK app reads these without loading Powertools.
 */

/** Namespace of every app metric; the `service` dimension (POWERTOOLS_SERVICE_NAME) tells stages apart. */
export const METRICS_NAMESPACE = 'BankCsv';

/** The service name a stage's functions log and publish metrics under. */
export function serviceName(stage: string): string {
  return `bankcsv-${stage}`;
}

export const METRIC = {
  /** 1 per conversion that ended (dimension `outcome`). */
  conversions: 'Conversions',
  /** Pages of a conversion that ended (dimension `outcome`). */
  pages: 'ConversionPages',
  /** From processing start (or upload, before the check ran) to the end, in milliseconds (dimension `outcome`). */
  durationMs: 'ConversionDurationMs',
  /** 1 per refund of a conversion's credits (no dimension beyond `service`). */
  refunds: 'Refunds',
  /** Credits given back by those refunds. */
  refundedCredits: 'RefundedCredits',
} as const;

/** Dimension of the conversion metrics: `completed`, or `failed-<error code>` (e.g. `failed-PASSWORD_REQUIRED`). */
export const OUTCOME_DIMENSION = 'outcome';
