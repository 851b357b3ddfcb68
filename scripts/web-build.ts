import { join } from 'node:path';
import { webDir } from '../infra/lib/paths';

/**
 * Production build of the SPA into `outDir`, as CloudFront serves it. Used by `npm start`, the
 * browser tests and the bundle benchmark. vitest sets NODE_ENV=test, which would make vite bundle
 * React's development build and report import.meta.env.PROD as false, so the build runs with
 * NODE_ENV=production and restores it after.
 */
export async function buildWeb(outDir: string, options: { manifest?: boolean } = {}): Promise<string> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: options.manifest ?? false },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return outDir;
}
