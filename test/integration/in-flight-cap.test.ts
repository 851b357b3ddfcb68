import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CONVERSION_STUCK_AFTER_MS,
  MAX_CONVERSIONS_IN_FLIGHT,
  UPLOAD_ABANDONED_AFTER_MS,
  conversionsInFlightMessage,
} from '@bankcsv/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { textOnlyPdf } from '../../packages/converter/test/fixtures/hostile';
import type { ConversionRecord } from '../../lambdas/src/adapters/conversions-repo';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  createUpload,
  forceStatus,
  registerUser,
  removeConversionField,
  setConversionFields,
  storedConversion,
  storedConversions,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');
const upload = { fileName: 'statement.pdf', fileSize: 2048 };
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Lambdas = typeof import('../../lambdas/src/shared/clients') & {
  sweep: typeof import('../../lambdas/src/handlers/sweep-conversions')['handler'];
  fail: typeof import('../../lambdas/src/handlers/fail-conversion')['handler'];
  endAbandonedUploads: typeof import('../../lambdas/src/adapters/abandoned-uploads')['endAbandonedUploads'];
  conversions: import('../../lambdas/src/adapters/conversions-repo').ConversionsRepo;
  slots: import('../../lambdas/src/adapters/in-flight-slots').InFlightSlots;
  users: import('../../lambdas/src/adapters/users-repo').UsersRepo;
};
let lambdas: Lambdas;

beforeAll(async () => {
  useStackEnv();
  const { inFlightSlots } = await import('../../lambdas/src/adapters/in-flight-slots');
  const { conversionsRepo } = await import('../../lambdas/src/adapters/conversions-repo');
  const { usersRepo } = await import('../../lambdas/src/adapters/users-repo');
  lambdas = {
    ...(await import('../../lambdas/src/shared/clients')),
    sweep: (await import('../../lambdas/src/handlers/sweep-conversions')).handler,
    fail: (await import('../../lambdas/src/handlers/fail-conversion')).handler,
    endAbandonedUploads: (await import('../../lambdas/src/adapters/abandoned-uploads')).endAbandonedUploads,
    conversions: conversionsRepo(resources.tables.CONVERSIONS_TABLE),
    slots: inFlightSlots(resources.tables),
    users: usersRepo(resources.tables),
  };
});

/** The places the user row says are held. */
async function held(userId: string): Promise<number | undefined> {
  const user = (await lambdas.users.getUser(userId)) as { inFlight?: number } | undefined;
  return user?.inFlight;
}

/** Sends `count` POST /uploads at once: every request is on the wire before any answer is read. */
async function uploadAtOnce(user: TestUser, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      api<{ conversionId?: string; message?: string }>(user, 'POST', '/uploads', upload),
    ),
  );
  return { accepted: answers.filter((a) => a.status === 200), refused: answers.filter((a) => a.status !== 200) };
}

/** A user holding every place, with the tickets. */
async function userAtTheCap() {
  const user = await registerUser();
  const tickets = [];
  for (let i = 0; i < MAX_CONVERSIONS_IN_FLIGHT; i += 1) tickets.push(await createUpload(user, upload));
  expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT);
  return { user, ids: tickets.map((t) => t.conversionId) };
}

/** Exactly `free` more uploads are accepted, then the next is refused. */
async function expectFreePlaces(user: TestUser, free: number) {
  for (let i = 0; i < free; i += 1) expect((await api(user, 'POST', '/uploads', upload)).status).toBe(200);
  expect((await api(user, 'POST', '/uploads', upload)).body).toEqual({ message: conversionsInFlightMessage() });
}

/** A processing row, debited, whose workflow never started (its PDF is not under an upload key). */
async function processingRow(user: TestUser, conversionId: string, inFlightFor: number) {
  await forceStatus(user.userId, conversionId, 'processing');
  await setConversionFields(user.userId, conversionId, { uploadCompleted: ago(inFlightFor), creditsUsed: 1 });
  expect(await lambdas.users.debit(user.userId, conversionId, 1, 1)).toBe(true);
}

