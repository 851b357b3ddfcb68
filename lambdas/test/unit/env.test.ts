import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessOf, envNamesOf, functionAccess } from '../../src/function-access';
import { EnvError, forcePathStyle, functionEnv, loadEnv, type EnvName } from '../../src/shared/env';

describe('loadEnv', () => {
  it('returns the requested variables', () => {
    const env = loadEnv(['USERS_TABLE', 'APP_ORIGIN'], {
      USERS_TABLE: 'users-1',
      APP_ORIGIN: 'https://app.example.com',
      OTHER: 'x',
    });
    expect(env).toEqual({ USERS_TABLE: 'users-1', APP_ORIGIN: 'https://app.example.com' });
  });

  it('names every missing or invalid variable at once', () => {
    expect(() =>
      loadEnv(['USERS_TABLE', 'LEDGER_TABLE', 'APP_ORIGIN'], { LEDGER_TABLE: '', APP_ORIGIN: 'not a url' }),
    ).toThrow(new EnvError('Missing or invalid environment variables: APP_ORIGIN, LEDGER_TABLE, USERS_TABLE'));
  });

  it('checks only what the handler asks for', () => {
    expect(loadEnv(['UPLOADS_BUCKET'], { UPLOADS_BUCKET: 'b' })).toEqual({ UPLOADS_BUCKET: 'b' });
  });
});

describe('forcePathStyle', () => {
  it('is off unless set to true', () => {
    expect(forcePathStyle({})).toBe(false);
    expect(forcePathStyle({ S3_FORCE_PATH_STYLE: 'false' })).toBe(false);
    expect(forcePathStyle({ S3_FORCE_PATH_STYLE: 'true' })).toBe(true);
    expect(forcePathStyle({ S3_FORCE_PATH_STYLE: '1' })).toBe(true);
  });

  it('fails fast on a value it does not understand', () => {
    expect(() => forcePathStyle({ S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(EnvError);
  });
});

describe('functionEnv', () => {
  const handlersDir = fileURLToPath(new URL('../../src/handlers/', import.meta.url));
  const handlerFiles = readdirSync(handlersDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

  it('reads exactly what the function declares', () => {
    const source = { USERS_TABLE: 'u', LEDGER_TABLE: 'l', CONVERSIONS_TABLE: 'c', UPLOADS_BUCKET: 'b' };
    expect(functionEnv('refund-credits', source)).toEqual({
      USERS_TABLE: 'u',
      LEDGER_TABLE: 'l',
      CONVERSIONS_TABLE: 'c',
    });
    expect(() => functionEnv('debit-credits', { USERS_TABLE: 'u' })).toThrow(
      'Missing or invalid environment variables: CONVERSIONS_TABLE, LEDGER_TABLE',
    );
  });

  it('has one declaration per handler file, and every declared variable is a known one', () => {
    expect(Object.keys(functionAccess).sort()).toEqual(handlerFiles.sort());
    for (const access of Object.values(functionAccess)) {
      expect(() =>
        loadEnv(
          envNamesOf(access) as EnvName[],
          Object.fromEntries(envNamesOf(access).map((n) => [n, 'https://x.example'])),
        ),
      ).not.toThrow();
    }
  });

  it.each(handlerFiles)('%s checks its environment through its own declaration only', (name) => {
    const source = readFileSync(join(handlersDir, `${name}.ts`), 'utf8');
    expect(source).not.toMatch(/loadEnv\(|process\.env/);
    if (envNamesOf(accessOf(name)).length > 0) expect(source).toContain(`functionEnv('${name}')`);
    else expect(source).not.toContain('functionEnv(');
  });
});
