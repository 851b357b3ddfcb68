import { CONVERSION_ERRORS, CONVERSION_STUCK_AFTER_MS } from '@bankcsv/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  createUpload,
  forceStatus,
  ledger,
  objectExists,
  putUpload,
  registerUser,
  setConversionFields,
  storedBalance,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');
let sweep: typeof import('../../lambdas/src/handlers/sweep-conversions')['handler'];
let debit: (userId: string, conversionId: string, credits: number) => Promise<boolean>;

beforeAll(async () => {
  useStackEnv();
  ({ handler: sweep } = await import('../../lambdas/src/handlers/sweep-conversions'));
  const { usersRepo } = await import('../../lambdas/src/adapters/users-repo');
  const users = usersRepo(resources.tables);
  debit = (userId, conversionId, credits) => users.debit(userId, conversionId, credits, credits);
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * A conversion left processing and debited whose execution never started: its PDF sits at a key no
 * upload event watches, and it went in flight `age` ms ago.
 */
async function orphan(user: TestUser, age: number, seed: number) {
  const fixture = await makeFixture({ transactions: 3, seed });
  const ticket = await createUpload(user, { fileName: 'orphan.pdf', fileSize: fixture.pdf.byteLength });
  const key = `held/${ticket.conversionId}.pdf`;
  await putUpload(key, fixture.pdf, {});
  await forceStatus(user.userId, ticket.conversionId, 'processing');
  await setConversionFields(user.userId, ticket.conversionId, {
    storageKey: key,
    uploadCompleted: ago(age),
    creditsUsed: 2,
  });
  expect(await debit(user.userId, ticket.conversionId, 2)).toBe(true);
  return { conversionId: ticket.conversionId, key };
}

describe('the stuck-conversion sweep', () => {
  it('ends a conversion whose execution never started through the failure branch, with one refund', async () => {
    const user = await registerUser();
    const stuck = await orphan(user, CONVERSION_STUCK_AFTER_MS + 60_000, 81);
    const recent = await orphan(user, 60_000, 82);
    expect(await storedBalance(user.userId)).toBe(6);

    const first = await sweep();
    expect(first.stuckEnded).toBeGreaterThanOrEqual(1);
    await sweep(); // a second run (or an overlapping one) changes nothing

    const row = (await api(user, 'GET', `/conversions/${stuck.conversionId}`)).body;
    expect(row).toMatchObject({
      status: 'error',
      errorCode: 'PROCESSING_TIMEOUT',
      errorMessage: CONVERSION_ERRORS.PROCESSING_TIMEOUT,
      processingTimedOut: true,
      creditsRefunded: true,
    });
    const entries = (await ledger(user.userId)).map((e) => [e.entryId, e.amount]);
    expect(entries.filter(([id]) => id === `refund#${stuck.conversionId}`)).toEqual([
      [`refund#${stuck.conversionId}`, 2],
    ]);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, stuck.key)).toBe(false);

    // A conversion still within the workflow's limit is left to its workflow.
    expect((await api(user, 'GET', `/conversions/${recent.conversionId}`)).body).toMatchObject({
      status: 'processing',
    });
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, recent.key)).toBe(true);
    expect(await storedBalance(user.userId)).toBe(8);
  });

  it('lets the owner delete a row stuck past the limit, refunding it once, but not one still within it', async () => {
    const user = await registerUser();
    const stuck = await orphan(user, CONVERSION_STUCK_AFTER_MS + 60_000, 83);
    const recent = await orphan(user, 60_000, 84);
    expect((await api(user, 'DELETE', `/conversions/${recent.conversionId}`)).status).toBe(409);
    expect((await api(user, 'DELETE', `/conversions/${stuck.conversionId}`)).status).toBe(204);
    expect((await api(user, 'GET', `/conversions/${stuck.conversionId}`)).status).toBe(404);
    expect((await ledger(user.userId)).filter((e) => e.entryId === `refund#${stuck.conversionId}`)).toHaveLength(1);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, stuck.key)).toBe(false);
    expect(await storedBalance(user.userId)).toBe(8);
  });
});
