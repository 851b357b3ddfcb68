import { join } from 'node:path';
import type { Child } from './child';
import { startCognito } from './cognito';
import { startDynamoDb } from './dynamodb';
import type { Ports } from './ports';
import { startS3, type S3Notification } from './s3';

export interface Emulators {
  onS3Event(listener: (notification: S3Notification) => void): void;
  stop(): Promise<void>;
}

/** DynamoDB Local, s3rver and cognito-local, started side by side; a failure stops the others. */
export async function startEmulators(
  dataDir: string,
  ports: Ports,
  lambdaEndpoint: string,
  appOrigin: string,
  log: (line: string) => void,
): Promise<Emulators> {
  const children: Child[] = [];
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const stop = async () => {
    await Promise.all([s3?.close(), ...children.map((c) => c.stop())]);
  };
  const results = await Promise.allSettled([
    startDynamoDb(join(dataDir, 'dynamodb'), ports.dynamodb, log).then((r) => children.push(r.child)),
    startS3(join(dataDir, 's3'), ports.s3, appOrigin).then((r) => (s3 = r)),
    startCognito(join(dataDir, 'cognito'), ports.cognito, lambdaEndpoint, log).then((r) => children.push(r.child)),
  ]);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { onS3Event: (listener) => s3?.server.on('event', listener), stop };
}
