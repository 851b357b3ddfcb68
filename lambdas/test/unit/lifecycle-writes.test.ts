import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..', 'src');
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(srcDir, f), 'utf8') }));

describe('lambdas/src writes the lifecycle from the domain table', () => {
  it('spells no progress figure of its own', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((s) => /\bprogress:\s*\d/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('sets no conversion status by its literal', () => {
    const literal = /\bstatus:\s*'(uploading|processing|completed|error)'/;
    expect(sources.filter((s) => literal.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('lists the in-flight statuses nowhere by hand', () => {
    expect(
      sources
        .filter((s) => /'uploading',\s*'processing'|':(u|uploading)':\s*'uploading'/.test(s.text))
        .map((s) => s.file),
    ).toEqual([]);
  });
});
