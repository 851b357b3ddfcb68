import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../infra/lib/paths';
import type { Context } from 'aws-lambda';

export const handlersDir = join(repoRoot, 'lambdas', 'src', 'handlers');

type Handler = (event: unknown, context: Context) => unknown;

// What a handler module may hold on to between invocations (OCR workers), let go when the stack stops.
const releases = new Set<() => Promise<void>>();

/** Lets go of whatever the handlers loaded so far keep alive between invocations. */
export async function releaseHandlers(): Promise<void> {
  await Promise.all([...releases].map((release) => release().catch(() => undefined)));
  releases.clear();
}

/** The same handler file AWS runs, imported in-process (process.env already holds the Lambda environment). */
export async function loadHandler(name: string): Promise<Handler> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Invalid function name ${name}`);
  const file = join(handlersDir, `${name}.ts`);
  if (!existsSync(file))
    throw Object.assign(new Error(`Function not found: lambdas/src/handlers/${name}.ts`), {
      name: 'ResourceNotFoundException',
    });
  const module = (await import(pathToFileURL(file).href)) as { handler?: Handler; release?: () => Promise<void> };
  if (module.release) releases.add(module.release);
  if (typeof module.handler !== 'function') throw new Error(`lambdas/src/handlers/${name}.ts exports no handler`);
  return module.handler;
}

export function lambdaContext(name: string, timeoutMs = 900_000): Context {
  const deadline = Date.now() + timeoutMs;
  const unused = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unused,
    fail: unused,
    succeed: unused,
  };
}

export async function invokeHandler(name: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(name);
  return handler(event, lambdaContext(name));
}

/** The payload Lambda returns for an unhandled error: the thrown error's name is its errorType. */
export function errorPayload(error: unknown): { errorType: string; errorMessage: string; trace: string[] } {
  const err = error instanceof Error ? error : new Error(String(error));
  return { errorType: err.name || 'Error', errorMessage: err.message, trace: (err.stack ?? '').split('\n') };
}

/** An asynchronous invocation (EventBridge, InvocationType Event): Lambda retries a failed one twice. */
export async function invokeAsync(
  name: string,
  event: unknown,
  log: (line: string) => void,
  retryDelaysMs = [1000, 2000],
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await invokeHandler(name, event);
      return;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      log(
        `[lambda] ${name} failed (attempt ${attempt + 1}): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
