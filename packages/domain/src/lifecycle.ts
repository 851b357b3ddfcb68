/**
 * The conversion lifecycle in one table: every step that moves a conversion, the workflow state that runs
 * it (if any), the status it leaves the row in, the progress it records and the handler that writes it.
 * The workflow (infra), the handlers (lambdas) and the dashboard's bar (web) all read it.
 */
import type { ConversionStatus } from './status';

export interface LifecycleStep {
  /** The handler under lambdas/src/handlers that makes this move. */
  readonly setBy: string;
  /** Its Task state in the conversion workflow; absent for steps outside the workflow. */
  readonly state?: string;
  /** The status the row is in once the step has run. */
  readonly status: ConversionStatus;
  /** The progress (0..100) the step records; absent when it leaves the progress alone. */
  readonly progress?: number;
}

export const LIFECYCLE = {
  /** POST /uploads writes the row before the browser sends the file. */
  created: { setBy: 'create-upload', status: 'uploading', progress: 0 },
  /**
   * A batch file arrived with all of its user's places held, or without the password it needs: it waits, holding
   * no place, and starts when a place comes free (or its password is given).
   */
  queued: { setBy: 'start-conversion', status: 'queued', progress: 5 },
  /** The file arrived (S3 event): the workflow starts. */
  uploaded: { setBy: 'start-conversion', status: 'processing', progress: 10 },
  checked: { setBy: 'check-upload', state: 'CheckUpload', status: 'processing', progress: 30 },
  debited: { setBy: 'debit-credits', state: 'DebitCredits', status: 'processing', progress: 40 },
  /** Writes no progress (it would race the files); the dashboard shows this figure while it runs. */
  converting: { setBy: 'convert-statement', state: 'ConvertStatement', status: 'processing', progress: 60 },
  /**
   * A PDF without a text layer is read by OCR, each page its own invocation (a Map state): each records its page as
   * read (`pagesRead` of `pages`) instead of a progress.
   */
  scanning: { setBy: 'read-scan-page', state: 'ReadScanPage', status: 'processing' },
  /** The pages read become the statement, every row judged by the balance chain; as ConvertStatement, no progress. */
  assembling: { setBy: 'assemble-scan', state: 'AssembleScan', status: 'processing' },
  completed: { setBy: 'complete-conversion', state: 'CompleteConversion', status: 'completed', progress: 100 },
  /** Gives back the credits of a failed conversion; the status is left to MarkFailed. */
  refunded: { setBy: 'refund-credits', state: 'RefundCredits', status: 'processing' },
  failed: { setBy: 'fail-conversion', state: 'MarkFailed', status: 'error' },
  /** An upload the user cancelled (or the dashboard found abandoned) before its file arrived. */
  cancelled: { setBy: 'cancel-upload', status: 'error' },
} as const satisfies Record<string, LifecycleStep>;

export type LifecycleStepName = keyof typeof LIFECYCLE;
/** The steps the conversion workflow runs as Task states. */
export type WorkflowStepName = {
  [K in LifecycleStepName]: (typeof LIFECYCLE)[K] extends { state: string } ? K : never;
}[LifecycleStepName];
type WorkflowEntry = (typeof LIFECYCLE)[WorkflowStepName];

/** The handlers the conversion workflow runs, in table order. */
export const WORKFLOW_STEPS = Object.values(LIFECYCLE)
  .filter((s): s is WorkflowEntry => 'state' in s)
  .map((s) => s.setBy) as WorkflowEntry['setBy'][];
export type WorkflowStep = WorkflowEntry['setBy'];

/** Statuses of a conversion that has not ended: an upload or a running workflow holds an in-flight place. */
export const IN_FLIGHT_STATUSES = [
  LIFECYCLE.created.status,
  LIFECYCLE.uploaded.status,
] as const satisfies readonly ConversionStatus[];
export type InFlightStatus = (typeof IN_FLIGHT_STATUSES)[number];

/** Progress shown for a processing conversion that reports none. */
export const DEFAULT_PROCESSING_PROGRESS = LIFECYCLE.converting.progress;
