import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { repoRoot } from '../../infra/lib/paths';
import { serveStatic } from '../../scripts/static-server';
import { buildWeb as buildInto } from '../../scripts/web-build';
import { sharedBrowserStack } from './shared-browser-stack';

export { serveStatic };
export const testWebDist = join(repoRoot, '.local', 'test-web-dist');
// Each test process builds into its own folder: several suites may run at once on one checkout.
const processDist = join(testWebDist, `run-${process.pid}-${threadId}`);

let built: Promise<string> | undefined;

/** Where buildWeb() puts (or finds) the build, known before it is made: a server can be started on it first. */
export function webDistDir(): string {
  return sharedBrowserStack()?.webDist ?? processDist;
}

/**
 * Builds the SPA once per process under `.local/test-web-dist`; later calls reuse that build. Under the
 * browser tests' global setup, the build it serves is reused instead (that process removes it).
 */
export function buildWeb(): Promise<string> {
  const shared = sharedBrowserStack()?.webDist;
  if (shared) return Promise.resolve(shared);
  built ??= buildInto(processDist).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return built;
}

/** Builds the SPA (once) and serves it with the given runtime configuration. */
export async function serveWeb(options: {
  appConfig: unknown;
  port?: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await buildWeb();
  const { url, close } = await serveStatic(dir, options.appConfig, options.port ?? 0);
  return { url, close };
}
