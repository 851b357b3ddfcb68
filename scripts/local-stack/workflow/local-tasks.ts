import type { RunOptions } from 'aws-local-stepfunctions';
import { setTimeout as sleep } from 'node:timers/promises';
import { asStatesError } from './errors';
import type { EngineOptions, StateMachineDefinition } from './types';

type Overrides = NonNullable<RunOptions['overrides']>;
type Handler = NonNullable<Overrides['taskResourceLocalHandlers']>[string];

// The fields of a state this file reads; the emulator's own types are a union too wide to walk.
interface AnyState {
  Type: string;
  Resource?: string;
  Retry?: { IntervalSeconds?: number }[];
  Seconds?: number;
  ItemProcessor?: { States: Record<string, AnyState> };
  Iterator?: { States: Record<string, AnyState> };
  Branches?: { States: Record<string, AnyState> }[];
}

/** Every state of the definition, those inside Map and Parallel states included, with its name. */
function* allStates(states: Record<string, AnyState>): Generator<[string, AnyState]> {
  for (const [name, state] of Object.entries(states)) {
    yield [name, state];
    const inner = state.ItemProcessor ?? state.Iterator;
    if (inner) yield* allStates(inner.States);
    for (const branch of state.Branches ?? []) yield* allStates(branch.States);
  }
}

// `arn:aws:states:::lambda:invoke` wraps the payload; a bare function ARN (payloadResponseOnly) does not.
async function invokeResource(resource: string, input: unknown, options: EngineOptions): Promise<unknown> {
  if (resource.startsWith('arn:aws:states:::lambda:invoke')) {
    const { FunctionName, Payload } = (input ?? {}) as { FunctionName?: string; Payload?: unknown };
    if (!FunctionName)
      throw Object.assign(new Error('lambda:invoke needs Parameters.FunctionName'), { name: 'States.Runtime' });
    return {
      ExecutedVersion: '$LATEST',
      Payload: (await options.invoke(FunctionName, Payload ?? {})) ?? null,
      StatusCode: 200,
    };
  }
  if (/^arn:aws:lambda:/.test(resource)) return (await options.invoke(resource, input)) ?? null;
  throw Object.assign(new Error(`Unsupported Task Resource ${resource}`), { name: 'States.Runtime' });
}

type HandlerResult = Awaited<ReturnType<Handler>>;

async function runHandler(
  name: string,
  resource: string,
  input: unknown,
  options: EngineOptions,
): Promise<HandlerResult> {
  try {
    // The delay runs inside the state's TimeoutSeconds, as a slow handler would.
    const delay = options.taskDelaysMs?.[name];
    if (delay) await sleep(delay, undefined, { signal: options.signal });
    // A stopped engine starts no handler (the emulator may still retry after an abort).
    options.signal?.throwIfAborted();
    return (await invokeResource(resource, input, options)) as HandlerResult;
  } catch (thrown) {
    throw asStatesError(thrown);
  }
}

function localHandler(name: string, resource: string, options: EngineOptions): Handler {
  return (input) => {
    const running = runHandler(name, resource, input, options);
    // The emulator drops a call that outlives its state's timeout; whoever waits for idle does not.
    options.onTaskStarted?.(running.catch(() => undefined));
    return running;
  };
}

/**
 * The emulator's overrides that run this definition locally: each Task state calls its handler
 * through `options.invoke` (never AWS), and `timeScale` shortens Retry intervals and Wait states.
 */
export function localOverrides(definition: StateMachineDefinition, options: EngineOptions): Overrides {
  const taskResourceLocalHandlers: Record<string, Handler> = {};
  const retryIntervalOverrides: Record<string, number[]> = {};
  const waitTimeOverrides: Record<string, number> = {};
  const scale = options.timeScale;
  for (const [name, state] of allStates(definition.States as Record<string, AnyState>)) {
    if (state.Type === 'Task') taskResourceLocalHandlers[name] = localHandler(name, state.Resource ?? '', options);
    if (scale === undefined) continue;
    // Scaled intervals are fixed ones: BackoffRate and jitter only matter at full scale.
    if (state.Retry) retryIntervalOverrides[name] = state.Retry.map((r) => (r.IntervalSeconds ?? 1) * 1000 * scale);
    if (state.Type === 'Wait' && state.Seconds !== undefined) waitTimeOverrides[name] = state.Seconds * 1000 * scale;
  }
  return { taskResourceLocalHandlers, retryIntervalOverrides, waitTimeOverrides };
}
