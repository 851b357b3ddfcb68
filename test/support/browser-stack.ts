import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../scripts/local-stack/index';
import { localSecurityHeaders } from '../../scripts/local-stack/security-headers';
import { launchBrowser } from './browser';
import type { ProvidedStack } from './global-stack';
import { sharedBrowserStack } from './shared-browser-stack';
import { useStack } from './stack-client';
import { buildWeb, serveStatic, webDistDir } from './web-app';

export interface BrowserStack {
  /** Undefined when the browser tests share the stack of test/support/global-browser-stack.ts. */
  stack?: LocalStack;
  web: { url: string; close(): Promise<void> };
  browser: Browser;
  /** The response headers every page is served with (CloudFront's, with the local origins). */
  headers: Record<string, string>;
  stop(): Promise<void>;
}

export interface WebAndStack {
  stack: LocalStack;
  web: { url: string; dist: string; close(): Promise<void> };
  headers: Record<string, string>;
  stop(): Promise<void>;
}

export const providedStack = (stack: LocalStack): ProvidedStack => ({
  endpoints: stack.endpoints,
  resources: stack.resources,
  appConfig: stack.appConfig,
  lambdaEnv: stack.lambdaEnv,
  startupMs: stack.startupMs,
});

/**
 * The production build of the SPA, served with the headers CloudFront sends (CSP included), and a
 * local stack behind it. The SPA's origin must be known before the stack starts (bucket and API CORS),
 * so the server answers /app-config.json and the headers from whatever the stack reports once up.
 */
export async function startWebAndStack(name: string): Promise<WebAndStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `bankcsv-${name}-`));
  const live: { appConfig?: unknown; headers: Record<string, string> } = { headers: {} };
  // The server reads its folder per request, so it starts first, and the build is made while the stack starts.
  const server = await serveStatic(
    webDistDir(),
    () => live.appConfig,
    0,
    () => live.headers,
  );
  const [built, started] = await Promise.allSettled([buildWeb(), startLocalStack({ dataDir, appOrigin: server.url })]);
  if (built.status === 'rejected' || started.status === 'rejected') {
    await server.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw built.status === 'rejected' ? built.reason : (started as PromiseRejectedResult).reason;
  }
  const [dist, stack] = [built.value, started.value];
  live.appConfig = stack.appConfig;
  live.headers = localSecurityHeaders(stack.endpoints);
  return {
    stack,
    web: { ...server, dist },
    headers: live.headers,
    async stop() {
      await server.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What every browser test starts from: the SPA and a local stack (the suite's shared one when its
 * global setup provides it, else one of its own), the stack client pointed at it, and a Chromium.
 */
export async function startBrowserStack(name: string): Promise<BrowserStack> {
  const shared = sharedBrowserStack();
  const own = shared ? undefined : await startWebAndStack(name);
  const web = own?.web ?? { url: shared?.webUrl ?? '', close: async () => undefined };
  useStack(own ? providedStack(own.stack) : shared?.stack);
  const browser = await launchBrowser();
  return {
    stack: own?.stack,
    web,
    browser,
    headers: own?.headers ?? shared?.headers ?? {},
    async stop() {
      useStack(undefined);
      await browser.close();
      await own?.stop();
    },
  };
}
