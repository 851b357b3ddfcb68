import { setTimeout as sleep } from 'node:timers/promises';
import { StatesError } from './errors';
import { readPath, type ContextObject } from './paths';
import type { RunOptions, State } from './types';

// `arn:aws:states:::lambda:invoke` wraps the payload; a bare function ARN (payloadResponseOnly) does not.
async function invokeResource(state: State, parameters: unknown, options: RunOptions): Promise<unknown> {
  const resource = state.Resource ?? '';
  if (resource.startsWith('arn:aws:states:::lambda:invoke')) {
    const { FunctionName, Payload } = (parameters ?? {}) as { FunctionName?: string; Payload?: unknown };
    if (!FunctionName) throw new StatesError('States.Runtime', 'lambda:invoke needs Parameters.FunctionName');
    const payload = await options.invoke(FunctionName, Payload ?? {});
    return { ExecutedVersion: '$LATEST', Payload: payload, StatusCode: 200 };
  }
  if (/^arn:aws:lambda:/.test(resource)) return options.invoke(resource, parameters);
  throw new StatesError('States.Runtime', `Unsupported Task Resource ${resource}`);
}

/** One attempt of a Task: the optional test delay and the invocation share the state's TimeoutSeconds. */
export async function runTask(
  name: string,
  state: State,
  parameters: unknown,
  effective: unknown,
  context: ContextObject,
  options: RunOptions,
): Promise<unknown> {
  const attempt = (async () => {
    const delay = options.taskDelaysMs?.[name];
    if (delay) await sleep(delay, undefined, { signal: options.signal });
    return invokeResource(state, parameters, options);
  })();
  const seconds = state.TimeoutSecondsPath ? Number(readPath(state.TimeoutSecondsPath, effective, context)) : state.TimeoutSeconds;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: () => void = () => undefined;
  // The state's timeout, and a stop of the engine (the result, if it ever comes, is then dropped).
  const interrupted = new Promise<never>((_, reject) => {
    if (seconds) timer = setTimeout(() => reject(new StatesError('States.Timeout', `Task timed out after ${seconds} seconds`)), seconds * 1000);
    onAbort = () => reject(new StatesError('States.Aborted', 'The execution was aborted'));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  attempt.catch(() => undefined); // a late failure after the timeout must not surface as unhandled
  try {
    return await Promise.race([attempt, interrupted]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
