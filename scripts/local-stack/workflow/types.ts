import type { StateMachineDefinition } from 'aws-local-stepfunctions';

export type { StateMachineDefinition };

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export type ExecutionResult =
  | { status: 'SUCCEEDED'; output: unknown }
  | { status: 'FAILED' | 'TIMED_OUT' | 'ABORTED'; error: string; cause: string };

/** How the local stack runs a definition's Task states: every one goes to a local handler. */
export interface EngineOptions {
  /** Runs a Lambda function (by ARN) with a payload; throws what the function throws. */
  invoke(functionArn: string, payload: unknown): Promise<unknown>;
  /** Multiplies Retry intervals and Wait durations, so tests need not sleep for real seconds. */
  timeScale?: number;
  /** Test-only: delay before the named state's task runs (inside its TimeoutSeconds). */
  taskDelaysMs?: Record<string, number>;
  /** Aborting ends the execution where it is, without any Catch, as a stopped process would. */
  signal?: AbortSignal;
  /** Sees every handler call, including one that goes on after its state timed out (as a Lambda does). */
  onTaskStarted?(running: Promise<unknown>): void;
}
