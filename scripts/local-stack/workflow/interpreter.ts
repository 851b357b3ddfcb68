import { setTimeout as sleep } from 'node:timers/promises';
import { evaluateRule, type ChoiceRule } from './choice';
import { errorMatches, StatesError, taskError } from './errors';
import { applyTemplate, readPath, selectPath, writePath, type ContextObject } from './paths';
import type { ExecutionResult, RunOptions, State, StateMachineDefinition } from './types';
import { runTask } from './task';

const aborted: ExecutionResult = { status: 'ABORTED', error: 'States.Aborted', cause: 'The execution was aborted' };

type Step = { next: string; output: unknown } | { end: true; output: unknown };

/** Runs one execution of a JSONPath Amazon States Language definition (Standard workflow semantics). */
export async function runStateMachine(definition: StateMachineDefinition, input: unknown, options: RunOptions): Promise<ExecutionResult> {
  const startTime = new Date().toISOString();
  let timedOut = false;
  const run = async (): Promise<ExecutionResult> => {
    let name = definition.StartAt;
    let data = input;
    for (;;) {
      if (timedOut) return { status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution timed out' };
      if (options.signal?.aborted) return aborted;
      const state = definition.States[name];
      if (!state) return { status: 'FAILED', error: 'States.Runtime', cause: `State ${name} does not exist` };
      options.onStateEntered?.(name, data);
      const context: ContextObject = {
        Execution: { Id: options.executionArn, Name: options.name, Input: input, StartTime: startTime },
        State: { Name: name, EnteredTime: new Date().toISOString(), RetryCount: 0 },
        StateMachine: { Id: options.stateMachineArn, Name: options.stateMachineArn.split(':').pop() ?? '' },
      };
      try {
        const step = await runState(name, state, data, context, options);
        if (timedOut) continue;
        if ('end' in step) return { status: 'SUCCEEDED', output: step.output };
        [name, data] = [step.next, step.output];
      } catch (error) {
        if (options.signal?.aborted) return aborted;
        const failure = error instanceof StatesError ? error : taskError(error);
        return { status: 'FAILED', error: failure.error, cause: failure.cause };
      }
    }
  };
  if (!definition.TimeoutSeconds) return run();
  let timer: NodeJS.Timeout | undefined;
  // The machine timeout ends the execution without running any Catch, as in AWS.
  const timeout = new Promise<ExecutionResult>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve({ status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution timed out' });
    }, definition.TimeoutSeconds! * 1000);
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function finish(state: State, output: unknown): Step {
  if (state.End) return { end: true, output };
  if (!state.Next) throw new StatesError('States.Runtime', 'State has neither Next nor End');
  return { next: state.Next, output };
}

async function runState(name: string, state: State, raw: unknown, context: ContextObject, options: RunOptions): Promise<Step> {
  const scale = options.timeScale ?? 1;
  const effective = selectPath(state.InputPath, raw, context);
  switch (state.Type) {
    case 'Pass': {
      const parameters = state.Parameters === undefined ? effective : applyTemplate(state.Parameters, effective, context);
      const result = state.Result === undefined ? parameters : state.Result;
      return finish(state, selectPath(state.OutputPath, writePath(state.ResultPath, raw, result), context));
    }
    case 'Succeed':
      return { end: true, output: selectPath(state.OutputPath, effective, context) };
    case 'Fail': {
      const error = state.ErrorPath ? String(readPath(state.ErrorPath, raw, context)) : (state.Error ?? 'States.Fail');
      const cause = state.CausePath ? String(readPath(state.CausePath, raw, context)) : (state.Cause ?? '');
      throw new StatesError(error, cause);
    }
    case 'Choice': {
      const choice = (state.Choices ?? []).find((rule) => evaluateRule(rule as ChoiceRule, effective, context));
      const next = choice?.Next ?? state.Default;
      if (!next) throw new StatesError('States.NoChoiceMatched', `No Choice rule matched in state ${name}`);
      return { next, output: selectPath(state.OutputPath, effective, context) };
    }
    case 'Wait': {
      const seconds = state.SecondsPath ? Number(readPath(state.SecondsPath, effective, context)) : state.Seconds;
      const timestamp = state.TimestampPath ? String(readPath(state.TimestampPath, effective, context)) : state.Timestamp;
      const ms = seconds !== undefined ? seconds * 1000 : timestamp ? Math.max(0, Date.parse(timestamp) - Date.now()) : 0;
      await sleep(ms * scale, undefined, { signal: options.signal });
      return finish(state, selectPath(state.OutputPath, effective, context));
    }
    case 'Task':
      return runTaskState(name, state, raw, effective, context, options);
    default:
      throw new StatesError('States.Runtime', `Unsupported state type ${String(state.Type)} in ${name}`);
  }
}

async function runTaskState(name: string, state: State, raw: unknown, effective: unknown, context: ContextObject, options: RunOptions): Promise<Step> {
  const attempts = new Map<number, number>();
  for (;;) {
    try {
      const parameters = state.Parameters === undefined ? effective : applyTemplate(state.Parameters, effective, context);
      const result = await runTask(name, state, parameters, effective, context, options);
      const selected = state.ResultSelector === undefined ? result : applyTemplate(state.ResultSelector, result, context);
      return finish(state, selectPath(state.OutputPath, writePath(state.ResultPath, raw, selected), context));
    } catch (thrown) {
      if (options.signal?.aborted) throw thrown; // no Retry or Catch runs in a stopped engine
      const failure = taskError(thrown);
      if (failure.error === 'States.Runtime') throw failure;
      const index = (state.Retry ?? []).findIndex((retrier) => errorMatches(retrier.ErrorEquals, failure.error));
      const retrier = state.Retry?.[index];
      const used = attempts.get(index) ?? 0;
      if (retrier && used < (retrier.MaxAttempts ?? 3)) {
        attempts.set(index, used + 1);
        context.State.RetryCount += 1;
        const interval = (retrier.IntervalSeconds ?? 1) * (retrier.BackoffRate ?? 2) ** used;
        await sleep(Math.min(interval, retrier.MaxDelaySeconds ?? Infinity) * 1000 * (options.timeScale ?? 1), undefined, { signal: options.signal });
        continue;
      }
      const catcher = (state.Catch ?? []).find((c) => errorMatches(c.ErrorEquals, failure.error));
      if (!catcher) throw failure;
      const resultPath = catcher.ResultPath === undefined ? '$' : catcher.ResultPath;
      return { next: catcher.Next, output: writePath(resultPath, raw, { Error: failure.error, Cause: failure.cause }) };
    }
  }
}
