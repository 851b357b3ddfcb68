import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localNodeDir, pinnedNodeVersion, runsPinnedMajor } from '../../scripts/node-runtime.mjs';
import { repoRoot } from '../../infra/lib/paths';

const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the pinned Node version', () => {
  it('is the one of .nvmrc, engines and @types/node', () => {
    const pinned = pinnedNodeVersion(repoRoot);
    expect(major(pinned)).toBe('24');
    expect(packageJson.engines.node).toBe(`>=${major(pinned)}`);
    expect(major(packageJson.devDependencies['@types/node'] ?? '')).toBe(major(pinned));
  });

  it('counts any release of the same or a later major as pinned', () => {
    expect(runsPinnedMajor('24.21.0', '20.20.2')).toBe(false);
    expect(runsPinnedMajor('24.21.0', '24.1.0')).toBe(true);
    expect(runsPinnedMajor('24.21.0', '25.0.0')).toBe(true);
  });

  it('is installed into a git-ignored folder of the project', () => {
    expect(localNodeDir(repoRoot, '24.21.0').prefix).toBe(join(repoRoot, '.node', '24.21.0'));
    expect(readFileSync(join(repoRoot, '.gitignore'), 'utf8').split('\n')).toContain('.node/');
  });
});

describe('scripts/run.mjs on an older Node', () => {
  const root = mkdtempSync(join(tmpdir(), 'run-mjs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('re-runs itself, with the same arguments, under the project-local Node first on PATH', () => {
    mkdirSync(join(root, 'scripts'));
    for (const file of ['run.mjs', 'node-runtime.mjs'])
      copyFileSync(join(repoRoot, 'scripts', file), join(root, 'scripts', file));
    // A version no machine runs yet, already "installed": a stand-in node that reports how it was started.
    writeFileSync(join(root, '.nvmrc'), '99.0.0\n');
    const { bin } = localNodeDir(root, '99.0.0');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho "args: $*"\necho "path: $PATH"\n');
    chmodSync(join(bin, 'node'), 0o755);
    const output = execFileSync(process.execPath, [join(root, 'scripts', 'run.mjs'), 'start', '--port', '4000'], {
      encoding: 'utf8',
    });
    expect(output).toContain(`args: ${join(root, 'scripts', 'run.mjs')} start --port 4000`);
    expect(output).toContain(`path: ${bin}:`);
  });
});
