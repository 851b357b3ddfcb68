import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { useStackEnv } from '../support/stack-env';
import {
  createUpload,
  executionsNamed,
  ledger,
  postFile,
  registerUser,
  storedBalance,
  waitForConversion,
} from '../support/stack-client';

const { resources } = inject('stack');
type UsersRepo = ReturnType<typeof import('../../lambdas/src/adapters/users-repo')['usersRepo']>;
let users: UsersRepo;
let InsufficientCreditsError: typeof import('../../lambdas/src/adapters/users-repo')['InsufficientCreditsError'];

beforeAll(async () => {
  // The adapters run here against the stack's DynamoDB, exactly as the handlers use them.
  useStackEnv();
  const repo = await import('../../lambdas/src/adapters/users-repo');
  users = repo.usersRepo({ ...resources.tables, APP_SECRET_ARN: resources.appSecretArn });
  InsufficientCreditsError = repo.InsufficientCreditsError;
});

const sum = (entries: { amount: number }[]) => entries.reduce((total, e) => total + e.amount, 0);
const newUserId = () => randomUUID();

describe('the credit ledger', () => {
  it(
    'creates an unverified user with no credits, and grants a verified one ' +
      'exactly 10 however often and concurrently it runs',
    async () => {
      const unverified = newUserId();
      await Promise.all(Array.from({ length: 3 }, () => users.ensureUser(unverified, 'u@example.com')));
      expect(await storedBalance(unverified)).toBe(0);
      expect(await ledger(unverified)).toEqual([]);

      const userId = newUserId();
      await Promise.all([
        ...Array.from({ length: 3 }, () => users.grantSignupBonus(userId, `a-${userId}@example.com`)),
        ...Array.from({ length: 3 }, () => users.ensureUser(userId, `a-${userId}@example.com`, true)),
      ]);
      await users.ensureUser(userId, `a-${userId}@example.com`, true);
      expect(await storedBalance(userId)).toBe(10);
      expect((await ledger(userId)).map((e) => [e.entryId, e.amount])).toEqual([['signup', 10]]);
    },
  );

  it('debits a conversion once, however often the debit runs', async () => {
    const userId = newUserId();
    await users.grantSignupBonus(userId, `${userId}@example.com`);
    expect(await users.debit(userId, 'conv-1', 3, 3)).toBe(true);
    expect(await users.debit(userId, 'conv-1', 3, 3)).toBe(false);
    expect(await storedBalance(userId)).toBe(7);
    expect(sum(await ledger(userId))).toBe(7);
  });

  it('never lets parallel debits drive the balance below zero', async () => {
    const userId = newUserId();
    await users.grantSignupBonus(userId, `${userId}@example.com`);
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => users.debit(userId, `conv-${i}`, 1, 1)),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await storedBalance(userId)).toBe(0);
    expect(sum(await ledger(userId))).toBe(0);
  });

  it('refuses a debit larger than the balance with the pages and credits in the message', async () => {
    const userId = newUserId();
    await users.grantSignupBonus(userId, `${userId}@example.com`);
    await expect(users.debit(userId, 'big', 12, 12)).rejects.toThrow(
      'Not enough credits: this statement has 12 pages and needs 12 credits. Buy more credits and try again.',
    );
    expect(await storedBalance(userId)).toBe(10);
    expect((await ledger(userId)).map((e) => e.entryId)).toEqual(['signup']);
  });

  it('refunds only what was debited, once, and nothing for a conversion never debited', async () => {
    const userId = newUserId();
    await users.grantSignupBonus(userId, `${userId}@example.com`);
    expect(await users.refund(userId, 'never-debited', resources.tables.CONVERSIONS_TABLE)).toBe(0);
    await users.debit(userId, 'conv-r', 4, 4);
    const refunds = await Promise.all([
      users.refund(userId, 'conv-r', resources.tables.CONVERSIONS_TABLE),
      users.refund(userId, 'conv-r', resources.tables.CONVERSIONS_TABLE),
      users.refund(userId, 'conv-r', resources.tables.CONVERSIONS_TABLE),
    ]);
    expect(refunds).toEqual([4, 4, 4]);
    expect(await storedBalance(userId)).toBe(10);
    const entries = await ledger(userId);
    expect(entries.filter((e) => e.entryId.startsWith('refund#'))).toHaveLength(1);
    expect(sum(entries)).toBe(10);
  });
});

describe('duplicate upload events', () => {
  it('start one workflow and take one debit', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 6, seed: 31 });
    const ticket = await createUpload(user, { fileName: 'twice.pdf', fileSize: fixture.pdf.byteLength });
    const { handler: startConversion } = await import('../../lambdas/src/handlers/start-conversion');
    const event = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Object Created' as const,
      source: 'aws.s3',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: [],
      detail: { bucket: { name: resources.buckets.UPLOADS_BUCKET }, object: { key: ticket.key } },
    };
    const res = await postFile(ticket, fixture.pdf);
    expect(res.ok).toBe(true);
    // The stack delivers its own event for the upload; these are the duplicates EventBridge may send.
    const outcomes = await Promise.all([startConversion(event), startConversion(event)]);
    for (const { outcome } of outcomes) expect(['started', 'already-started', 'gone']).toContain(outcome);

    const done = await waitForConversion(user, ticket.conversionId);
    expect(done.status).toBe('completed');
    expect(await startConversion(event)).toEqual({ outcome: 'gone' });
    expect(await executionsNamed(ticket.conversionId)).toHaveLength(1);
    const debits = (await ledger(user.userId)).filter((e) => e.entryId.startsWith('debit#'));
    expect(debits).toEqual([expect.objectContaining({ entryId: `debit#${ticket.conversionId}`, amount: -1 })]);
    expect(await storedBalance(user.userId)).toBe(9);
  });
});
