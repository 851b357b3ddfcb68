import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { makeFixture } from './fixtures/index';
// @ts-expect-error plain JavaScript build script without types
import { CLI_OUT, cliIsStale } from '../scripts/build-cli.mjs';

const bin = join(__dirname, '../bin/bankcsv.mjs');

describe('the compiled bankcsv command', () => {
  it('converts to CSV from plain JavaScript, exactly as the sources do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-'));
    const f = await makeFixture({ layout: 'fnb-current', transactions: 30, seed: 4 });
    const file = join(dir, 'statement.pdf');
    await writeFile(file, f.pdf);
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'convert', file, '--format', 'csv']);
    let expected = '';
    expect(
      await main(['convert', file, '--format', 'csv'], {
        stdout: (s) => {
          expected += s;
        },
        stderr: () => undefined,
      }),
    ).toBe(0);
    expect(stdout).toBe(expected);
    expect(stdout.split('\r\n').length).toBeGreaterThan(30);

    // The run left an up-to-date build, and the bin loads that build with no TypeScript loader.
    expect((cliIsStale as () => boolean)()).toBe(false);
    const compiled = await readFile(CLI_OUT as string, 'utf8');
    expect(compiled).not.toMatch(/from ["']tsx|\.ts["']/);
    expect(await readFile(bin, 'utf8')).not.toMatch(/tsx|\.ts['"]/);
  });

  it('starts the conversion thread before the command loads, and ends at once on a file it cannot read', async () => {
    // The thread comes from its own compiled entry, so it is not held up by the rest of the command.
    const reader = join(CLI_OUT as string, '..', 'reader-thread.mjs');
    expect(await readFile(reader, 'utf8')).toMatch(/startConversionThread/);
    expect(await readFile(bin, 'utf8')).toMatch(/startConversionThread\(\)/);
    const started = performance.now();
    const run = promisify(execFile)(process.execPath, [bin, 'convert', join(tmpdir(), 'no-such-statement.pdf')]);
    const failure = (await run.then(
      () => null,
      (e: unknown) => e,
    )) as { code?: number; stderr?: string } | null;
    expect(failure?.code).toBe(64); // a usage error
    expect(failure?.stderr).toMatch(/Cannot read/);
    // An idle reader thread never keeps the process alive (the command's own limit is minutes).
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it("keeps the code V8 compiled, its own and its reader thread's, in the OS temp folder between runs", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-cache-'));
    const f = await makeFixture({ layout: 'fnb-current', transactions: 10, seed: 5 });
    const file = join(dir, 'statement.pdf');
    await writeFile(file, f.pdf);
    const run = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
      const temp = await mkdtemp(join(dir, 'tmp-'));
      const base = { ...process.env, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
      await promisify(execFile)(process.execPath, [bin, ...args], { env: { ...base, TMPDIR: temp, ...env } });
      const files = await readdir(join(temp, 'bankcsv-compile-cache'), { recursive: true, withFileTypes: true });
      return files.filter((e) => e.isFile()).length;
    };
    const startOnly = await run(['--help']);
    expect(startOnly).toBeGreaterThan(0);
    // The reader thread's modules (its own, pdfjs's two) are kept too.
    expect(await run(['convert', file, '--format', 'csv'])).toBeGreaterThanOrEqual(startOnly + 3);
    await expect(run(['--help'], { NODE_DISABLE_COMPILE_CACHE: '1' })).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
