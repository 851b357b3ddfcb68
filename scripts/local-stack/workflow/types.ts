export interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  MaxAttempts?: number;
  BackoffRate?: number;
  MaxDelaySeconds?: number;
}

export interface Catcher {
  ErrorEquals: string[];
  Next: string;
  ResultPath?: string | null;
}

export interface State {
  Type: 'Task' | 'Pass' | 'Choice' | 'Succeed' | 'Fail' | 'Wait';
  Next?: string;
  End?: boolean;
  InputPath?: string | null;
  OutputPath?: string | null;
  Parameters?: unknown;
  ResultSelector?: unknown;
  ResultPath?: string | null;
  Result?: unknown;
  Resource?: string;
  TimeoutSeconds?: number;
  TimeoutSecondsPath?: string;
  Retry?: Retrier[];
  Catch?: Catcher[];
  Choices?: (Record<string, unknown> & { Next: string })[];
  Default?: string;
  Seconds?: number;
  SecondsPath?: string;
  Timestamp?: string;
  TimestampPath?: string;
  Error?: string;
  Cause?: string;
  ErrorPath?: string;
  CausePath?: string;
}

export interface StateMachineDefinition {
  StartAt: string;
  States: Record<string, State>;
  TimeoutSeconds?: number;
  Comment?: string;
}

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export type ExecutionResult =
  | { status: 'SUCCEEDED'; output: unknown }
  | { status: 'FAILED' | 'TIMED_OUT' | 'ABORTED'; error: string; cause: string };

export interface RunOptions {
  /** Runs a Lambda function (by ARN) with a payload; throws what the function throws. */
  invoke(functionArn: string, payload: unknown): Promise<unknown>;
  executionArn: string;
  name: string;
  stateMachineArn: string;
  /** Multiplies Retry intervals and Wait durations, so tests need not sleep for real seconds. */
  timeScale?: number;
  /** Test-only: delay before the named state's task runs (inside its TimeoutSeconds). */
  taskDelaysMs?: Record<string, number>;
  onStateEntered?(name: string, input: unknown): void;
  /** Aborting ends the execution where it is, without any Catch, as a stopped process would. */
  signal?: AbortSignal;
}
