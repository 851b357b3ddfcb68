export interface PostForm {
  /** Form fields before the file, names lower-cased (S3 ignores anything after the file). */
  fields: Record<string, string>;
  fileSize: number | undefined;
}

export interface PolicyRejection {
  status: number;
  code: string;
  message: string;
}

/** Splits a buffered multipart/form-data body into its fields and the file's size. */
export function parseMultipart(body: Buffer, contentType: string): PostForm {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const fields: Record<string, string> = {};
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const start = position + delimiter.length + 2; // skip the CRLF after the delimiter
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start, next - 2); // drop the CRLF before the next delimiter
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/i.exec(headers)?.[1]?.toLowerCase() ?? '';
    const content = part.subarray(headerEnd + 4);
    if (name === 'file') return { fields, fileSize: content.length };
    fields[name] = content.toString('utf8');
    position = next;
  }
  return { fields, fileSize: undefined };
}

const denied = (message: string): PolicyRejection => ({
  status: 403,
  code: 'AccessDenied',
  message: `Invalid according to Policy: ${message}`,
});

/**
 * What S3 checks of a browser POST and s3rver does not: the policy's expiry, every condition, the
 * size range, and that no field escapes the policy. The signature itself is not verified.
 */
export function checkPostPolicy(form: PostForm, bucket: string, now = new Date()): PolicyRejection | undefined {
  const encoded = form.fields.policy;
  if (!encoded) return { status: 403, code: 'AccessDenied', message: 'Bucket POST must contain a field named policy' };
  const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
    expiration?: string;
    conditions?: unknown[];
  };
  if (!policy.expiration || Date.parse(policy.expiration) < now.getTime()) return denied('Policy expired.');
  const values: Record<string, string> = { ...form.fields, bucket };
  const covered = new Set(['policy', 'x-amz-signature', 'file', 'bucket']);
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as [string, number, number];
      if (form.fileSize === undefined) continue;
      if (form.fileSize < min)
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      if (form.fileSize > max)
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      continue;
    }
    const [operator, field, expected] = Array.isArray(condition)
      ? (condition as [string, string, string])
      : ['eq', `$${Object.keys(condition as object)[0] ?? ''}`, String(Object.values(condition as object)[0] ?? '')];
    const name = field.replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = values[name] ?? '';
    const holds =
      operator === 'eq' ? actual === expected : operator === 'starts-with' ? actual.startsWith(expected) : false;
    if (!holds) return denied(`Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = Object.keys(form.fields).filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length) return denied(`Extra input fields: ${extra.join(', ')}`);
  return undefined;
}
