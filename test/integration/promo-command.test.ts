import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/stack-client';

const run = promisify(execFile);
const { endpoints, resources } = inject('stack');
const root = join(import.meta.dirname, '..', '..');

/** `npm run promo -- <args> --table <the stack's promo table>`, as a separate process against the stack's DynamoDB. */
async function promo(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = {
    ...process.env,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/promo.ts',
        ...args,
        '--table',
        resources.tables.PROMO_TABLE,
      ],
      { cwd: root, env },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

describe('npm run promo', () => {
  it('creates a code the API then accepts, lists it, and disables it', async () => {
    const created = await promo('create', '--credits', '35', '--limit', '3', '--expires', '2099-12-31');
    expect(created.code, created.err).toBe(0);
    const code =
      /Created (LAUNCH-[A-Z0-9]{5}): \+35 credits, until 2099-12-31T21:59:59\.999Z, at most 3 accounts\./.exec(
        created.out,
      )?.[1];
    expect(code).toBeDefined();
    expect((await api(null, 'POST', '/promo/validate', { code })).body).toEqual({
      valid: true,
      code,
      creditsAdded: 35,
    });

    const listed = await promo('list');
    expect(listed.out).toMatch(new RegExp(`${code}\\s+35\\s+active\\s+2099-12-31T21:59:59.999Z\\s+0 of 3`));

    expect((await promo('disable', code!.toLowerCase())).out).toContain(`Disabled ${code}: it no longer applies.`);
    expect((await api(null, 'POST', '/promo/validate', { code })).body).toMatchObject({
      valid: false,
      reason: 'inactive',
      message: 'This promo code is no longer active',
    });
    expect((await promo('list')).out).toMatch(new RegExp(`${code}\\s+35\\s+disabled`));
  });

  it('refuses a code that exists, a bad definition and bad usage, with exit codes', async () => {
    const first = await promo('create', '--credits', '5');
    const code = /Created (LAUNCH-[A-Z0-9]{5})/.exec(first.out)?.[1] ?? '';
    expect(await promo('create', code, '--credits', '9')).toMatchObject({
      code: 1,
      err: expect.stringContaining(`Not created: ${code} already exists.`),
    });
    expect(await promo('create', 'LAUNCH-12', '--credits', '9')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Not created: Promo code format should be: LAUNCH-XXXXX.'),
    });
    expect(await promo('disable', 'LAUNCH-00000')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No promo code LAUNCH-00000.'),
    });
    expect(await promo('rename')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run promo') });
  });
});
