import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../scripts/local-stack/index';
import { localSecurityHeaders } from '../../scripts/local-stack/security-headers';
import { launchBrowser } from './browser';
import { useStack } from './stack-client';
import { buildWeb, serveStatic } from './web-app';

export interface BrowserStack {
  stack: LocalStack;
  web: { url: string; close(): Promise<void> };
  browser: Browser;
  /** The response headers every page is served with (CloudFront's, with the local origins). */
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * What every browser test starts from: the production build of the SPA, served with the headers
 * CloudFront sends (CSP included), a local stack of its own behind it, the stack client pointed at
 * it, and a Chromium. The SPA's origin must be known before the stack starts (bucket and API CORS),
 * so the server answers /app-config.json and the headers from whatever the stack reports once up.
 */
export async function startBrowserStack(name: string): Promise<BrowserStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `bankcsv-${name}-`));
  const live: { appConfig?: unknown; headers: Record<string, string> } = { headers: {} };
  const web = await serveStatic(
    await buildWeb(),
    () => live.appConfig,
    0,
    () => live.headers,
  );
  const stack = await startLocalStack({ dataDir, appOrigin: web.url });
  live.appConfig = stack.appConfig;
  live.headers = localSecurityHeaders(stack.endpoints);
  useStack({
    endpoints: stack.endpoints,
    resources: stack.resources,
    appConfig: stack.appConfig,
    lambdaEnv: stack.lambdaEnv,
    startupMs: stack.startupMs,
  });
  const browser = await launchBrowser();
  return {
    stack,
    web,
    browser,
    headers: live.headers,
    async stop() {
      useStack(undefined);
      await browser.close();
      await web.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
