import { ExecutionAbortedError, ExecutionError, ExecutionTimeoutError, StateMachine } from 'aws-local-stepfunctions';
import { localOverrides } from './local-tasks';
import type { EngineOptions, ExecutionResult, StateMachineDefinition } from './types';

export interface ExecutionOptions extends EngineOptions {
  executionArn: string;
  name: string;
  stateMachineArn: string;
  onStateEntered?(name: string, input: unknown): void;
}

// What the emulator rejects with, as DescribeExecution reports it.
function ended(thrown: unknown): ExecutionResult {
  if (thrown instanceof ExecutionTimeoutError)
    return { status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution timed out' };
  if (thrown instanceof ExecutionAbortedError)
    return { status: 'ABORTED', error: 'States.Aborted', cause: 'The execution was aborted' };
  const failure = thrown instanceof ExecutionError && thrown.cause instanceof Error ? thrown.cause : thrown;
  if (failure instanceof Error) return { status: 'FAILED', error: failure.name, cause: failure.message };
  return { status: 'FAILED', error: 'States.Runtime', cause: String(failure) };
}

/**
 * Runs one execution of the definition on `aws-local-stepfunctions` (Standard workflow semantics,
 * JSONPath). The definition was synthesized by the CDK app; it is validated once in the infra
 * tests, so it is not validated again on every run.
 */
export async function runExecution(
  definition: StateMachineDefinition,
  input: unknown,
  options: ExecutionOptions,
): Promise<ExecutionResult> {
  const machine = new StateMachine(definition, { validationOptions: { noValidate: true } });
  const context = {
    Execution: { Id: options.executionArn, Name: options.name },
    StateMachine: { Id: options.stateMachineArn, Name: options.stateMachineArn.split(':').pop() ?? '' },
  };
  const execution = machine.run(input as Parameters<StateMachine['run']>[0], {
    overrides: localOverrides(definition, options),
    context,
  });
  const abort = () => execution.abort();
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  // The log ends with the execution; reading it to the end keeps the states entered complete.
  const logged = (async () => {
    for await (const event of execution.eventLogs) {
      if (event.type === 'StateEntered') options.onStateEntered?.(event.state.name, event.state.input);
    }
  })();
  try {
    const output = await execution.result;
    return { status: 'SUCCEEDED', output };
  } catch (thrown) {
    return ended(thrown);
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await logged;
  }
}
