import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../scripts/local-stack/index';

export type ProvidedStack = Pick<LocalStack, 'endpoints' | 'resources' | 'appConfig' | 'lambdaEnv'> & {
  startupMs: number;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * Integration suite setup: one local stack on free ports in a temporary directory, shared by every test file.
 * Set STACK_LOG=1 to see the emulators' output.
 *
 * With AWS_ENDPOINT_URL set (LocalStack), no emulator is started: tables, buckets, user pool and secrets are
 * created at that endpoint, and the gateway, workflow runner (SFN endpoint) and handlers run here against it.
 * Not exercised on this machine. Two known gaps there: uploads do not start the workflow (only s3rver's
 * events are wired to start-conversion), and the gateway expects tokens issued as `<endpoint>/<poolId>`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bankcsv-stack-'));
  const stack = await startLocalStack({
    dataDir,
    external: process.env.AWS_ENDPOINT_URL || undefined,
    log: process.env.STACK_LOG ? (line) => console.log(line) : undefined,
  });
  console.log(`local stack ready in ${stack.startupMs} ms`);
  const { endpoints, resources, appConfig, lambdaEnv, startupMs } = stack;
  project.provide('stack', { endpoints, resources, appConfig, lambdaEnv, startupMs });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
