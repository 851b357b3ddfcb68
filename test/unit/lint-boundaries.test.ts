import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('fails when a pure package imports the AWS SDK', async () => {
    const ids = await ruleIds(
      "import { S3Client } from '@aws-sdk/client-s3';\nexport const c = new S3Client({});\n",
      'packages/domain/src/storage.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('fails when a pure package imports the lambdas workspace', async () => {
    const ids = await ruleIds(
      "import { routes } from '../../../lambdas/src/routes';\nexport const r = routes;\n",
      'packages/converter/src/routes-copy.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('allows the same import in a Lambda adapter', async () => {
    const ids = await ruleIds(
      "import { S3Client } from '@aws-sdk/client-s3';\nexport const c = new S3Client({});\n",
      'lambdas/src/adapters/storage.ts',
    );
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('fails on a file name that is not kebab-case', async () => {
    const ids = await ruleIds('export const x = 1;\n', 'packages/domain/src/PriceTiers.ts');
    expect(ids).toContain('check-file/filename-naming-convention');
  });

  it('fails when infra/lib reads the environment', async () => {
    const ids = await ruleIds('export const stage = process.env.STAGE;\n', 'infra/lib/constructs/some-construct.ts');
    expect(ids).toContain('no-restricted-properties');
  });
});

describe('web feature folders', () => {
  const deep = [
    ['web/src/features/auth/x.ts', "import { redeemPromoCode } from '../promo/promo-api';\nvoid redeemPromoCode;\n"],
    [
      'web/src/features/dashboard/row/x.ts',
      "import { postToStorage } from '../../upload/upload-api';\nvoid postToStorage;\n",
    ],
    [
      'web/src/features/auth/x.ts',
      "import { purchasesOpen } from '../../features/purchase/purchases-open';\nvoid purchasesOpen;\n",
    ],
  ] as const;
  it.each(deep)('fails on a path into another feature (%s)', async (path, code) => {
    expect(await ruleIds(code, path)).toContain('no-restricted-imports');
  });

  const allowed = [
    ['web/src/features/auth/x.ts', "import { redeemPromoCode } from '../promo';\nvoid redeemPromoCode;\n"],
    ['web/src/features/dashboard/row/x.ts', "import { postToStorage } from '../../upload';\nvoid postToStorage;\n"],
    [
      'web/src/features/dashboard/row/x.ts',
      "import { useRowActions } from '../use-row-actions';\nvoid useRowActions;\n",
    ],
    ['web/src/features/auth/x.ts', "import { api } from '../../lib/api';\nvoid api;\n"],
  ] as const;
  it.each(allowed)(
    'allows another feature through its index, its own files and shared code (%s)',
    async (path, code) => {
      expect(await ruleIds(code, path)).not.toContain('no-restricted-imports');
    },
  );
});

describe('structure', () => {
  const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');
  const fn = (lines: number) => `export function f(): number {\n  let total = 0;\n${body(lines)}\n  return total;\n}\n`;

  it('fails on a function over 60 lines in source, React components and scripts included', async () => {
    for (const path of ['packages/domain/src/long.ts', 'web/src/features/auth/long.tsx', 'scripts/long.ts'])
      expect(await ruleIds(fn(60), path)).toContain('max-lines-per-function');
  });

  it('allows a 60-line function, and long functions in tests', async () => {
    expect(await ruleIds(fn(56), 'lambdas/src/handlers/short.ts')).not.toContain('max-lines-per-function');
    expect(await ruleIds(fn(100), 'packages/domain/test/long.test.ts')).not.toContain('max-lines-per-function');
  });

  it('fails on a source file over 400 lines, a test file over 700', async () => {
    const consts = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};`).join('\n');
    expect(await ruleIds(consts(401), 'infra/lib/long.ts')).toContain('max-lines');
    expect(await ruleIds(consts(400), 'infra/lib/long.ts')).not.toContain('max-lines');
    expect(await ruleIds(consts(701), 'test/unit/long.test.ts')).toContain('max-lines');
    expect(await ruleIds(consts(700), 'test/unit/long.test.ts')).not.toContain('max-lines');
  });
});
