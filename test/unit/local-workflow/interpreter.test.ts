import { describe, expect, it } from 'vitest';
import { runStateMachine } from '../../../scripts/local-stack/workflow/interpreter';
import type { RunOptions, StateMachineDefinition } from '../../../scripts/local-stack/workflow/types';

const arn = (name: string) => `arn:aws:lambda:local:000000000000:function:${name}`;

class TypedError extends Error {
  override readonly name = 'UnreadablePdf';
}

function options(tasks: Record<string, (input: unknown) => unknown>, extra: Partial<RunOptions> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const states: string[] = [];
  const run: RunOptions = {
    executionArn: 'arn:aws:states:us-east-1:000000000000:execution:m:e1',
    name: 'e1',
    stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:m',
    timeScale: 0.001,
    invoke: async (functionArn, payload) => {
      const name = functionArn.split(':').pop() ?? '';
      calls.push({ name, input: payload });
      const task = tasks[name];
      if (!task) throw new Error(`no task ${name}`);
      return task(payload);
    },
    onStateEntered: (state) => states.push(state),
    ...extra,
  };
  return { run, calls, states };
}

const task = (name: string, rest: Record<string, unknown> = {}) => ({ Type: 'Task' as const, Resource: arn(name), ...rest });

describe('ASL interpreter', () => {
  it('applies InputPath, Parameters, ResultSelector, ResultPath and OutputPath in order', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Shape',
      States: {
        Shape: { Type: 'Pass', Parameters: { 'id.$': '$.conversionId', fixed: 1, 'label.$': "States.Format('conv-{}', $.conversionId)" }, ResultPath: '$.shaped', Next: 'Work' },
        Work: task('work', {
          InputPath: '$.shaped',
          Parameters: { 'id.$': '$.id', 'execution.$': '$$.Execution.Name' },
          ResultSelector: { 'pages.$': '$.pages' },
          ResultPath: '$.result',
          OutputPath: '$.result',
          End: true,
        }),
      },
    };
    const { run, calls } = options({ work: (input) => ({ pages: 3, seen: input }) });
    const result = await runStateMachine(definition, { conversionId: 'c1' }, run);
    expect(calls[0]?.input).toEqual({ id: 'c1', execution: 'e1' });
    expect(result).toEqual({ status: 'SUCCEEDED', output: { pages: 3 } });
  });

  it('keeps the input when ResultPath is null and replaces it when ResultPath is $', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Keep',
      States: {
        Keep: task('work', { ResultPath: null, Next: 'Replace' }),
        Replace: task('work', { End: true }),
      },
    };
    const { run } = options({ work: () => ({ replaced: true }) });
    expect(await runStateMachine(definition, { a: 1 }, run)).toEqual({ status: 'SUCCEEDED', output: { replaced: true } });
  });

  it('retries a matching error MaxAttempts times with backoff, then catches it', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Flaky',
      States: {
        Flaky: task('flaky', {
          Retry: [{ ErrorEquals: ['Lambda.ServiceException'], IntervalSeconds: 1, MaxAttempts: 2, BackoffRate: 2 }],
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Failed' }],
          End: true,
        }),
        Failed: { Type: 'Pass', End: true },
      },
    };
    const failing = () => {
      throw Object.assign(new Error('busy'), { name: 'Lambda.ServiceException' });
    };
    const { run, calls, states } = options({ flaky: failing });
    const started = Date.now();
    const result = await runStateMachine(definition, { a: 1 }, run);
    expect(calls).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3); // 1 s + 2 s, scaled by 0.001
    expect(states).toEqual(['Flaky', 'Failed']);
    expect(result).toEqual({
      status: 'SUCCEEDED',
      output: { a: 1, error: { Error: 'Lambda.ServiceException', Cause: JSON.stringify({ errorType: 'Lambda.ServiceException', errorMessage: 'busy' }) } },
    });
  });

  it('does not retry an error the retrier does not name, and fails without a Catch', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Check',
      States: { Check: task('check', { Retry: [{ ErrorEquals: ['Lambda.ServiceException'], MaxAttempts: 5 }], End: true }) },
    };
    const { run, calls } = options({
      check: () => {
        throw new TypedError('Not a PDF');
      },
    });
    const result = await runStateMachine(definition, {}, run);
    expect(calls).toHaveLength(1);
    expect(result).toEqual({ status: 'FAILED', error: 'UnreadablePdf', cause: JSON.stringify({ errorType: 'UnreadablePdf', errorMessage: 'Not a PDF' }) });
  });

  it('routes to the first Catch whose ErrorEquals matches', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Check',
      States: {
        Check: task('check', {
          Catch: [
            { ErrorEquals: ['Other'], Next: 'Wrong' },
            { ErrorEquals: ['UnreadablePdf'], ResultPath: '$.why', Next: 'Right' },
            { ErrorEquals: ['States.ALL'], Next: 'Wrong' },
          ],
          End: true,
        }),
        Wrong: { Type: 'Fail', Error: 'Wrong' },
        Right: { Type: 'Pass', OutputPath: '$.why.Error', End: true },
      },
    };
    const { run } = options({
      check: () => {
        throw new TypedError('x');
      },
    });
    expect(await runStateMachine(definition, {}, run)).toEqual({ status: 'SUCCEEDED', output: 'UnreadablePdf' });
  });

  it('turns a task over its TimeoutSeconds into States.Timeout, which States.TaskFailed does not catch', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Convert',
      States: {
        Convert: task('convert', {
          TimeoutSeconds: 1,
          Catch: [
            { ErrorEquals: ['States.TaskFailed'], Next: 'Wrong' },
            { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Refund' },
          ],
          End: true,
        }),
        Wrong: { Type: 'Fail', Error: 'Wrong' },
        Refund: { Type: 'Pass', End: true },
      },
    };
    const { run } = options({ convert: () => 'late' }, { taskDelaysMs: { Convert: 1500 } });
    const result = await runStateMachine(definition, {}, run);
    expect(result).toMatchObject({ status: 'SUCCEEDED', output: { error: { Error: 'States.Timeout' } } });
  });

  it('stops at the machine TimeoutSeconds without running any Catch', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Slow',
      TimeoutSeconds: 1,
      States: {
        Slow: task('slow', { Catch: [{ ErrorEquals: ['States.ALL'], Next: 'Caught' }], End: true }),
        Caught: { Type: 'Pass', End: true },
      },
    };
    const { run, states } = options({ slow: () => new Promise((resolve) => setTimeout(() => resolve('done'), 1500)) });
    const result = await runStateMachine(definition, {}, run);
    expect(result).toEqual({ status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution timed out' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(states).toEqual(['Slow']);
  });

  it('evaluates Choice rules, Wait and Fail', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Pick',
      States: {
        Pick: {
          Type: 'Choice',
          Choices: [
            { And: [{ Variable: '$.pages', IsPresent: true }, { Variable: '$.pages', NumericGreaterThan: 100 }], Next: 'TooBig' },
            { Variable: '$.bank', StringMatches: 'fnb*', Next: 'Pause' },
          ],
          Default: 'TooBig',
        },
        Pause: { Type: 'Wait', Seconds: 5, Next: 'Done' },
        Done: { Type: 'Succeed' },
        TooBig: { Type: 'Fail', Error: 'TooManyPages', Cause: 'over 100' },
      },
    };
    const { run } = options({});
    expect(await runStateMachine(definition, { pages: 3, bank: 'fnb-cheque' }, run)).toEqual({ status: 'SUCCEEDED', output: { pages: 3, bank: 'fnb-cheque' } });
    expect(await runStateMachine(definition, { pages: 300, bank: 'fnb' }, run)).toEqual({ status: 'FAILED', error: 'TooManyPages', cause: 'over 100' });
  });

  it('supports the lambda:invoke integration, which wraps the result in Payload', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Invoke',
      States: {
        Invoke: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: arn('work'), 'Payload.$': '$' },
          ResultSelector: { 'body.$': '$.Payload', 'code.$': '$.StatusCode' },
          End: true,
        },
      },
    };
    const { run, calls } = options({ work: (input) => ({ echoed: input }) });
    expect(await runStateMachine(definition, { a: 1 }, run)).toEqual({ status: 'SUCCEEDED', output: { body: { echoed: { a: 1 } }, code: 200 } });
    expect(calls).toEqual([{ name: 'work', input: { a: 1 } }]);
  });
});
