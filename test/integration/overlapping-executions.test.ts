import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { functionName } from '../../scripts/local-stack/aws/server';
import { loadWorkflowDefinition } from '../../scripts/local-stack/definition';
import { invokeHandler } from '../../scripts/local-stack/handlers';
import { runExecution } from '../../scripts/local-stack/workflow/execution';
import type { ExecutionResult, StateMachineDefinition } from '../../scripts/local-stack/workflow/types';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  createUpload,
  forceStatus,
  ledger,
  objectExists,
  putUpload,
  registerUser,
  storedBalance,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

// An operator's re-drive or a second execution of the same conversion must never refund work the
// user received, and a refund must never be followed by a completion.
const { resources } = inject('stack');
let definition: StateMachineDefinition;
let getObjectBytes: (bucket: string, key: string) => Promise<Uint8Array>;
let deleteObject: (bucket: string, key: string) => Promise<void>;

beforeAll(async () => {
  useStackEnv();
  definition = await loadWorkflowDefinition();
  ({ getObjectBytes, deleteObject } = await import('../../lambdas/src/adapters/storage'));
});

const entryIds = async (userId: string) => (await ledger(userId)).map((e) => e.entryId).sort();

/** A gate a step waits on, opened from the test. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Runs the deployed definition in this process, as a second Step Functions execution would, against
 * the stack's tables and buckets. `before` runs as a step (by handler name) is about to run, and the
 * step waits for what it returns.
 */
function execute(
  name: string,
  input: object,
  before: (step: string) => Promise<void> | void = () => undefined,
): Promise<ExecutionResult> {
  const arn = resources.stateMachineArn;
  return runExecution(definition, input, {
    name,
    stateMachineArn: arn,
    executionArn: `${arn.replace(':stateMachine:', ':execution:')}:${name}`,
    invoke: async (fn, payload) => {
      const step = functionName(fn);
      await before(step);
      return invokeHandler(step, payload);
    },
  });
}

/**
 * A conversion row in processing with its PDF at a key no upload event watches, so only this test's executions run it.
 */
async function heldConversion(user: TestUser, seed: number) {
  const fixture = await makeFixture({ transactions: 4, seed });
  const ticket = await createUpload(user, { fileName: 'redriven.pdf', fileSize: fixture.pdf.byteLength });
  await forceStatus(user.userId, ticket.conversionId, 'processing');
  const key = `held/${ticket.conversionId}.pdf`;
  await putUpload(key, fixture.pdf, {});
  return { userId: user.userId, conversionId: ticket.conversionId, bucket: resources.buckets.UPLOADS_BUCKET, key };
}

describe('refunds only for unfinished conversions', () => {
  it('a refund and a failure for a completed conversion change nothing', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 71 });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'done.pdf' });
    expect(await waitForConversion(user, conversionId)).toMatchObject({ status: 'completed', creditsUsed: 1 });
    const before = await entryIds(user.userId);

    const state = { userId: user.userId, conversionId, bucket: resources.buckets.UPLOADS_BUCKET, key: 'gone.pdf' };
    const { handler: refund } = await import('../../lambdas/src/handlers/refund-credits');
    const { handler: fail } = await import('../../lambdas/src/handlers/fail-conversion');
    const refunded = await refund({ ...state, error: { Error: 'States.Timeout' } });
    expect(refunded).toEqual({ refunded: 0 });
    await fail({ ...state, refund: refunded, error: { Error: 'States.Timeout' } });

    expect(await entryIds(user.userId)).toEqual(before);
    expect(await storedBalance(user.userId)).toBe(9);
    const row = (await api(user, 'GET', `/conversions/${conversionId}`)).body;
    expect(row).toMatchObject({ status: 'completed', creditsUsed: 1 });
    expect(row.errorCode).toBeUndefined();
  });

  it('two overlapping executions leave exactly one debit and no refund', async () => {
    const user = await registerUser();
    const input = await heldConversion(user, 72);
    // The second execution has checked and debited (a no-op repeat) when the first one finishes
    // and deletes the PDF; only then does it convert, fail, and take its failure branch.
    const firstDone = gate();
    const secondAtConvert = gate();
    const second = execute(`${input.conversionId}-redrive`, input, (step) => {
      if (step !== 'convert-statement') return;
      secondAtConvert.open();
      return firstDone.opened;
    });
    await secondAtConvert.opened;
    const first = await execute(input.conversionId, input);
    firstDone.open();
    const secondResult = await second;

    expect(first.status).toBe('SUCCEEDED');
    expect(secondResult.status).toBe('FAILED');
    expect(await entryIds(user.userId)).toEqual([`debit#${input.conversionId}`, 'signup']);
    expect(await storedBalance(user.userId)).toBe(9);
    expect((await api(user, 'GET', `/conversions/${input.conversionId}`)).body).toMatchObject({ status: 'completed' });
    expect(await objectExists(input.bucket, input.key)).toBe(false);
  });

  it('a conversion refunded by an overlapping execution is never completed afterwards', async () => {
    const user = await registerUser();
    const input = await heldConversion(user, 73);
    // The second execution reads its own copy of the PDF, which goes before it converts: it fails
    // after the debit and refunds while the first one, converted, waits to complete.
    const copy = { ...input, key: `held/${input.conversionId}-copy.pdf` };
    await putUpload(copy.key, await getObjectBytes(input.bucket, input.key), {});
    const refunded = gate();
    const firstEnded = gate();
    const firstAtComplete = gate();
    const first = execute(input.conversionId, input, (step) => {
      if (step !== 'complete-conversion') return;
      firstAtComplete.open();
      return refunded.opened;
    });
    await firstAtComplete.opened;
    const second = execute(`${input.conversionId}-redrive`, copy, async (step) => {
      if (step === 'convert-statement') await deleteObject(copy.bucket, copy.key);
      if (step !== 'fail-conversion') return;
      refunded.open();
      await firstEnded.opened;
    });
    const firstResult = await first;
    firstEnded.open();
    expect((await second).status).toBe('FAILED');

    expect(firstResult.status).toBe('FAILED');
    expect(await entryIds(user.userId)).toEqual([
      `debit#${input.conversionId}`,
      `refund#${input.conversionId}`,
      'signup',
    ]);
    expect(await storedBalance(user.userId)).toBe(10);
    expect((await api(user, 'GET', `/conversions/${input.conversionId}`)).body).toMatchObject({
      status: 'error',
      creditsRefunded: true,
    });
    expect(await objectExists(input.bucket, input.key)).toBe(false);
  });
});
