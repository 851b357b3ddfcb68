import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../infra/lib/paths';
import { buildWeb } from '../web-build';

/** The landing route may load at most this much gzipped JavaScript. */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;
const LANDING_SOURCE = 'src/features/landing/landing-page.tsx';

const benchDist = join(repoRoot, '.local', 'bench-web-dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LandingJsReport {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
  withinBudget: boolean;
}

/** A chunk plus everything it imports statically (what the browser must fetch before it runs). */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) withStaticImports(manifest, dep, seen);
}

/** Measures the gzipped JS of the landing route in a vite build made with `build.manifest: true`. */
export async function measureLandingJs(distDir: string): Promise<LandingJsReport> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('Manifest has no entry chunk');
  const keys = new Set<string>();
  withStaticImports(manifest, entry, keys);
  withStaticImports(manifest, LANDING_SOURCE, keys);
  const files = await Promise.all(
    [...keys].map(async (key) => {
      const file = (manifest[key] as ManifestChunk).file;
      const body = await readFile(join(distDir, file));
      return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipBytes, withinBudget: totalGzipBytes <= LANDING_JS_BUDGET_BYTES };
}

/**
 * Runs `fn` with NODE_ENV=production. Vite bundles React's development build whenever NODE_ENV says
 * otherwise (vitest sets 'test'), which is about 60 KB gzipped more than what visitors download.
 */
/** Production build of the SPA with a manifest, into `.local/bench-web-dist`. */
export function buildForBench(outDir = benchDist): Promise<string> {
  return buildWeb(outDir, { manifest: true });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Markdown section for BENCHMARKS.md. Set WEB_DIST to measure an existing build (made with a manifest). */
export default async function webBundleBench(): Promise<string> {
  const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : await buildForBench();
  const report = await measureLandingJs(dist);
  const rows = report.files.map((f) => `| \`${f.file}\` | ${kb(f.rawBytes)} | ${kb(f.gzipBytes)} |`);
  return [
    '## Web: JavaScript loaded by the landing page',
    '',
    'Entry chunk, its static imports and the lazy landing chunk with its static imports, from a production',
    'build (`vite build`), each file gzipped at level 9.',
    '',
    '| file | raw KB | gzip KB |',
    '|---|---:|---:|',
    ...rows,
    `| **total** | | **${kb(report.totalGzipBytes)}** |`,
    '',
    `Budget: ${kb(LANDING_JS_BUDGET_BYTES)} KB gzipped. Result: ` +
      `${report.withinBudget ? 'within budget' : '**over budget**'}.`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  webBundleBench().then(
    (section) => console.log(section),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
