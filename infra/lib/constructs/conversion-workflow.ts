import {
  LIFECYCLE,
  WORKFLOW_STEPS,
  WORKFLOW_TIME_LIMIT_SECONDS,
  type WorkflowStep,
  type WorkflowStepName,
} from '@bankcsv/domain';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/**
 * The Lambda handlers the workflow runs, by their file name under lambdas/src/handlers (the domain's lifecycle table).
 */
export const workflowSteps = WORKFLOW_STEPS;
export type { WorkflowStep };

export const defaultConvertTimeout = Duration.seconds(180);
export const defaultStepTimeout = Duration.seconds(45);
/**
 * ReadScanPage: a page rendered and read by OCR takes 5-10 s on one vCPU (BENCHMARKS.md); 90 s is a stuck page. Two
 * rounds of it are the 180 s a text statement has, so a 20-page scan fits that even at its slowest.
 */
export const defaultScanPageTimeout = Duration.seconds(90);
/** Pages of one scan read at once (ReadScanPages' MaxConcurrency): a 20-page scan is read in two rounds. */
export const SCAN_PAGE_CONCURRENCY = 10;

export interface ConversionWorkflowProps {
  readonly steps: Record<WorkflowStep, IFunction>;
  /** Task timeout of ConvertStatement; its timeout goes to the refund branch. */
  readonly convertTimeout?: Duration;
  /** Task timeout of every other step (above their 30 s Lambda timeout). */
  readonly stepTimeout?: Duration;
  /** Task timeout of ReadScanPage, each page of a scan; AssembleScan has the convert timeout. */
  readonly scanPageTimeout?: Duration;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

// Only transient Lambda-service failures are retried: a handler's typed error is a business
// outcome and goes straight to the Catch (no retries).
const transientLambdaErrors = [
  'Lambda.ClientExecutionTimeoutException',
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

// Each Task state takes its name and handler from the lifecycle table.
function stepTask(
  scope: Construct,
  steps: Record<WorkflowStep, IFunction>,
  name: WorkflowStepName,
  resultPath: string,
  timeout: Duration,
): LambdaInvoke {
  const { state, setBy } = LIFECYCLE[name];
  const invoke = new LambdaInvoke(scope, state, {
    lambdaFunction: steps[setBy],
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    resultPath,
    taskTimeout: sfn.Timeout.duration(timeout),
  });
  invoke.addRetry({
    errors: transientLambdaErrors,
    interval: Duration.seconds(2),
    maxAttempts: 6,
    backoffRate: 2,
    maxDelay: Duration.seconds(30),
    jitterStrategy: sfn.JitterType.FULL,
  });
  return invoke;
}

type Task = (name: WorkflowStepName, resultPath: string, timeout: Duration) => LambdaInvoke;

/**
 * A scan (ConvertStatement found no text layer): each page read by its own ReadScanPage invocation, a bounded number
 * at a time, each page's words kept in S3 (the state keeps nothing per page), then AssembleScan makes the statement.
 */
function scanBranch(scope: Construct, task: Task, timeouts: { page: Duration; assemble: Duration }) {
  const readPage = task('scanning', '$.read', timeouts.page);
  const readPages = new sfn.Map(scope, 'ReadScanPages', {
    itemsPath: sfn.JsonPath.stringAt('$.convert.scanPages'),
    itemSelector: {
      userId: sfn.JsonPath.stringAt('$.userId'),
      conversionId: sfn.JsonPath.stringAt('$.conversionId'),
      bucket: sfn.JsonPath.stringAt('$.bucket'),
      key: sfn.JsonPath.stringAt('$.key'),
      page: sfn.JsonPath.numberAt('$$.Map.Item.Value'),
    },
    maxConcurrency: SCAN_PAGE_CONCURRENCY,
    resultPath: sfn.JsonPath.DISCARD,
  });
  readPages.itemProcessor(readPage);
  // AssembleScan's outputs take the plan's place, as ConvertStatement's would have.
  const assemble = task('assembling', '$.convert', timeouts.assemble);
  return { readPages, assemble };
}

/** Check → debit → convert (a scan: read its pages, assemble) → complete; failures refund once and mark it failed. */
export class ConversionWorkflow extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: ConversionWorkflowProps) {
    super(scope, id);
    const convertTimeout = props.convertTimeout ?? defaultConvertTimeout;
    const stepTimeout = props.stepTimeout ?? defaultStepTimeout;

    const task: Task = (name, resultPath, timeout) => stepTask(this, props.steps, name, resultPath, timeout);

    const succeeded = new sfn.Succeed(this, 'Succeeded');
    const failed = new sfn.Fail(this, 'Failed', {
      error: 'ConversionFailed',
      cause: 'The conversion was marked failed',
    });
    const markFailed = task('failed', '$.failed', stepTimeout);
    // Keep $.error (the original failure) for MarkFailed: a failed refund is recorded beside it.
    const refund = task('refunded', '$.refund', stepTimeout);
    const check = task('checked', '$.check', stepTimeout);
    const debit = task('debited', '$.debit', stepTimeout);
    const convert = task('converting', '$.convert', convertTimeout);
    const complete = task('completed', '$.complete', stepTimeout);
    const { readPages, assemble } = scanBranch(this, task, {
      page: props.scanPageTimeout ?? defaultScanPageTimeout,
      assemble: convertTimeout,
    });

    const catchAll = (resultPath: string) => ({ errors: [sfn.Errors.ALL], resultPath });
    markFailed.addCatch(failed, catchAll('$.markFailedError'));
    markFailed.next(failed);
    refund.addCatch(markFailed, catchAll('$.refundError'));
    refund.next(markFailed);
    check.addCatch(markFailed, catchAll('$.error'));
    debit.addCatch(markFailed, catchAll('$.error'));
    convert.addCatch(refund, catchAll('$.error'));
    // A page's failure or timeout fails the Map, whose Catch refunds: a scan that cannot be read costs nothing.
    readPages.addCatch(refund, catchAll('$.error'));
    assemble.addCatch(refund, catchAll('$.error'));
    complete.addCatch(refund, catchAll('$.error'));

    complete.next(succeeded);
    readPages.next(assemble).next(complete);
    const textOrScan = new sfn.Choice(this, 'TextOrScan')
      .when(sfn.Condition.isPresent('$.convert.scanPages'), readPages)
      .otherwise(complete);
    const definition = check.next(debit).next(convert).next(textOrScan);

    // Execution data stays out of the logs: the input may carry an encrypted PDF password.
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromChainable(definition),
      // Long enough for every step's timeout and retries; stops a stuck execution.
      timeout: Duration.seconds(WORKFLOW_TIME_LIMIT_SECONDS),
      tracingEnabled: true,
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
    });
    NagSuppressions.addResourceSuppressions(
      this.stateMachine,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Generated by LambdaInvoke (invoke any version of each step function, ' +
            '`<fn>:*`) and by logging/X-Ray delivery, whose APIs take no resource ' +
            'ARN (`*`).',
          appliesTo: [{ regex: '/^Resource::<.+\\.Arn>:\\*$/' }, 'Resource::*'],
        },
      ],
      true,
    );
  }
}
