import {
  BATCH_MESSAGES,
  CONVERSION_ERRORS,
  MAX_BATCH_FILES,
  MAX_CONVERSIONS_IN_FLIGHT,
  isBatchId,
} from '@bankcsv/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { eventually } from '../support/eventually';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  createUpload,
  credits,
  forceCredits,
  ledger,
  objectExists,
  postFile,
  registerUser,
  storedConversion,
  storedConversions,
  waitForConversion,
  type ConversionJson,
  type TestUser,
} from '../support/stack-client';
import { chainedModels, statementPdfs } from '../support/statement-year';

const { resources } = inject('stack');

/** A user with credits enough for a batch. */
async function userWithCredits(n = 40): Promise<TestUser> {
  const user = await registerUser();
  expect((await api(user, 'GET', '/me')).status).toBe(200);
  await forceCredits(user.userId, n);
  return user;
}

async function newBatch(user: TestUser): Promise<string> {
  const res = await api<{ batchId: string }>(user, 'POST', '/batches');
  expect(res.status).toBe(201);
  expect(isBatchId(res.body.batchId)).toBe(true);
  return res.body.batchId;
}

/** Creates a batch file and sends it as the browser does; returns the conversion id. */
async function sendToBatch(
  user: TestUser,
  batchId: string,
  bytes: Uint8Array,
  fileName: string,
  needsPassword?: boolean,
): Promise<string> {
  const ticket = await createUpload(user, { fileName, fileSize: bytes.byteLength, batchId, needsPassword });
  const res = await postFile(ticket, bytes, fileName);
  expect(res.ok).toBe(true);
  return ticket.conversionId;
}

type BatchView = { batchId: string; conversions: ConversionJson[] };

/** Polls GET /batches/{id} until every file of it has ended. */
function waitForBatch(user: TestUser, batchId: string, timeoutMs = 120_000): Promise<BatchView> {
  const ended = (b: BatchView) =>
    b.conversions.length > 0 && b.conversions.every((c) => c.status === 'completed' || c.status === 'error');
  return eventually(
    `batch ${batchId} ends`,
    async () => (await api<BatchView>(user, 'GET', `/batches/${batchId}`)).body,
    { until: ended, timeoutMs, everyMs: 500 },
  );
}

let users: import('../../lambdas/src/adapters/users-repo').UsersRepo;
beforeAll(async () => {
  useStackEnv();
  users = (await import('../../lambdas/src/adapters/users-repo')).usersRepo(resources.tables);
});

/** The places the user row says are held. */
async function held(user: TestUser): Promise<number> {
  const row = (await users.getUser(user.userId)) as { inFlight?: number } | undefined;
  return row?.inFlight ?? 0;
}

