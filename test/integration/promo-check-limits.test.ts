import { randomInt } from 'node:crypto';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PROMO_CHECK_MIN_MS,
  PROMO_CHECKS_EXCEEDED,
  PROMO_CHECKS_OVERALL,
  PROMO_CHECKS_PER_CLIENT,
  limitWindow,
  newPromoCode,
} from '@bankcsv/domain';
import { useStackEnv } from '../support/stack-env';
import { callFrom, newClientAddress } from '../support/from-address';

// Promo codes must not be guessable through the public check: it is counted per client address and
// overall, and a code that exists answers no sooner than one that does not.

const { endpoints, resources } = inject('stack');
type PromoRepo = ReturnType<typeof import('../../lambdas/src/adapters/promo-repo')['promoRepo']>;
let promos: PromoRepo;
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    endpoint: endpoints.dynamodb,
  }),
);

beforeAll(async () => {
  useStackEnv();
  promos = (await import('../../lambdas/src/adapters/promo-repo')).promoRepo(resources.tables);
});
afterAll(() => ddb.destroy());

const check = (from: string, code: string) =>
  callFrom<{ valid?: boolean; message?: string }>(from, 'POST', '/promo/validate', { code });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('POST /promo/validate', () => {
  it('answers a code that exists and one that does not no sooner than its floor', async () => {
    const code = newPromoCode(Array.from({ length: 5 }, () => randomInt(1_000_000)));
    expect(await promos.create({ code, credits: 20 })).toBe(true);
    const from = newClientAddress();
    const [hit, hitMs] = await timed(() => check(from, code));
    // Right format, never created: generated codes have no 0, 1, I or O.
    const [miss, missMs] = await timed(() => check(from, 'LAUNCH-00000'));
    expect([hit.status, hit.body.valid, miss.status, miss.body.valid]).toEqual([200, true, 200, false]);
    expect(hitMs).toBeGreaterThanOrEqual(PROMO_CHECK_MIN_MS);
    expect(missMs).toBeGreaterThanOrEqual(PROMO_CHECK_MIN_MS);
  });

  it(
    `lets one client address check ${PROMO_CHECKS_PER_CLIENT.max} codes ` +
      `per window, however fast they come; others are not held back`,
    async () => {
      const guesser = newClientAddress();
      const guesses = Array.from({ length: PROMO_CHECKS_PER_CLIENT.max + 5 }, (_, i) =>
        check(guesser, `LAUNCH-${String(i).padStart(5, '2')}`),
      );
      const statuses = (await Promise.all(guesses)).map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PROMO_CHECKS_PER_CLIENT.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);

      expect(await check(guesser, 'LAUNCH-ZZZZZ')).toEqual({ status: 429, body: { message: PROMO_CHECKS_EXCEEDED } });
      expect((await check(newClientAddress(), 'LAUNCH-ZZZZZ')).status).toBe(200);
    },
  );

  it('refuses everyone once all clients together reach the overall limit', async () => {
    // The overall counter of this window (and the next, should the window turn mid-test) is set full.
    const { window } = limitWindow(PROMO_CHECKS_OVERALL, Date.now());
    const keys = [window, window + 1].map((w) => `promo-check#all#${PROMO_CHECKS_OVERALL.windowSeconds}#${w}`);
    const table = resources.tables.LIMITS_TABLE;
    try {
      for (const key of keys)
        await ddb.send(
          new PutCommand({ TableName: table, Item: { key, hits: PROMO_CHECKS_OVERALL.max, expiresAt: 0 } }),
        );
      expect(await check(newClientAddress(), 'LAUNCH-ZZZZZ')).toEqual({
        status: 429,
        body: { message: PROMO_CHECKS_EXCEEDED },
      });
    } finally {
      for (const key of keys) await ddb.send(new DeleteCommand({ TableName: table, Key: { key } }));
    }
    expect((await check(newClientAddress(), 'LAUNCH-ZZZZZ')).status).toBe(200);
  });
});
