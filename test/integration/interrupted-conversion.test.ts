import { PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { startLocalStack, type LocalStack, type LocalStackOptions, type Ports } from '../../scripts/local-stack/index';
import { freePort, restartablePorts } from '../../scripts/local-stack/ports';
import { s3Client, startS3 } from '../../scripts/local-stack/s3';
import {
  createUpload,
  credits,
  ledger,
  objectExists,
  registerUser,
  storedBalance,
  storedConversion,
  uploadStatement,
  useStack,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';
import { eventually } from '../support/eventually';

// `npm start` stopped mid-conversion and started again on the same state. Each restart reuses the
// ports, as `npm start` does; the handler modules (and their SDK clients) stay loaded in this worker.
let dataDir: string;
let stack: LocalStack | undefined;
let ports: Ports;
const recoverLines: string[] = [];

async function start(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  recoverLines.length = 0;
  const log = (line: string) => {
    if (line.startsWith('[recover]')) recoverLines.push(line);
  };
  stack = await startLocalStack({ dataDir, ports, ...options, log });
  useStack({
    endpoints: stack.endpoints,
    resources: stack.resources,
    appConfig: stack.appConfig,
    lambdaEnv: stack.lambdaEnv,
    startupMs: stack.startupMs,
  });
  return stack;
}

async function stop(): Promise<void> {
  await stack?.stop();
  stack = undefined;
}

const ledgerSum = async (userId: string) => (await ledger(userId)).reduce((sum, e) => sum + e.amount, 0);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bankcsv-restart-'));
  ports = await restartablePorts();
});

afterAll(async () => {
  useStack(undefined);
  await stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart of the local stack', () => {
  let converting: { user: TestUser; conversionId: string; storageKey: string };
  let arrived: { user: TestUser; conversionId: string };
  let waiting: { user: TestUser; conversionId: string };

  it('ends a conversion interrupted mid-workflow as failed, refunds it once and deletes its PDF', async () => {
    // ConvertStatement is held back far longer than the test: the stop always lands inside it.
    const first = await start({ taskDelaysMs: { ConvertStatement: 120_000 } });
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 43 });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'interrupted.pdf' });
    await eventually(
      'the conversion is debited and converting',
      async () => {
        const execution = first.workflow.executions().find((e) => e.name === conversionId);
        const entries = await ledger(user.userId);
        return Boolean(
          execution?.states.includes('ConvertStatement') && entries.some((e) => e.entryId === `debit#${conversionId}`),
        );
      },
      { timeoutMs: 30_000 },
    );
    const row = await storedConversion(user.userId, conversionId);
    expect(row).toMatchObject({ status: 'processing', creditsUsed: 1 });
    expect(await credits(user)).toBe(9);
    converting = { user, conversionId, storageKey: String(row?.storageKey) };
    expect(await objectExists(first.resources.buckets.UPLOADS_BUCKET, converting.storageKey)).toBe(true);

    // A second user has asked for an upload form but not sent the PDF yet.
    const other = await registerUser();
    const ticket = await createUpload(other, { fileName: 'later.pdf', fileSize: fixture.pdf.byteLength });
    waiting = { user: other, conversionId: ticket.conversionId };

    // A third user's PDF lands in the bucket while the engine is down, so its event never reaches start-conversion.
    const third = await registerUser();
    const thirdTicket = await createUpload(third, { fileName: 'arrived.pdf', fileSize: fixture.pdf.byteLength });
    arrived = { user: third, conversionId: thirdTicket.conversionId };

    await stop();
    expect(first.workflow.executions().find((e) => e.name === conversionId)?.status).toBe('ABORTED');

    const s3 = await startS3(join(dataDir, 's3'), await freePort(), 'http://localhost:3000');
    const client = s3Client(s3.endpoint);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: first.resources.buckets.UPLOADS_BUCKET,
          Key: thirdTicket.key,
          Body: fixture.pdf,
          ContentType: 'application/pdf',
          Metadata: { 'conversion-id': thirdTicket.conversionId },
        }),
      );
    } finally {
      client.destroy();
      await s3.close();
    }

    const second = await start();
    const done = await waitForConversion(user, conversionId, 1_000);
    expect(done).toMatchObject({
      status: 'error',
      errorCode: 'PROCESSING_INTERRUPTED',
      errorMessage:
        'Processing was interrupted before it finished. Any credits it used ' +
        'have been refunded. Please upload the statement again.',
      creditsRefunded: true,
      processingTimedOut: false,
      creditsUsed: 1,
    });
    expect(await credits(user)).toBe(10);
    expect(await storedBalance(user.userId)).toBe(await ledgerSum(user.userId));
    expect((await ledger(user.userId)).map((e) => [e.entryId, e.amount]).sort()).toEqual([
      [`debit#${conversionId}`, -1],
      [`refund#${conversionId}`, 1],
      ['signup', 10],
    ]);
    expect(await objectExists(second.resources.buckets.UPLOADS_BUCKET, converting.storageKey)).toBe(false);
    expect(await storedConversion(user.userId, conversionId)).not.toHaveProperty('passwordCipher');
    expect(recoverLines.filter((line) => line.includes(conversionId))).toHaveLength(1);
  });

  it(
    'converts an upload whose PDF arrived while the engine was down, and ' + 'leaves one still waiting for its PDF',
    async () => {
      const done = await waitForConversion(arrived.user, arrived.conversionId);
      expect(done).toMatchObject({ status: 'completed', creditsUsed: 1 });
      expect(await credits(arrived.user)).toBe(9);
      expect(await storedBalance(arrived.user.userId)).toBe(await ledgerSum(arrived.user.userId));
      expect(recoverLines.filter((line) => line.includes(arrived.conversionId))).toHaveLength(1);

      expect(await storedConversion(waiting.user.userId, waiting.conversionId)).toMatchObject({ status: 'uploading' });
      expect(recoverLines.some((line) => line.includes(waiting.conversionId))).toBe(false);
      expect(recoverLines).toHaveLength(2);
    },
  );

  it('changes nothing on a further restart', async () => {
    await stack?.workflow.waitForIdle();
    await stop();
    await start();
    expect(recoverLines).toEqual([]);
    expect(await credits(converting.user)).toBe(10);
    expect(await ledger(converting.user.userId)).toHaveLength(3);
    expect(await credits(arrived.user)).toBe(9);
    expect(await storedConversion(converting.user.userId, converting.conversionId)).toMatchObject({
      status: 'error',
      creditsRefunded: true,
    });
    expect(await storedConversion(waiting.user.userId, waiting.conversionId)).toMatchObject({ status: 'uploading' });
  });
});
