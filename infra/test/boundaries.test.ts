import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const libDir = join(import.meta.dirname, '..', 'lib');
const sources = readdirSync(libDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(libDir, f), 'utf8') }));

describe('infra/lib', () => {
  it('reads no environment variables (only infra/bin does)', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((s) => /process\s*\.\s*env/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('sets no physical names on stateful resources', () => {
    expect(
      sources
        .filter((s) => /\b(bucketName|tableName|userPoolName|functionName|secretName):/.test(s.text))
        .map((s) => s.file),
    ).toEqual([]);
  });
});

describe('facts infra reads from the domain', () => {
  it('spells no storage prefix of its own (IAM, lifecycle rules and the code share the domain copy)', () => {
    const literal = /['"](user-uploads|outputs|support-samples)\//;
    expect(sources.filter((s) => literal.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('hard-codes no retention days on a bucket rule', () => {
    expect(sources.filter((s) => /expiration:\s*Duration\.days\(\d/.test(s.text)).map((s) => s.file)).toEqual([]);
  });
});
