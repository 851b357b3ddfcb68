import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_FILE_SIZE_BYTES, UPLOAD_FORM_TTL_SECONDS } from '@bankcsv/domain';
import { s3 } from '../shared/clients';

export const UPLOAD_URL_TTL_SECONDS = UPLOAD_FORM_TTL_SECONDS;
export const DOWNLOAD_URL_TTL_SECONDS = 300;
/** A review page loads a scan's line images as the user reaches each row: a quarter of an hour, then it asks again. */
export const IMAGE_URL_TTL_SECONDS = 900;
export const CONVERSION_ID_META = 'conversion-id';

/**
 * A browser upload form for exactly one object: the key, the type, the size range (1 byte to 10 MB)
 * and the conversion id metadata are all pinned by the signed policy. Every field sent with the
 * form is also a policy condition, as S3 requires.
 */
export function presignUpload(bucket: string, key: string, conversionId: string): Promise<PresignedPost> {
  return createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Expires: UPLOAD_URL_TTL_SECONDS,
    Fields: { 'Content-Type': 'application/pdf', [`x-amz-meta-${CONVERSION_ID_META}`]: conversionId },
    Conditions: [
      ['eq', '$Content-Type', 'application/pdf'],
      ['content-length-range', 1, MAX_FILE_SIZE_BYTES],
      ['eq', `$x-amz-meta-${CONVERSION_ID_META}`, conversionId],
    ],
  });
}

/**
 * An upload form for a statement sent to us for support: the key, PDF type and size are pinned; no conversion starts
 * from it.
 */
export function presignSupportSample(bucket: string, key: string): Promise<PresignedPost> {
  return createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Expires: UPLOAD_URL_TTL_SECONDS,
    Fields: { 'Content-Type': 'application/pdf' },
    Conditions: [
      ['eq', '$Content-Type', 'application/pdf'],
      ['content-length-range', 1, MAX_FILE_SIZE_BYTES],
    ],
  });
}

/** A short-lived GET that makes the browser save the file under `fileName`, never render it inline. */
export function presignDownload(bucket: string, key: string, fileName: string): Promise<string> {
  const safeName = fileName.replace(/["\\\r\n]/g, '_');
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${safeName}"`,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}

/** A short-lived GET of an image the page shows inline (a scan's line beside its row). */
export function presignImage(bucket: string, key: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: IMAGE_URL_TTL_SECONDS });
}

export interface ObjectHead {
  size: number;
  metadata: Record<string, string>;
}

/** Size and user metadata, or undefined when the object is gone. */
export async function headObject(bucket: string, key: string): Promise<ObjectHead | undefined> {
  try {
    const out = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: out.ContentLength ?? 0, metadata: out.Metadata ?? {} };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound')
      return undefined;
    throw error;
  }
}

export async function getObjectBytes(bucket: string, key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!out.Body) throw new Error('S3 returned no body');
  return out.Body.transformToByteArray();
}

export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array | string,
  contentType: string,
): Promise<void> {
  // A buffered body with a known length: streamed puts need checksums the emulator mishandles.
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentLength: bytes.byteLength,
    }),
  );
}

/** Deleting a missing object succeeds, so every delete can be repeated safely. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Every key under `prefix`, all pages. */
export async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(out.Contents ?? []).map((object) => object.Key).filter((key): key is string => !!key));
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return keys;
}
