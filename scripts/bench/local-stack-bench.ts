import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../local-stack/index';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedStart(dataDir: string): Promise<number> {
  const stack = await startLocalStack({ dataDir });
  await stack.stop();
  return stack.startupMs;
}

/**
 * Start-up of the whole local stack: a fresh data directory (first run of `npm start`), then restarts on kept state.
 */
export default async function bench(): Promise<string> {
  const fresh: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'bankcsv-bench-'));
    fresh.push(await timedStart(dir));
    rmSync(dir, { recursive: true, force: true });
  }
  const kept = mkdtempSync(join(tmpdir(), 'bankcsv-bench-'));
  const restarts: number[] = [];
  for (let i = 0; i < 4; i += 1) restarts.push(await timedStart(kept));
  rmSync(kept, { recursive: true, force: true });
  restarts.shift(); // the first run created the state
  const row = (label: string, values: number[]) =>
    `| ${label} | ${values.map((v) => `${v} ms`).join(', ')} | ${median(values)} ms |`;
  return [
    '## Local stack start-up',
    '',
    `From \`startLocalStack()\` to ready (DynamoDB Local, s3rver, ` +
      `cognito-local, gateway, workflow, Paystack), in one process; ` +
      `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}.`,
    'The first fresh start also pays for importing the CDK workflow definition and the SDKs.',
    '',
    '| run | each | median |',
    '|---|---|---|',
    row('fresh data directory', fresh),
    row('restart on kept state', restarts),
  ].join('\n');
}
