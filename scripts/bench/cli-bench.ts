// The `bankcsv convert` command as a user runs it (a whole process, compiled JavaScript) against a
// whole process that only extracts the text with pdfjs, on the same 118-page statement.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../infra/lib/paths';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
// @ts-expect-error plain JavaScript build script without types
import { buildCli } from '../../packages/converter/scripts/build-cli.mjs';

const workDir = join(repoRoot, '.local', 'bench-cli');
const bin = join(repoRoot, 'packages/converter/bin/bankcsv.mjs');
const PAGES = 118;
const RUNS = 9;
/** Acceptance: the whole command within 1.25 × a bare pdfjs extraction process. */
const MAX_RATIO = 1.25;

// Bare pdfjs as its own plain-Node script: read the file, extract every page's text, exit.
const BARE_ENTRY = `
import { readFile } from 'node:fs/promises';
import { bareExtract } from './converter-bare';
await bareExtract(new Uint8Array(await readFile(process.argv[2])));
`;

// Preloaded into both processes alike: reports the process's own CPU time (all threads) as it exits, on fd 3.
const CPU_REPORT =
  `process.on('exit', () => { const u = process.resourceUsage(); ` +
  `require('node:fs').writeSync(3, String((u.userCPUTime + ` +
  `u.systemCPUTime) / 1000)); });`;

interface Run {
  wallMs: number;
  cpuMs: number;
}

function timeProcess(args: string[], cpuReport: string, env: NodeJS.ProcessEnv = process.env): Run {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--require', cpuReport, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const wallMs = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { wallMs, cpuMs: Number(r.output[3]) };
}

