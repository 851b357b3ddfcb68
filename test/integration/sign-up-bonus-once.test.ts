import { randomUUID } from 'node:crypto';
import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackEnv } from '../support/stack-env';
import { api, confirmSignUp, credits, ledger, signIn, signUp, storedBalance } from '../support/stack-client';

// The free credits go to an address once: an account deleted and made again with the same address
// (in any letter case) starts with none, and says so. Only a keyed one-way hash of the address is kept.

const { endpoints, resources } = inject('stack');
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    endpoint: endpoints.dynamodb,
  }),
);
let addressDigest: typeof import('../../lambdas/src/shared/secrets')['addressDigest'];

beforeAll(async () => {
  useStackEnv();
  ({ addressDigest } = await import('../../lambdas/src/shared/secrets'));
});
afterAll(() => ddb.destroy());

async function register(email: string, password: string) {
  await signUp(email, password);
  await confirmSignUp(email);
  return signIn(email, password);
}

describe('the sign-up bonus', () => {
  it('is granted once per address: deleting the account and registering again gives none', async () => {
    const local = `once-${randomUUID()}`;
    const first = await register(`${local}@example.com`, `Pw-${randomUUID()}`);
    expect(await credits(first)).toBe(10);
    expect((await api(first, 'DELETE', '/me')).status).toBe(204);

    const again = await register(`  ${local.toUpperCase()}@Example.COM`.trim(), `Pw-${randomUUID()}`);
    expect(again.userId).not.toBe(first.userId);
    const me = await api<{ credits: number; signupBonusUsedBefore: boolean }>(again, 'GET', '/me');
    expect(me.body).toMatchObject({ credits: 0, signupBonusUsedBefore: true });
    expect(await storedBalance(again.userId)).toBe(0);
    expect(await ledger(again.userId)).toEqual([]);
    // A first account's /me says nothing of the kind.
    const other = await register(`fresh-${randomUUID()}@example.com`, `Pw-${randomUUID()}`);
    expect((await api(other, 'GET', '/me')).body).toMatchObject({ credits: 10, signupBonusUsedBefore: false });
  });

  it('keeps only a keyed hash of the address, which outlives the account', async () => {
    const email = `hash-${randomUUID()}@example.com`;
    const user = await register(email, `Pw-${randomUUID()}`);
    expect((await api(user, 'DELETE', '/me')).status).toBe(204);
    const digest = await addressDigest(resources.appSecretArn, ` ${email.toUpperCase()} `);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const out = await ddb.send(
      new GetCommand({
        TableName: resources.tables.LEDGER_TABLE,
        Key: { userId: `signup-address#${digest}`, entryId: 'signup' },
        ConsistentRead: true,
      }),
    );
    expect(out.Item).toBeDefined();
    expect(JSON.stringify(out.Item)).not.toContain(email.split('@')[0]);
    expect(JSON.stringify(out.Item)).not.toContain(user.userId);
  });
});
