#!/usr/bin/env node
// Compiles the command line to plain JavaScript (dist/), so `bankcsv` starts without a TypeScript
// loader. Run by the root `prepare` step after `npm ci`, and by bin/bankcsv.mjs when dist/ is missing
// or older than the sources. Lambdas do not use this: they bundle src/ themselves.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_OUT = join(pkg, 'dist', 'cli.mjs');
export const READER_OUT = join(pkg, 'dist', 'reader-thread.mjs');
// Everything the bundle is made of: this package's and the domain package's sources.
const SOURCES = [join(pkg, 'src'), join(pkg, '..', 'domain', 'src'), fileURLToPath(import.meta.url)];

function newestMtime(path) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or a source changed after it was built. */
export function cliIsStale() {
  const built = statSync(CLI_OUT, { throwIfNoEntry: false });
  return !built || SOURCES.some((s) => newestMtime(s) > built.mtimeMs);
}

export async function buildCli() {
  const { build } = await import('esbuild');
  // Built beside dist/ and moved in file by file (chunks first, their names are content hashes; the
  // entry last), so a run started meanwhile sees either the old build or the new one, never half.
  const dist = join(pkg, 'dist');
  const staging = `${dist}.${process.pid}`;
  await build({
    // The PDF reader thread's script goes beside the entry, where src/extract/reader-thread.ts looks for it.
    entryPoints: {
      cli: join(pkg, 'src', 'cli.ts'),
      'extract-worker': join(pkg, 'src', 'extract', 'extract-worker.ts'),
      'convert-worker': join(pkg, 'src', 'extract', 'convert-worker.ts'),
      // Its own entry so bin/bankcsv.mjs can start the reader thread before the rest of the command loads.
      'reader-thread': join(pkg, 'src', 'extract', 'reader-thread.ts'),
    },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    // Split so exceljs loads only for --format xlsx, and node:crypto only for --format ofx.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Installed packages load from node_modules as they are; our own TypeScript is compiled in.
    external: ['pdfjs-dist', 'exceljs'],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const files = readdirSync(staging, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  files.sort((a, b) => Number(a.parentPath === staging) - Number(b.parentPath === staging));
  for (const f of files) {
    const target = join(dist, f.parentPath.slice(staging.length), f.name);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(f.parentPath, f.name), target);
  }
  rmSync(staging, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