describe('the batch queue', () => {
  it(`converts more files than the ${MAX_CONVERSIONS_IN_FLIGHT} places: the rest queue, all complete`, async () => {
    const user = await userWithCredits();
    const pdfs = await statementPdfs(
      'fnb-current',
      chainedModels({ layout: 'fnb-current', start: '2024-01-01', count: 6, opening: 900_000 }),
    );
    const batchId = await newBatch(user);
    const ids: string[] = [];
    for (const [k, pdf] of pdfs.entries()) ids.push(await sendToBatch(user, batchId, pdf, `FNB ${k + 1}.pdf`));

    const batch = await waitForBatch(user, batchId);
    expect(batch.conversions.map((c) => c.conversionId)).toEqual(ids);
    expect(batch.conversions.map((c) => c.status)).toEqual(ids.map(() => 'completed'));
    expect(batch.conversions.every((c) => c.batchId === batchId)).toBe(true);
    // Only as many ran at once as there are places; the others waited (queued) and were started as places freed.
    const rows = await Promise.all(ids.map((id) => storedConversion(user.userId, id)));
    expect(rows.filter((r) => r?.queuedAt).length).toBeGreaterThanOrEqual(pdfs.length - MAX_CONVERSIONS_IN_FLIGHT);
    expect(await held(user)).toBe(0);
    expect(await credits(user)).toBe(40 - pdfs.length);
  }, 180_000);

  it('queues a file while every place is held, starts it on a cancel, deletes a queued one', async () => {
    const user = await userWithCredits();
    const singles = [];
    for (let i = 0; i < MAX_CONVERSIONS_IN_FLIGHT; i += 1)
      singles.push(await createUpload(user, { fileName: 'statement.pdf', fileSize: 2048 }));
    const [a, b] = await statementPdfs(
      'fnb-current',
      chainedModels({ layout: 'fnb-current', start: '2024-03-01', count: 2, opening: 50_000 }),
    );
    const batchId = await newBatch(user);
    // Never refused for the cap: a batch file takes no place until it can convert.
    const first = await sendToBatch(user, batchId, a as Uint8Array, 'a.pdf');
    const second = await sendToBatch(user, batchId, b as Uint8Array, 'b.pdf');
    const queued = (id: string) =>
      eventually(`${id} queued`, async () => (await api<ConversionJson>(user, 'GET', `/conversions/${id}`)).body, {
        until: (c) => c.status === 'queued',
      });
    expect((await queued(first)).progress).toBe(5);
    await queued(second);

    // A queued file can be deleted: its PDF goes, nothing was debited.
    const row = await storedConversion(user.userId, second);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, row?.storageKey as string)).toBe(true);
    expect((await api(user, 'DELETE', `/conversions/${second}`)).status).toBe(204);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, row?.storageKey as string)).toBe(false);
    expect((await ledger(user.userId)).some((e) => e.entryId.includes(second))).toBe(false);

    // Cancelling one single upload gives its place to the queued file, which then converts.
    expect((await api(user, 'POST', `/conversions/${singles[0]?.conversionId}/cancel`)).status).toBe(200);
    expect((await waitForConversion(user, first, 60_000)).status).toBe('completed');
  }, 120_000);

  it('waits for a password file until PUT /conversions/{id}/password, then converts it', async () => {
    const user = await userWithCredits();
    const password = 'Batch-pw-7731';
    const locked = await makeFixture({ password, seed: 3 });
    const batchId = await newBatch(user);
    const id = await sendToBatch(user, batchId, locked.pdf, 'locked.pdf', true);
    const wrong = await sendToBatch(user, batchId, locked.pdf, 'locked-again.pdf', true);
    const waiting = await eventually(
      'the password file waits',
      async () => (await api<ConversionJson>(user, 'GET', `/conversions/${id}`)).body,
      { until: (c) => c.status === 'queued' },
    );
    expect(waiting.awaitingPassword).toBe(true);
    // Another user's id is not found; a file not waiting for a password is refused.
    const other = await userWithCredits();
    expect((await api(other, 'PUT', `/conversions/${id}/password`, { password })).status).toBe(404);

    const given = await api<ConversionJson>(user, 'PUT', `/conversions/${id}/password`, { password });
    expect(given.status).toBe(200);
    expect(given.body.awaitingPassword).toBeUndefined();
    expect((await waitForConversion(user, id, 60_000)).status).toBe('completed');
    expect((await api(user, 'PUT', `/conversions/${id}/password`, { password })).status).toBe(409);

    // A wrong password fails in the workflow's own check, as a single upload's does: nothing is charged.
    const before = await credits(user);
    await eventually('second file queued', async () => (await storedConversion(user.userId, wrong))?.status, {
      until: (s) => s === 'queued',
    });
    expect((await api(user, 'PUT', `/conversions/${wrong}/password`, { password: 'not-it-123' })).status).toBe(200);
    const failed = await waitForConversion(user, wrong, 60_000);
    expect([failed.status, failed.errorMessage]).toEqual(['error', CONVERSION_ERRORS.PASSWORD_INCORRECT]);
    expect(await credits(user)).toBe(before);
  }, 120_000);

  it(`refuses the ${MAX_BATCH_FILES + 1}st file of a batch, and a batch the user never opened`, async () => {
    const user = await userWithCredits();
    const batchId = await newBatch(user);
    const upload = { fileName: 'statement.pdf', fileSize: 2048, batchId };
    for (let i = 0; i < MAX_BATCH_FILES; i += 1) expect((await api(user, 'POST', '/uploads', upload)).status).toBe(200);
    expect(await api(user, 'POST', '/uploads', upload)).toEqual({
      status: 400,
      body: { message: BATCH_MESSAGES.tooManyFiles },
    });
    expect((await storedConversions(user.userId)).length).toBe(MAX_BATCH_FILES);
    // None of them took a place: a single upload still gets one.
    expect((await api(user, 'POST', '/uploads', { fileName: 'one.pdf', fileSize: 2048 })).status).toBe(200);

    const other = await userWithCredits();
    expect((await api(other, 'POST', '/uploads', upload)).status).toBe(400);
    expect((await api(other, 'GET', `/batches/${batchId}`)).status).toBe(404);
  }, 120_000);
});
