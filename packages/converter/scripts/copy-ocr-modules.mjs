#!/usr/bin/env node
// Copies what OCR loads by path at run time into a Lambda bundle's node_modules: tesseract.js (its worker script
// and the WebAssembly core it picks by CPU features), the English traineddata, PDFium's WebAssembly, and the
// packages they require. A bundler would break those paths, so the handler's bundle leaves these packages out
// (external) and Node finds them here. Copied from the installed tree, so the versions are the lock file's; the
// browser builds and the unused data set are left out. Usage: copy-ocr-modules.mjs OUT_DIR PACKAGE...
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

// Files of each package Node never loads (paths relative to the package).
const SKIP = {
  'tesseract.js': /^(dist|docs|examples|scripts)\//,
  // The browser's copy of each core: the WebAssembly inlined as text. Node reads the .wasm beside each loader.
  'tesseract.js-core': /\.wasm\.js$/,
  // `langPath` is 4.0.0.
  '@tesseract.js-data/eng': /^4\.0\.0_best_int\//,
  '@hyzyla/pdfium':
    /^dist\/(worker\/|worker\.bundle\.js|index\.esm\.(base64|browser|cdn|worker)\.js|pdfium\.wasm\.base64)/,
};
const SKIP_ANYWHERE = /(^|\/)(README|CHANGELOG|HISTORY)[^/]*$|\.d\.ts$|\.map$/i;

/** The directory of an installed package, looked up from `from` as Node would. */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (looked up from ${from})`);
  }
}

/** The packages a handler's bundle leaves out, and every package they require, by name, with where each is. */
export function ocrPackages(modules) {
  const found = new Map();
  const visit = (name, from) => {
    const dir = packageDir(name, from);
    const seen = found.get(name);
    if (seen) {
      if (seen !== dir) throw new Error(`${name} is installed twice (${seen}, ${dir}): flatten it or copy both`);
      return;
    }
    found.set(name, dir);
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(dependencies)) visit(dep, dir);
  };
  for (const name of modules) visit(name, pkg);
  return found;
}

export function copyOcrModules(outDir, modules) {
  for (const [name, dir] of ocrPackages(modules)) {
    const skip = SKIP[name];
    cpSync(dir, join(outDir, 'node_modules', name), {
      recursive: true,
      dereference: true,
      filter: (source) => {
        const path = relative(dir, source).split(sep).join('/');
        return path === '' || !(SKIP_ANYWHERE.test(path) || skip?.test(path) || path.startsWith('node_modules/'));
      },
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [outDir, ...modules] = process.argv.slice(2);
  if (!outDir || modules.length === 0) {
    console.error('Usage: copy-ocr-modules.mjs OUT_DIR PACKAGE...');
    process.exit(64);
  }
  copyOcrModules(outDir, modules);
}