describe('the cap on conversions in flight under concurrent uploads', () => {
  it(
    `gives 20 simultaneous uploads from one account exactly ` +
      `${MAX_CONVERSIONS_IN_FLIGHT} tickets, and one more once one ends`,
    async () => {
      const user = await registerUser();
      expect((await api(user, 'GET', '/me')).status).toBe(200);

      const { accepted, refused } = await uploadAtOnce(user, 20);
      expect(accepted).toHaveLength(MAX_CONVERSIONS_IN_FLIGHT);
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(
        Array(20 - MAX_CONVERSIONS_IN_FLIGHT).fill([409, conversionsInFlightMessage()]),
      );
      expect(await storedConversions(user.userId)).toHaveLength(MAX_CONVERSIONS_IN_FLIGHT);
      expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT);

      // Ending one frees exactly one place, however many ask for it at once.
      expect((await api(user, 'POST', `/conversions/${accepted[0]!.body.conversionId}/cancel`)).status).toBe(200);
      const again = await uploadAtOnce(user, 10);
      expect(again.accepted).toHaveLength(1);
      expect(again.refused.every((r) => r.status === 409)).toBe(true);
      expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT);
    },
  );
});

describe('a conversion ended more than once', () => {
  it('gives its place back once when cancelled, swept and found abandoned at the same time', async () => {
    const { user, ids } = await userAtTheCap();
    await setConversionFields(user.userId, ids[0]!, { uploadStarted: ago(UPLOAD_ABANDONED_AFTER_MS + 1000) });
    // The row as a sweep listed it before anyone ended it.
    const listed = (await storedConversion(user.userId, ids[0]!)) as unknown as ConversionRecord;

    const [cancel] = await Promise.all([
      api(user, 'POST', `/conversions/${ids[0]}/cancel`),
      lambdas.sweep(),
      lambdas.endAbandonedUploads(lambdas.conversions, lambdas.slots, [listed]),
    ]);
    await lambdas.endAbandonedUploads(lambdas.conversions, lambdas.slots, [listed]);
    expect([200, 409]).toContain(cancel.status);
    expect(await storedConversion(user.userId, ids[0]!)).toMatchObject({ status: 'error' });
    expect(await storedConversion(user.userId, ids[0]!)).not.toHaveProperty('inFlightSlot');
    expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT - 1);
    await expectFreePlaces(user, 1);
  });

  it('gives its place back once when the failure branch runs twice at once, and not again when cancelled', async () => {
    const { user, ids } = await userAtTheCap();
    await processingRow(user, ids[1]!, 60_000);
    const state = {
      userId: user.userId,
      conversionId: ids[1]!,
      bucket: resources.buckets.UPLOADS_BUCKET,
      key: `held/${ids[1]}.pdf`,
      error: { Error: 'States.Timeout', Cause: '{}' },
    };
    await Promise.all([lambdas.fail(state), lambdas.fail(state)]);
    expect((await api(user, 'POST', `/conversions/${ids[1]}/cancel`)).status).toBe(409);
    expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT - 1);
    await expectFreePlaces(user, 1);
  });
});

