import { describe, expect, it } from 'vitest';
import { EnvError, forcePathStyle, loadEnv } from '../../src/shared/env';

describe('loadEnv', () => {
  it('returns the requested variables', () => {
    const env = loadEnv(['USERS_TABLE', 'APP_ORIGIN'], { USERS_TABLE: 'users-1', APP_ORIGIN: 'https://app.example.com', OTHER: 'x' });
    expect(env).toEqual({ USERS_TABLE: 'users-1', APP_ORIGIN: 'https://app.example.com' });
  });

  it('names every missing or invalid variable at once', () => {
    expect(() => loadEnv(['USERS_TABLE', 'LEDGER_TABLE', 'APP_ORIGIN'], { LEDGER_TABLE: '', APP_ORIGIN: 'not a url' })).toThrow(
      new EnvError('Missing or invalid environment variables: APP_ORIGIN, LEDGER_TABLE, USERS_TABLE'),
    );
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