/** Both ratios are held to the limit: a wall time is easily lucky on a loaded machine, CPU time much less so. */
function verdict(wall: number, cpu: number): string {
  const over = [wall > MAX_RATIO ? 'wall time' : '', cpu > MAX_RATIO ? 'CPU time' : ''].filter(Boolean);
  return over.length === 0 ? 'within target' : `OUT OF TARGET on ${over.join(' and ')}`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const fmt = (n: number, d = 0) => n.toFixed(d);

/** The compiled command, bare pdfjs as a script of its own, the statement and the CPU-time reporter, on disk. */
async function prepare(): Promise<{ bare: string; file: string; cpuReport: string }> {
  await mkdir(workDir, { recursive: true });
  await (buildCli as () => Promise<void>)();
  const bare = join(workDir, 'bare-extract.mjs');
  await build({
    stdin: { contents: BARE_ENTRY, resolveDir: join(repoRoot, 'scripts/bench'), loader: 'ts' },
    outfile: bare,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['pdfjs-dist'],
    logLevel: 'error',
  });
  const f = await makeFixture({ layout: 'fnb-current', pages: PAGES, seed: 1 });
  const file = join(workDir, `fnb-${PAGES}p.pdf`);
  await writeFile(file, f.pdf);
  const cpuReport = join(workDir, 'cpu-report.cjs');
  await writeFile(cpuReport, CPU_REPORT);
  return { bare, file, cpuReport };
}

interface Runs {
  /** The command with its compile cache written. */
  cli: Run[];
  /** The command with its compile cache emptied first. */
  cold: Run[];
  bare: Run[];
}

async function runAll(bare: string, file: string, cpuReport: string): Promise<Runs> {
  const cli = [bin, 'convert', file, '--format', 'csv'];
  // The command keeps V8's compiled code between runs (bin/bankcsv.mjs); here in a folder of the bench's own,
  // emptied before each cold run. Bare pdfjs is a plain script: no cache.
  const compileCache = join(workDir, 'compile-cache');
  const cliEnv = { ...process.env, NODE_COMPILE_CACHE: compileCache };
  const bareEnv = { ...process.env, NODE_COMPILE_CACHE: undefined };
  timeProcess(cli, cpuReport, cliEnv);
  timeProcess([bare, file], cpuReport, bareEnv);
  const runs: Runs = { cli: [], cold: [], bare: [] };
  // Alternating, so load from other processes hits each alike.
  for (let i = 0; i < RUNS; i++) {
    await rm(compileCache, { recursive: true, force: true });
    runs.cold.push(timeProcess(cli, cpuReport, cliEnv));
    runs.cli.push(timeProcess(cli, cpuReport, cliEnv));
    runs.bare.push(timeProcess([bare, file], cpuReport, bareEnv));
  }
  return runs;
}

const best = (rs: Run[], k: keyof Run) => Math.min(...rs.map((r) => r[k]));
const mid = (rs: Run[], k: keyof Run) => median(rs.map((r) => r[k]));

/** One row of the table: best wall time (median), per page, best CPU time (median). */
const row = (label: string, rs: Run[]) =>
  `| ${label} | ${fmt(best(rs, 'wallMs'))} (${fmt(mid(rs, 'wallMs'))}) | ${fmt(best(rs, 'wallMs') / PAGES, 1)} | ` +
  `${fmt(best(rs, 'cpuMs'))} (${fmt(mid(rs, 'cpuMs'))}) |`;

/** The ratios to bare pdfjs: the cold command's reported, the warm command's held to the limit. */
function ratios(runs: Runs): string[] {
  const [b, bc] = [best(runs.bare, 'wallMs'), best(runs.bare, 'cpuMs')];
  const [k, kc] = [best(runs.cold, 'wallMs'), best(runs.cold, 'cpuMs')];
  const ratio = best(runs.cli, 'wallMs') / b;
  const cpuRatio = best(runs.cli, 'cpuMs') / bc;
  // Each run of the command against the bare run after it: one lucky run of either moves best ÷ best, not this.
  const paired = median(runs.cli.map((r, i) => r.cpuMs / (runs.bare[i] as Run).cpuMs));
  return [
    `Command (cache cold) ÷ bare: wall ${fmt(k / b, 2)}, CPU ${fmt(kc / bc, 2)}, reported, not judged.`,
    '',
    `Command ÷ bare, CPU, the median of the ${RUNS} ratios of a run to the bare run beside it: ${fmt(paired, 2)}, ` +
      'reported, not judged.',
    '',
    `Command ÷ bare: wall ${fmt(ratio, 2)}, CPU ${fmt(cpuRatio, 2)} (limit ${MAX_RATIO}): ` +
      `**${verdict(ratio, cpuRatio)}**.`,
  ];
}

function report(runs: Runs): string {
  return [
    '## Command line: `bankcsv convert FILE --format csv`, whole process',
    '',
    `A generated ${PAGES}-page FNB statement; wall time of a fresh \`node\` process from spawn to exit, one core of ` +
      `${cpus()[0]?.model ?? 'this machine'}, ` +
      `Node ${process.version}, load average ${fmt(loadavg()[0] ?? 0, 1)}. The command runs the compiled build ` +
      '(packages/converter/dist); ' +
      `bare pdfjs is a plain-Node script that opens the file and reads every page's text, nothing else. ` +
      `Runs alternate; best of ${RUNS} (median in brackets). CPU = the process's user + system time over all its ` +
      'threads, which other load on a shared machine disturbs far less than wall time. The command keeps the code ' +
      "V8 compiles on disk between runs (Node's compile cache, in the OS temp folder): the first row is a run with " +
      'that cache already written, as every run after the first is; the cold row empties it before each run, as ' +
      'after installing or upgrading Node. Bare pdfjs runs without one.',
    '',
    '| process | wall ms | wall ms/page | CPU ms |',
    '|---|---:|---:|---:|',
    row('`bankcsv convert FILE --format csv`', runs.cli),
    row('the same, compile cache cold (first run)', runs.cold),
    row('bare pdfjs text extraction', runs.bare),
    '',
    ...ratios(runs),
    '',
  ].join('\n');
}

export default async function cliBench(): Promise<string> {
  const { bare, file, cpuReport } = await prepare();
  return report(await runAll(bare, file, cpuReport));
}
