import { providedStack, startWebAndStack } from './browser-stack';
import { READY } from './global-browser-stack';
import type { SharedBrowserStack } from './shared-browser-stack';

/**
 * The browser tests' shared SPA and local stack, in a process of its own: the integration suite's stack
 * runs in vitest's main process, and the handlers read their environment once per process. Started by
 * test/support/global-browser-stack.ts; prints one READY line, and stops when its stdin closes.
 */
const running = await startWebAndStack('e2e');
const shared: SharedBrowserStack = {
  webUrl: running.web.url,
  webDist: running.web.dist,
  headers: running.headers,
  stack: providedStack(running.stack),
};
process.stdout.write(`${READY}${JSON.stringify(shared)}\n`);

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= running.stop().finally(() => process.exit(0));
};
// The parent ending, however it ends, closes this pipe.
process.stdin.on('end', stop).on('close', stop).resume();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
