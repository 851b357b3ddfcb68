import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makeFixture } from './fixtures/index';
// @ts-expect-error plain JavaScript build script without types
import { buildExtractWorker } from '../scripts/build-extract-worker.mjs';

describe('the PDF reader thread in a Lambda-style bundle', () => {
  it('is found beside the handler bundle that compiled the converter in, and converts as the sources do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-bundle-'));
    const f = await makeFixture({ layout: 'nedbank-monthly', pages: 2, seed: 8 });
    await writeFile(join(dir, 'statement.pdf'), f.pdf);
    await writeFile(
      join(dir, 'entry.ts'),
      `import { readFileSync } from 'node:fs';
import { convertStatement } from ${JSON.stringify(join(__dirname, '../src/index.ts'))};
const s = await convertStatement(new Uint8Array(readFileSync(process.argv[2])));
console.log(JSON.stringify(s.transactions));`,
    );
    // As the Lambdas are bundled (infra node-function.ts): one ESM file, every dependency inlined.
    await build({
      entryPoints: [join(dir, 'entry.ts')],
      outfile: join(dir, 'index.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      banner: {
        js: [
          "import { createRequire } from 'node:module';",
          "import { dirname as __bankcsvDirname } from 'node:path';",
          "import { fileURLToPath as __bankcsvPath } from 'node:url';",
          'const require = createRequire(import.meta.url);',
          'const __filename = __bankcsvPath(import.meta.url);',
          'const __dirname = __bankcsvDirname(__filename);',
        ].join(' '),
      },
      logLevel: 'error',
    });
    await (buildExtractWorker as (out: string, o: { target: string }) => Promise<void>)(dir, { target: 'node24' });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(dir, 'index.mjs'), join(dir, 'statement.pdf')],
      { cwd: dir },
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify((await convertStatement(f.pdf)).transactions)));
  }, 120_000);
});
