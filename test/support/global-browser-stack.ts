import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../infra/lib/paths';
import type { SharedBrowserStack } from './shared-browser-stack';

/** The line test/support/browser-stack-process.ts prints once up, followed by its SharedBrowserStack. */
export const READY = 'browser-stack ready ';

/**
 * Browser suite setup: one production build of the SPA, served with CloudFront's headers, and one local
 * stack behind it, shared by every test file (each still launches its own Chromium). They run in a child
 * process (test/support/browser-stack-process.ts), apart from the integration suite's stack.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'test/support/browser-stack-process.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'test' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const shared = await new Promise<SharedBrowserStack>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)) as SharedBrowserStack);
      // The handlers' logs, as they showed when each test file ran its own stack.
      else console.log(line);
    });
    void exited.then(() => reject(new Error(`browser stack exited with ${child.exitCode ?? child.signalCode}`)));
  });
  console.log(`browser stack ready in ${Date.now() - started} ms`);
  project.provide('browserStack', shared);
  project.provide('stack', shared.stack);
  return async () => {
    child.stdin?.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}
