import { inject } from 'vitest';
import type { ProvidedStack } from './global-stack';

/** What the browser tests' global setup hands each test file: the served SPA and the stack behind it. */
export interface SharedBrowserStack {
  webUrl: string;
  /** The build the server serves, for tests that read its files. */
  webDist: string;
  headers: Record<string, string>;
  stack: ProvidedStack;
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserStack: SharedBrowserStack;
  }
}

/** The browser tests' shared stack when the global setup provides one; undefined elsewhere (other suites, benches). */
export function sharedBrowserStack(): SharedBrowserStack | undefined {
  try {
    return inject('browserStack');
  } catch {
    // Outside a vitest worker (scripts/bench) there is nothing to inject.
    return undefined;
  }
}
