import { Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { workflowSteps, type WorkflowStep } from './conversion-workflow';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { grantAccess, grantStateMachine, type FunctionResources } from './function-access';
import { NodeFunction, type NodeFunctionProps } from './node-function';

/**
 * Reserved concurrency of convert-statement: at most this many conversions run at once, so a rush
 * of uploads queues in the workflow (its Lambda retries back off on throttling) instead of taking
 * every Lambda slot of the account. docs/limits.md lists this figure.
 */
export const CONVERTER_RESERVED_CONCURRENCY = 10;

export interface AppFunctionsProps {
  readonly resources: FunctionResources;
  /** Handler names the HTTP API routes to. */
  readonly apiHandlers: readonly string[];
  /** ConvertStatement's task timeout: the Lambda runs slightly longer so the task times out first. */
  readonly convertTimeout: Duration;
  readonly logRetention: RetentionDays;
}

/**
 * Functions that open PDFs read them on a thread of their own (packages/converter reader-thread.ts),
 * whose script is built beside the handler's bundle.
 */
export const readsPdfs: Partial<NodeFunctionProps> = {
  bundling: {
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        `node "${inputDir}/packages/converter/scripts/build-extract-worker.mjs" "${outputDir}"`,
      ],
    },
  },
};

/** Every Lambda of the app stack, each with exactly the access lambdas/src/function-access.ts declares. */
export class AppFunctions extends Construct {
  readonly api: ReadonlyMap<string, NodeFunction>;
  readonly steps: Record<WorkflowStep, NodeFunction>;
  readonly startConversion: NodeFunction;
  readonly sweepConversions: NodeFunction;
  readonly startQueued: NodeFunction;
  private readonly all = new Map<string, NodeFunction>();

  constructor(scope: Construct, id: string, props: AppFunctionsProps) {
    super(scope, id);
    const make = (handlerName: string, extra: Partial<NodeFunctionProps> = {}) => {
      const fn = new NodeFunction(this, pascal(handlerName), {
        handlerName,
        logRetention: props.logRetention,
        environment: { S3_FORCE_PATH_STYLE: 'false' },
        ...extra,
      });
      grantAccess(fn, handlerName, props.resources);
      this.all.set(handlerName, fn);
      return fn;
    };

    this.api = new Map([...new Set(props.apiHandlers)].map((name) => [name, make(name)]));
    this.startConversion = make('start-conversion');
    this.sweepConversions = make('sweep-conversions', { timeout: Duration.minutes(5) });
    this.startQueued = make('start-queued');
    const convert = {
      ...readsPdfs,
      memorySize: 1769, // one full vCPU
      timeout: props.convertTimeout.plus(Duration.seconds(10)),
      reservedConcurrentExecutions: CONVERTER_RESERVED_CONCURRENCY,
    };
    const stepProps = (name: WorkflowStep) =>
      name === 'convert-statement' ? convert : name === 'check-upload' ? readsPdfs : {};
    this.steps = Object.fromEntries(workflowSteps.map((name) => [name, make(name, stepProps(name))])) as Record<
      WorkflowStep,
      NodeFunction
    >;
  }

  /** Lets the functions that declare it start the workflow (built after them, from the steps). */
  grantStateMachine(stateMachine: IStateMachine): void {
    for (const [name, fn] of this.all) grantStateMachine(fn, name, stateMachine);
  }
}

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());