describe('every way a conversion ends', () => {
  it('gives the place back on completion, on failure before the debit and on failure refunded', async () => {
    const user = await registerUser();
    const completed = await uploadStatement(user, (await makeFixture({ transactions: 4, seed: 161 })).pdf);
    const notPdf = await uploadStatement(user, new Uint8Array(Buffer.from('Date,Amount\n01/01/2025,-35.00\n')));
    const refunded = await uploadStatement(
      user,
      await textOnlyPdf(['Welcome to our newsletter', 'Nothing here looks like a transaction']),
    );
    expect(await waitForConversion(user, completed)).toMatchObject({ status: 'completed' });
    expect(await waitForConversion(user, notPdf)).toMatchObject({ status: 'error', errorCode: 'NOT_A_PDF' });
    expect(await waitForConversion(user, refunded)).toMatchObject({ status: 'error', creditsRefunded: true });
    expect(await held(user.userId)).toBe(0);
    await expectFreePlaces(user, MAX_CONVERSIONS_IN_FLIGHT);
  });

  it('gives the place back on cancel, on delete, and when an abandoned form is found by the next upload', async () => {
    const { user, ids } = await userAtTheCap();
    expect((await api(user, 'POST', `/conversions/${ids[0]}/cancel`)).status).toBe(200);
    expect(await held(user.userId)).toBe(2);
    // Deleting an upload still in progress ends it first.
    expect((await api(user, 'DELETE', `/conversions/${ids[1]}`)).status).toBe(204);
    expect(await storedConversion(user.userId, ids[1]!)).toBeUndefined();
    expect(await held(user.userId)).toBe(1);
    await setConversionFields(user.userId, ids[2]!, { uploadStarted: ago(UPLOAD_ABANDONED_AFTER_MS + 1000) });
    await expectFreePlaces(user, MAX_CONVERSIONS_IN_FLIGHT);
    expect(await storedConversion(user.userId, ids[2]!)).toMatchObject({
      status: 'error',
      errorCode: 'UPLOAD_EXPIRED',
    });
  });

  it(
    'gives the place back when the sweep ends an abandoned form or a stuck ' +
      'conversion, and when a stuck one is deleted',
    async () => {
      const { user, ids } = await userAtTheCap();
      await setConversionFields(user.userId, ids[0]!, { uploadStarted: ago(UPLOAD_ABANDONED_AFTER_MS + 1000) });
      await processingRow(user, ids[1]!, CONVERSION_STUCK_AFTER_MS + 60_000);
      await processingRow(user, ids[2]!, CONVERSION_STUCK_AFTER_MS + 60_000);
      expect((await api(user, 'DELETE', `/conversions/${ids[2]}`)).status).toBe(204);
      expect(await held(user.userId)).toBe(2);
      await lambdas.sweep();
      expect(await storedConversion(user.userId, ids[0]!)).toMatchObject({
        status: 'error',
        errorCode: 'UPLOAD_EXPIRED',
      });
      expect(await storedConversion(user.userId, ids[1]!)).toMatchObject({
        status: 'error',
        errorCode: 'PROCESSING_TIMEOUT',
        creditsRefunded: true,
      });
      expect(await held(user.userId)).toBe(0);
      await expectFreePlaces(user, MAX_CONVERSIONS_IN_FLIGHT);
    },
  );
});

describe('the count of places', () => {
  it('is set back to what the rows hold when a row holding one is lost without being ended', async () => {
    const { user, ids } = await userAtTheCap();
    await lambdas.ddb.send(
      new DeleteCommand({
        TableName: resources.tables.CONVERSIONS_TABLE,
        Key: { userId: user.userId, conversionId: ids[0] },
      }),
    );
    await expectFreePlaces(user, 1);
    expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT);
  });

  it('never goes below 0, and a row from before the count gives nothing back', async () => {
    const { user, ids } = await userAtTheCap();
    await removeConversionField(user.userId, ids[0]!, 'inFlightSlot');
    expect((await api(user, 'POST', `/conversions/${ids[0]}/cancel`)).status).toBe(200);
    expect(await held(user.userId)).toBe(MAX_CONVERSIONS_IN_FLIGHT);

    await lambdas.ddb.send(
      new UpdateCommand({
        TableName: resources.tables.USERS_TABLE,
        Key: { userId: user.userId },
        UpdateExpression: 'SET inFlight = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    expect((await api(user, 'POST', `/conversions/${ids[1]}/cancel`)).status).toBe(200);
    expect(await storedConversion(user.userId, ids[1]!)).not.toHaveProperty('inFlightSlot');
    expect(await held(user.userId)).toBe(0);
  });
});
