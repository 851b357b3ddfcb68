#!/usr/bin/env node
// Runs the compiled command line (dist/cli.mjs). A checkout whose sources changed since the last build
// (or that was installed with --ignore-scripts) is rebuilt first, once.
import { buildCli, cliIsStale, CLI_OUT } from '../scripts/build-cli.mjs';
import { pathToFileURL } from 'node:url';

if (cliIsStale()) await buildCli();
const { main } = await import(pathToFileURL(CLI_OUT).href);
process.exitCode = await main(process.argv.slice(2));
