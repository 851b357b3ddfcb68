import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { startLocalStack, type LocalStack } from '../../scripts/local-stack/index';
import {
  credits,
  ledger,
  objectExists,
  registerUser,
  storedConversion,
  uploadStatement,
  useStack,
  waitForConversion,
} from '../support/stack-client';

// A stack of its own whose ConvertStatement task times out after 1 s and whose converter step is
// held back 2 s: the real workflow definition must catch States.Timeout, refund and mark the row.
let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bankcsv-timeout-'));
  stack = await startLocalStack({ dataDir, convertTimeoutSeconds: 1, taskDelaysMs: { ConvertStatement: 2_000 } });
  useStack({
    endpoints: stack.endpoints,
    resources: stack.resources,
    appConfig: stack.appConfig,
    lambdaEnv: stack.lambdaEnv,
    startupMs: stack.startupMs,
  });
});

afterAll(async () => {
  useStack(undefined);
  await stack?.workflow.waitForIdle();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a conversion that outlives its task timeout', () => {
  it('is marked timed out with the spec message, refunded once, and leaves no PDF and no outputs', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 41 });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'slow.pdf' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({
      status: 'error',
      errorCode: 'PROCESSING_TIMEOUT',
      errorMessage:
        'Processing timeout - the conversion took too long and was ' +
        'automatically cancelled. Please try again or contact support if this ' +
        'continues.',
      processingTimedOut: true,
      creditsRefunded: true,
      creditsUsed: 1,
    });
    expect(await credits(user)).toBe(10);

    // The held-back converter still runs after the timeout; it must find the conversion ended.
    // Idle includes that late handler call, so nothing here waits on a guess.
    await stack.workflow.waitForIdle();
    const row = await storedConversion(user.userId, conversionId);
    expect(row?.status).toBe('error');
    expect(await objectExists(stack.resources.buckets.UPLOADS_BUCKET, String(row?.storageKey))).toBe(false);
    expect(
      await objectExists(
        stack.resources.buckets.OUTPUTS_BUCKET,
        `outputs/${user.userId}/${conversionId}/statement.csv`,
      ),
    ).toBe(false);
    const entries = await ledger(user.userId);
    expect(entries.map((e) => [e.entryId, e.amount]).sort()).toEqual([
      [`debit#${conversionId}`, -1],
      [`refund#${conversionId}`, 1],
      ['signup', 10],
    ]);
  });
});
