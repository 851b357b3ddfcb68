import { beforeAll, describe, expect, it } from 'vitest';

type Storage = typeof import('../../src/adapters/storage');
let storage: Storage;

beforeAll(async () => {
  // Signing is local computation: fixed credentials and region, no endpoint, no network.
  process.env.AWS_REGION = 'af-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  delete process.env.AWS_ENDPOINT_URL_S3;
  delete process.env.AWS_ENDPOINT_URL;
  // The integration suite's stack sets path-style for s3rver in the runner's environment; AWS runs without it.
  delete process.env.S3_FORCE_PATH_STYLE;
  storage = await import('../../src/adapters/storage');
});

interface Policy {
  expiration: string;
  conditions: unknown[];
}

describe('presigned upload form', () => {
  const key = 'user-uploads/user-1/1700000000000_jan.pdf';

  it('pins the key, the type, the size range and the conversion id', async () => {
    const post = await storage.presignUpload('uploads-bucket', key, 'CONV1');
    expect(post.fields.key).toBe(key);
    expect(post.fields['Content-Type']).toBe('application/pdf');
    expect(post.fields['x-amz-meta-conversion-id']).toBe('CONV1');

    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8')) as Policy;
    expect(policy.conditions).toContainEqual({ bucket: 'uploads-bucket' });
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10485760]);
    expect(policy.conditions).toContainEqual(['eq', '$x-amz-meta-conversion-id', 'CONV1']);
    // No prefix conditions: a starts-with on the key would let the form write other keys.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
  });

  it('expires within 300 seconds', async () => {
    const before = Date.now();
    const post = await storage.presignUpload('uploads-bucket', key, 'CONV1');
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8')) as Policy;
    const expiresIn = (Date.parse(policy.expiration) - before) / 1000;
    expect(expiresIn).toBeGreaterThan(250);
    expect(expiresIn).toBeLessThanOrEqual(301);
  });

  it('signs with virtual-hosted addressing in AWS (no path-style override)', async () => {
    const post = await storage.presignUpload('uploads-bucket', key, 'CONV1');
    expect(new URL(post.url).hostname).toBe('uploads-bucket.s3.af-south-1.amazonaws.com');
  });
});

describe('presigned download', () => {
  it('forces an attachment with the given file name and a short expiry', async () => {
    const url = new URL(
      await storage.presignDownload('outputs-bucket', 'outputs/u/c/statement.csv', 'jan_2025-01-31.csv'),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="jan_2025-01-31.csv"');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  });

  it('cannot be broken out of the quoted file name', async () => {
    const url = new URL(
      await storage.presignDownload('outputs-bucket', 'outputs/u/c/statement.csv', 'a"; filename=evil.html'),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="a_; filename=evil.html"');
  });
});
