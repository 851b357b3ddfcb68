import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four suites: unit and converter (no network, no emulators), integration (the local AWS stack), e2e (a real browser).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // As the web suite: a fresh worker per file, a thread rather than a process (a second or so less each).
          pool: 'threads',
          include: [
            'packages/*/test/**/*.test.ts',
            'lambdas/test/unit/**/*.test.ts',
            'infra/test/**/*.test.ts',
            'test/unit/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'packages/converter/**'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'converter',
          environment: 'node',
          pool: 'threads',
          include: ['packages/converter/test/**/*.test.ts'],
          // The files share one worker's modules, loaded and compiled once (the suite runs in under half the
          // time). None mocks a module; what they share (pdfjs, idle reader threads) a long-running process shares.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // Each file still gets a fresh worker and jsdom; a thread starts far sooner than a process.
          pool: 'threads',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-browser-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
