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
  /** Task timeout of ConvertStatement and AssembleScan; each Lambda runs longer, so the task times out first. */
  readonly convertTimeout: Duration;
  /** ReadScanPage's task timeout, likewise. */
  readonly scanPageTimeout: Duration;
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

/**
 * Packages OCR loads files from by path (tesseract.js's worker script and WebAssembly cores, the English traineddata,
 * PDFium's WebAssembly): a bundler breaks those paths, so they stay out of the bundle and are copied beside it with
 * what they require (packages/converter/scripts/copy-ocr-modules.mjs).
 */
export const OCR_MODULES = ['tesseract.js', '@tesseract.js-data/eng', '@hyzyla/pdfium'] as const;

/**
 * Functions that render or read scans (and text statements' descriptions drawn as images): the OCR packages are node
 * modules of the function, never fetched, and the reader thread, which renders the pages, gets PDFium's WebAssembly
 * beside its script.
 */
export const readsScans: Partial<NodeFunctionProps> = {
  bundling: {
    // Added to CDK's own externals (the SDK the runtime provides).
    esbuildArgs: { '--external': [...OCR_MODULES] },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        `node "${inputDir}/packages/converter/scripts/build-extract-worker.mjs" "${outputDir}" --with-pdfium`,
        `node "${inputDir}/packages/converter/scripts/copy-ocr-modules.mjs" "${outputDir}" ${OCR_MODULES.join(' ')}`,
      ],
    },
  },
};

/**
 * Reserved concurrency of read-scan-page: pages of at most this many scans' first rounds are read at once across
 * all users (10 a scan); more wait in their Map, whose Lambda retries back off on throttling. docs/limits.md.
 */
export const SCAN_READER_RESERVED_CONCURRENCY = 30;

/** A page read by OCR peaks near 400 MB (BENCHMARKS.md, scan-page-bench); the memory buys one full vCPU. */
export const SCAN_READER_MEMORY_MB = 1769;

/** The props of each workflow step's function: converting steps get a vCPU and the convert timeout. */
export function stepFunctionProps(
  name: WorkflowStep,
  timeouts: { convert: Duration; scanPage: Duration },
): Partial<NodeFunctionProps> {
  const converting = { memorySize: 1769, timeout: timeouts.convert.plus(Duration.seconds(10)) }; // one full vCPU
  switch (name) {
    case 'convert-statement':
      // It reads descriptions a statement draws as images by OCR: the scan readers' bundling.
      return { ...readsScans, ...converting, reservedConcurrentExecutions: CONVERTER_RESERVED_CONCURRENCY };
    case 'check-upload':
      return readsPdfs;
    case 'read-scan-page':
      return {
        ...readsScans,
        memorySize: SCAN_READER_MEMORY_MB,
        timeout: timeouts.scanPage.plus(Duration.seconds(10)),
        reservedConcurrentExecutions: SCAN_READER_RESERVED_CONCURRENCY,
      };
    case 'assemble-scan':
      return { ...readsScans, ...converting };
    default:
      return {};
  }
}

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
    const timeouts = { convert: props.convertTimeout, scanPage: props.scanPageTimeout };
    this.steps = Object.fromEntries(
      workflowSteps.map((name) => [name, make(name, stepFunctionProps(name, timeouts))]),
    ) as Record<WorkflowStep, NodeFunction>;
  }

  /** Lets the functions that declare it start the workflow (built after them, from the steps). */
  grantStateMachine(stateMachine: IStateMachine): void {
    for (const [name, fn] of this.all) grantStateMachine(fn, name, stateMachine);
  }
}

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());
