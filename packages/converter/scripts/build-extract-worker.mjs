#!/usr/bin/env node
// Builds the PDF reader thread's script (src/extract/extract-worker.ts) as one file, for a bundle that
// has compiled the converter into its own entry: a Lambda's. It goes beside that entry, where
// src/extract/reader-thread.ts looks for it. Usage: build-extract-worker.mjs OUT_DIR [--with-pdfium]
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

// `withPdfium`: the thread also renders scans (src/ocr/render-page.ts), and PDFium's glue loads its WebAssembly from
// the folder of the script that bundled it: the file is copied beside the worker.
export async function buildExtractWorker(outDir, { target = 'node24', minify = true, withPdfium = false } = {}) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(pkg, 'src', 'extract', 'extract-worker.ts')],
    outfile: join(outDir, 'extract-worker.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target,
    minify,
    sourcemap: true,
    // pdfjs still calls require() in places; give the ESM bundle one, as the Lambda entries have.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  if (withPdfium) {
    const wasm = createRequire(import.meta.url).resolve('@hyzyla/pdfium/pdfium.wasm');
    await copyFile(wasm, join(outDir, 'pdfium.wasm'));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: build-extract-worker.mjs OUT_DIR');
    process.exit(64);
  }
  await buildExtractWorker(outDir, { withPdfium: process.argv.includes('--with-pdfium') });
}
