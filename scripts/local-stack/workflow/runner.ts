import { AwsError } from '../aws/aws-error';
import { runExecution } from './execution';
import type { EngineOptions, ExecutionStatus, StateMachineDefinition } from './types';

export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  output?: string;
  error?: string;
  cause?: string;
  /** Names of the states entered, in order. */
  states: string[];
}

export interface RunnerOptions {
  stateMachineArn: string;
  definition: StateMachineDefinition;
  invoke: EngineOptions['invoke'];
  timeScale?: number;
  taskDelaysMs?: Record<string, number>;
  log?: (line: string) => void;
  /** Called once an execution ends, as Step Functions' status-change event reaches EventBridge in AWS. */
  onEnd?: (record: ExecutionRecord) => Promise<void>;
}

/**
 * Holds the executions of one state machine and runs them in-process on `aws-local-stepfunctions`,
 * answering as the Step Functions service does (names, idempotent starts, statuses).
 */
export class WorkflowRunner {
  private readonly records = new Map<string, ExecutionRecord>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly aborter = new AbortController();

  constructor(private readonly options: RunnerOptions) {}

  start(stateMachineArn: string, name: string, input = '{}'): ExecutionRecord {
    if (stateMachineArn !== this.options.stateMachineArn)
      throw new AwsError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${stateMachineArn}'`);
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new AwsError('InvalidName', `Invalid Name: '${name}'`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      throw new AwsError('InvalidExecutionInput', 'Invalid execution input: not JSON');
    }
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    const existing = this.records.get(executionArn);
    // Standard workflows: the same name with the same input while running is idempotent; anything else is refused.
    if (existing) {
      if (existing.status === 'RUNNING' && existing.input === input) return existing;
      throw new AwsError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    const record: ExecutionRecord = {
      executionArn,
      stateMachineArn,
      name,
      input,
      status: 'RUNNING',
      startDate: new Date(),
      states: [],
    };
    this.records.set(executionArn, record);
    this.track(this.run(record, parsed));
    return record;
  }

  private track(work: Promise<unknown>): void {
    const done = work.finally(() => this.running.delete(done));
    this.running.add(done);
  }

  private async run(record: ExecutionRecord, input: unknown): Promise<void> {
    const { definition, invoke, timeScale, taskDelaysMs, log } = this.options;
    const result = await runExecution(definition, input, {
      invoke,
      timeScale,
      taskDelaysMs,
      executionArn: record.executionArn,
      name: record.name,
      stateMachineArn: record.stateMachineArn,
      onStateEntered: (state) => record.states.push(state),
      onTaskStarted: (task) => this.track(task),
      signal: this.aborter.signal,
    }).catch((error: unknown) => ({ status: 'FAILED' as const, error: 'States.Runtime', cause: String(error) }));
    record.status = result.status;
    record.stopDate = new Date();
    if (result.status === 'SUCCEEDED') record.output = JSON.stringify(result.output ?? null);
    else [record.error, record.cause] = [result.error, result.cause];
    log?.(
      `[workflow] ${record.name} ${record.status} via ` +
        `${record.states.join(' → ')}${record.error ? ` (${record.error})` : ''}`,
    );
    if (this.options.onEnd) this.track(this.options.onEnd(record));
  }

  describe(executionArn: string): ExecutionRecord {
    const record = this.records.get(executionArn);
    if (!record) throw new AwsError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    return record;
  }

  list(): ExecutionRecord[] {
    return [...this.records.values()].sort((a, b) => b.startDate.getTime() - a.startDate.getTime());
  }

  /** Aborts every running execution: with the emulators gone, none may run another step. */
  stop(): void {
    this.aborter.abort();
  }

  /**
   * Resolves once no execution and no handler call is running, including ones started while
   * waiting and a handler that goes on after its state timed out.
   */
  async waitForIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
