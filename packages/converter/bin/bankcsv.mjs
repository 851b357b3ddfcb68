#!/usr/bin/env node
// Loads the TypeScript command line directly, so the workspace needs no build step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
