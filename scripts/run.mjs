#!/usr/bin/env node
// Entry of `npm start` and `npm test`. Uses only Node's built-ins, because on a fresh clone nothing
// else is installed yet: it brings the pinned Node if this one is older, installs the dependencies,
// then hands over to the real tools.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalNode, pinnedNodeVersion, rerunUnder, runsPinnedMajor } from './node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
const bin = (name) => join(root, 'node_modules', '.bin', name);

function dependenciesStale() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

function ensureDependencies() {
  if (!dependenciesStale()) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function run(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a step with its output held back, so steps running side by side print one after the other. */
function runQuiet(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(out) }));
  });
}

/** The static checks two at a time (each is one process on one core), each printed whole as it ends. */
async function staticChecks(steps) {
  const queue = [...steps];
  let failed = 0;
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [name, cmd, cmdArgs] = step;
      const { code, output } = await runQuiet(cmd, cmdArgs);
      console.log(`\n> ${name}${code === 0 ? '' : ` (failed, exit ${code})`}`);
      process.stdout.write(output);
      if (code !== 0) failed = failed || code;
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}

/**
 * Runs vitest on some projects with its output passed on line by line under a tag, so two runs side by
 * side never cut into each other's lines. Resolves to the exit code.
 */
function runVitestTagged(tag, vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn(bin('vitest'), vitestArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${tag}] ${line}\n`));
    }
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const readReport = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/** One report of several runs' JSON reports (counts added, files listed together), written to `reportPath`. */
function mergeReports(reportPath, parts) {
  const reports = parts.map(readReport).filter(Boolean);
  if (reports.length === 0) return;
  const merged = { ...reports[0], testResults: reports.flatMap((r) => r.testResults) };
  for (const key of Object.keys(merged)) {
    if (key.startsWith('num')) merged[key] = reports.reduce((sum, r) => sum + (r[key] ?? 0), 0);
  }
  merged.startTime = Math.min(...reports.map((r) => r.startTime));
  merged.success = reports.length === parts.length && reports.every((r) => r.success);
  writeFileSync(reportPath, JSON.stringify(merged));
}

function summarise(reportPath) {
  const report = readReport(reportPath);
  if (!report) return;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\nvitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
}

/**
 * The integration and browser suites run one file at a time and mostly wait (on the emulators, the
 * workflow, Chromium); the unit, converter and web suites keep the CPU busy. So they run as two vitest processes
 * side by side, each with its own report, merged into one at the end.
 */
const SIDE_BY_SIDE = [
  { tag: 'stack', projects: ['integration', 'e2e'] },
  { tag: 'unit', projects: ['unit', 'converter', 'web'] },
];

async function vitestSuites(reportPath) {
  const reporters = (path) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path}`];
  // Arguments (a project, a file) narrow the run: one vitest process, as they were given.
  if (args.length > 0) return run(bin('vitest'), ['run', ...reporters(reportPath), ...args]);
  const parts = SIDE_BY_SIDE.map(({ tag }) => join(dirname(reportPath), `vitest-${tag}.json`));
  for (const part of parts) rmSync(part, { force: true });
  const codes = await Promise.all(
    SIDE_BY_SIDE.map(({ tag, projects }, i) =>
      runVitestTagged(tag, ['run', ...projects.flatMap((p) => ['--project', p]), ...reporters(parts[i])]),
    ),
  );
  mergeReports(reportPath, parts);
  SIDE_BY_SIDE.forEach(({ tag }, i) => console.log(`${tag} suites: exit ${codes[i]}`));
  return codes.find((code) => code !== 0) ?? 0;
}

async function test() {
  // The longest two first, side by side.
  const steps = [
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
    ['typecheck web', bin('tsc'), ['-p', 'web/tsconfig.json']],
    ['typecheck browser tests', bin('tsc'), ['-p', 'test/e2e/tsconfig.json']],
    ['format', bin('biome'), ['format', '.']],
  ];
  const failed = await staticChecks(steps);
  if (failed !== 0) return failed;
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const reportPath = join(root, 'test-results', 'vitest.json');
  rmSync(reportPath, { force: true });
  console.log('\n> unit, web, integration and end-to-end suites');
  const code = await vitestSuites(reportPath);
  summarise(reportPath);
  return code;
}

const nodeVersion = pinnedNodeVersion(root);
if (!runsPinnedMajor(nodeVersion)) {
  // Everything below (npm ci included, so `engines` holds) runs under the pinned Node instead.
  const bin = ensureLocalNode(root, nodeVersion);
  process.exit(await rerunUnder(bin, fileURLToPath(import.meta.url), process.argv.slice(2)));
}
ensureDependencies();
if (command === 'start') {
  process.exitCode = await run(bin('tsx'), [join('scripts', 'start.ts'), ...args]);
} else if (command === 'test') {
  process.exitCode = await test();
} else {
  console.error('usage: node scripts/run.mjs start|test [args]');
  process.exitCode = 2;
}
