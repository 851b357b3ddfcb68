import { describe, expect, it } from 'vitest';
import { checkPostPolicy, parseMultipart } from '../../../scripts/local-stack/s3-post-policy';

const key = 'user-uploads/u1/1_statement.pdf';
const policy = (expiration: string) =>
  Buffer.from(
    JSON.stringify({
      expiration,
      conditions: [
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 10],
        { bucket: 'uploads' },
        { key },
        { 'x-amz-date': '20260101T000000Z' },
      ],
    }),
  ).toString('base64');

async function form(fields: Record<string, string>, file: Uint8Array) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([file]), 'statement.pdf');
  const request = new Request('http://localhost/uploads', { method: 'POST', body: data });
  return parseMultipart(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? '');
}

const valid = {
  key,
  'Content-Type': 'application/pdf',
  'X-Amz-Date': '20260101T000000Z',
  Policy: policy('2999-01-01T00:00:00Z'),
  'X-Amz-Signature': 'abc',
};

describe('S3 POST policy check', () => {
  it('parses the fields before the file and the file size', async () => {
    const parsed = await form(valid, new Uint8Array(5));
    expect(parsed.fileSize).toBe(5);
    expect(parsed.fields).toMatchObject({ key, 'content-type': 'application/pdf' });
  });

  it('accepts a form that meets every condition', async () => {
    expect(checkPostPolicy(await form(valid, new Uint8Array(5)), 'uploads')).toBeUndefined();
  });

  it(
    'refuses a file outside the size range, a changed field, an extra ' + 'field, another bucket and an expired policy',
    async () => {
      expect(checkPostPolicy(await form(valid, new Uint8Array(11)), 'uploads')).toMatchObject({
        status: 400,
        code: 'EntityTooLarge',
      });
      expect(checkPostPolicy(await form(valid, new Uint8Array(0)), 'uploads')).toMatchObject({
        status: 400,
        code: 'EntityTooSmall',
      });
      expect(
        checkPostPolicy(await form({ ...valid, key: 'user-uploads/u2/x.pdf' }, new Uint8Array(5)), 'uploads'),
      ).toMatchObject({ status: 403, code: 'AccessDenied' });
      expect(
        checkPostPolicy(await form({ ...valid, 'Content-Type': 'text/html' }, new Uint8Array(5)), 'uploads'),
      ).toMatchObject({ status: 403 });
      expect(
        checkPostPolicy(await form({ ...valid, 'x-amz-meta-extra': '1' }, new Uint8Array(5)), 'uploads')?.message,
      ).toContain('Extra input fields: x-amz-meta-extra');
      expect(checkPostPolicy(await form(valid, new Uint8Array(5)), 'outputs')).toMatchObject({ status: 403 });
      expect(
        checkPostPolicy(await form({ ...valid, Policy: policy('2001-01-01T00:00:00Z') }, new Uint8Array(5)), 'uploads')
          ?.message,
      ).toContain('Policy expired');
    },
  );
});
