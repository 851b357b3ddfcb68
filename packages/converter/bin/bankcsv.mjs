#!/usr/bin/env node
// Runs the compiled command line (dist/cli.mjs). A checkout whose sources changed since the last build
// (or that was installed with --ignore-scripts) is rebuilt first, once.
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The command is run again and again: V8's compiled code for our modules and pdfjs is kept on disk between
// runs. Set in the environment too, so the PDF reader thread, which reads it as it starts, keeps it as well.
if (!process.env.NODE_DISABLE_COMPILE_CACHE) {
  process.env.NODE_COMPILE_CACHE ||= join(tmpdir(), 'bankcsv-compile-cache');
  nodeModule.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
}
const { buildCli, cliIsStale, CLI_OUT, READER_OUT } = await import('../scripts/build-cli.mjs');
if (cliIsStale()) await buildCli();
// The conversion runs on a thread of its own: started first, it boots and loads pdfjs and the converter while the
// command's own code loads and reads the file.
if (process.argv[2] === 'convert') {
  (await import(pathToFileURL(READER_OUT).href)).startConversionThread();
}
const { main } = await import(pathToFileURL(CLI_OUT).href);
process.exitCode = await main(process.argv.slice(2));
