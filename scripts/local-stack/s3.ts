import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { awsCredentials, bucketNames, region } from './names';
import { LOOPBACK, freePort } from './ports';
import { startS3Front } from './s3-proxy';

export interface S3Notification {
  Records: {
    eventName: string;
    s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string; sequencer?: string } };
  }[];
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3Notification) => void): void;
}

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver on a private port behind the policy-checking front on `port`. */
export async function startS3(
  dir: string,
  port: number,
  appOrigin: string,
): Promise<{ server: S3rverInstance; endpoint: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port: await freePort(),
    address: LOOPBACK,
    directory: dir,
    silent: true,
    allowMismatchedSignatures: true,
  });
  const { port: privatePort } = await server.run();
  const front = await startS3Front(port, privatePort, appOrigin).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return { server, endpoint: front.url, close: async () => void (await Promise.all([front.close(), server.close()])) };
}

// s3rver stores streamed uploads corrupted and presigns an empty-body checksum unless checksums are WHEN_REQUIRED.
export function s3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region,
    credentials: awsCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Both buckets, with CORS for the browser's presigned POST upload and GET download. */
export async function createBuckets(endpoint: string, appOrigin: string): Promise<void> {
  const client = s3Client(endpoint);
  try {
    for (const Bucket of Object.values(bucketNames)) {
      const exists = await client.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await client.send(new CreateBucketCommand({ Bucket })).catch((error: unknown) => {
          if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
        });
      }
      await client.send(
        new PutBucketCorsCommand({
          Bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: [appOrigin],
                AllowedMethods: ['GET', 'HEAD', 'POST'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag', 'Content-Disposition', 'Content-Length'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
