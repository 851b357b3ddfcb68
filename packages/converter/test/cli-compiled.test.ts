import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
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
});
