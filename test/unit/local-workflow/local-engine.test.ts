import { describe, expect, it } from 'vitest';
import { localFunctionArn } from '../../../infra/lib/local-workflow';
import { runExecution } from '../../../scripts/local-stack/workflow/execution';
import type { StateMachineDefinition } from '../../../scripts/local-stack/workflow/types';

const stateMachineArn = 'arn:aws:states:local:000000000000:stateMachine:engine-test';
const ids = {
  executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:e1`,
  name: 'e1',
  stateMachineArn,
};

class TransientError extends Error {
  override readonly name = 'Lambda.ServiceException';
}

// States the conversion workflow does not use yet (a Map over scanned pages), on the same local handlers.
describe('the local workflow engine', () => {
  it('runs a Map state whose item processor calls a local handler per item', async () => {
    const definition = {
      StartAt: 'Pages',
      States: {
        Pages: {
          Type: 'Map',
          ItemsPath: '$.pages',
          ItemProcessor: {
            StartAt: 'ReadPage',
            States: {
              ReadPage: { Type: 'Task', Resource: localFunctionArn('read-page'), TimeoutSeconds: 5, End: true },
            },
          },
          ResultPath: '$.text',
          End: true,
        },
      },
    } as unknown as StateMachineDefinition;
    const entered: string[] = [];
    const result = await runExecution(
      definition,
      { pages: [1, 2, 3] },
      {
        ...ids,
        invoke: async (arn, page) => ({ fn: arn.split(':').pop(), page }),
        onStateEntered: (name) => entered.push(name),
      },
    );
    expect(result).toEqual({
      status: 'SUCCEEDED',
      output: { pages: [1, 2, 3], text: [1, 2, 3].map((page) => ({ fn: 'read-page', page })) },
    });
    expect(entered.filter((name) => name === 'ReadPage')).toHaveLength(3);
  });

  it('wraps the lambda:invoke integration in Payload and retries on the scaled interval', async () => {
    const definition = {
      StartAt: 'Invoke',
      States: {
        Invoke: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: localFunctionArn('flaky'), 'Payload.$': '$' },
          Retry: [{ ErrorEquals: ['Lambda.ServiceException'], IntervalSeconds: 30, MaxAttempts: 2 }],
          TimeoutSeconds: 5,
          End: true,
        },
      },
    } as unknown as StateMachineDefinition;
    let calls = 0;
    const started = Date.now();
    const result = await runExecution(
      definition,
      { a: 1 },
      {
        ...ids,
        timeScale: 0.001,
        invoke: async (_, payload) => {
          calls += 1;
          if (calls < 3) throw new TransientError('try again');
          return payload;
        },
      },
    );
    expect(result).toEqual({
      status: 'SUCCEEDED',
      output: { ExecutedVersion: '$LATEST', Payload: { a: 1 }, StatusCode: 200 },
    });
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a Task error AWS-style: the error name, and the handler payload as the cause', async () => {
    const definition = {
      StartAt: 'Boom',
      States: { Boom: { Type: 'Task', Resource: localFunctionArn('boom'), TimeoutSeconds: 5, End: true } },
    } as unknown as StateMachineDefinition;
    const result = await runExecution(
      definition,
      {},
      { ...ids, invoke: () => Promise.reject(new RangeError('too big')) },
    );
    expect(result).toEqual({
      status: 'FAILED',
      error: 'RangeError',
      cause: JSON.stringify({ errorType: 'RangeError', errorMessage: 'too big' }),
    });
  });
});
