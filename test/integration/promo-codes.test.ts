import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PROMO_MESSAGES, newPromoCode, type PromoDefinition } from '@bankcsv/domain';
import { useStackEnv } from '../support/stack-env';
import { api, credits, ledger, registerUser, storedBalance, type TestUser } from '../support/stack-client';

const { resources } = inject('stack');
type PromoRepo = ReturnType<typeof import('../../lambdas/src/adapters/promo-repo')['promoRepo']>;
let promos: PromoRepo;

beforeAll(async () => {
  // The admin side (create, disable) is the adapter `npm run promo` uses, against the stack's DynamoDB.
  useStackEnv();
  promos = (await import('../../lambdas/src/adapters/promo-repo')).promoRepo(resources.tables);
});

const DAY = 24 * 60 * 60 * 1000;
const sum = (entries: { amount: number }[]) => entries.reduce((total, e) => total + e.amount, 0);

async function newCode(def: Partial<PromoDefinition> = {}): Promise<string> {
  const code = newPromoCode(Array.from({ length: 5 }, () => randomInt(1_000_000)));
  if (!(await promos.create({ code, credits: 20, ...def }))) throw new Error(`${code} already exists`);
  return code;
}

const validate = (code: unknown) => api(null, 'POST', '/promo/validate', { code });
const redeem = (user: TestUser | null, code: unknown) => api(user, 'POST', '/promo/redeem', { code });
const promoEntries = async (userId: string) => (await ledger(userId)).filter((e) => e.entryId.startsWith('promo#'));

/** One of each code state the messages of spec §8 name. */
async function codesInEveryState() {
  const used = await newCode({ maxRedemptions: 1 });
  expect((await redeem(await registerUser(), used)).status).toBe(200);
  const disabled = await newCode();
  await promos.disable(disabled);
  return {
    format: 'LAUNCH-AB1',
    // Right format, never created: generated codes have no 0, 1, I or O.
    invalid: 'LAUNCH-00000',
    expired: await newCode({ expiresAt: new Date(Date.now() - DAY).toISOString() }),
    inactive: disabled,
    fullyRedeemed: used,
  } as const;
}

describe('POST /promo/validate', () => {
  it('answers validity and creditsAdded without a token, and redeems nothing', async () => {
    const code = await newCode({ credits: 25, maxRedemptions: 1, expiresAt: new Date(Date.now() + DAY).toISOString() });
    for (let i = 0; i < 3; i += 1) {
      const res = await validate(` ${code.toLowerCase()} `);
      expect(res).toEqual({ status: 200, body: { valid: true, code, creditsAdded: 25 } });
    }
    expect((await promos.get(code))?.redemptions).toBe(0);
  });

  it('names why a code does not apply: format, invalid, expired, no longer active, fully redeemed', async () => {
    const codes = await codesInEveryState();
    for (const [reason, code] of Object.entries(codes)) {
      const res = await validate(code);
      expect(res, reason).toEqual({
        status: 200,
        body: { valid: false, code, reason, message: PROMO_MESSAGES[reason as keyof typeof PROMO_MESSAGES] },
      });
    }
    // Shorter than the format check: plainly invalid, as the form shows it.
    expect((await validate('lau')).body).toMatchObject({
      valid: false,
      code: 'LAU',
      reason: 'invalid',
      message: 'Invalid promo code',
    });
  });

  it('refuses a body without a code, or with an overlong one, with 400', async () => {
    expect(await api(null, 'POST', '/promo/validate', {})).toEqual({
      status: 400,
      body: { message: 'Invalid promo code' },
    });
    expect((await validate(12345)).status).toBe(400);
    expect((await validate('L'.repeat(65))).status).toBe(400);
  });
});

describe('POST /promo/redeem', () => {
  it('needs a signed-in user', async () => {
    const code = await newCode();
    expect((await redeem(null, code)).status).toBe(401);
    expect((await promos.get(code))?.redemptions).toBe(0);
  });

  it('adds the credits once, with the ledger entry promo#{code}, and counts the redemption', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const code = await newCode({ credits: 15 });
    const res = await redeem(user, code.toLowerCase());
    expect(res).toEqual({
      status: 200,
      body: { code, creditsAdded: 15, credits: before + 15, message: '15 bonus credits added!' },
    });
    expect(await storedBalance(user.userId)).toBe(before + 15);
    expect((await promoEntries(user.userId)).map((e) => [e.entryId, e.amount])).toEqual([[`promo#${code}`, 15]]);
    expect(sum(await ledger(user.userId))).toBe(before + 15);
    expect((await promos.get(code))?.redemptions).toBe(1);
    expect(await credits(user)).toBe(before + 15);
  });

  it('refuses the same code again, and any other code, changing nothing', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const first = await newCode();
    const second = await newCode();
    expect((await redeem(user, first)).status).toBe(200);
    expect(await redeem(user, first)).toEqual({
      status: 422,
      body: { reason: 'alreadyUsed', message: 'You have already used this promo code' },
    });
    expect(await redeem(user, second)).toEqual({
      status: 422,
      body: { reason: 'onePerAccount', message: 'You can only use one promo code per account' },
    });
    expect(await storedBalance(user.userId)).toBe(before + 20);
    expect(await promoEntries(user.userId)).toHaveLength(1);
    expect((await promos.get(first))?.redemptions).toBe(1);
    expect((await promos.get(second))?.redemptions).toBe(0);
  });

  it('refuses a code in each other state with its message, changing nothing', async () => {
    const codes = await codesInEveryState();
    const user = await registerUser();
    const before = await credits(user);
    const entriesBefore = await ledger(user.userId);
    for (const [reason, code] of Object.entries(codes)) {
      const res = await redeem(user, code);
      expect(res, reason).toEqual({
        status: reason === 'format' ? 400 : 422,
        body: { reason, message: PROMO_MESSAGES[reason as keyof typeof PROMO_MESSAGES] },
      });
    }
    expect(await storedBalance(user.userId)).toBe(before);
    expect(await ledger(user.userId)).toEqual(entriesBefore);
    expect((await promos.get(codes.fullyRedeemed))?.redemptions).toBe(1);
    expect((await promos.get(codes.expired))?.redemptions).toBe(0);
    expect((await promos.get(codes.inactive))?.redemptions).toBe(0);
  });

  it('credits once when one account redeems one code twice at the same moment', async () => {
    const user = await registerUser();
    const before = await credits(user);
    const code = await newCode({ credits: 30 });
    const results = await Promise.all([redeem(user, code), redeem(user, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body).toEqual({
      reason: 'alreadyUsed',
      message: 'You have already used this promo code',
    });
    expect(await storedBalance(user.userId)).toBe(before + 30);
    expect(await promoEntries(user.userId)).toHaveLength(1);
    expect((await promos.get(code))?.redemptions).toBe(1);
  });

  it('credits one account when two redeem the last use of a code at the same moment', async () => {
    const code = await newCode({ credits: 12, maxRedemptions: 2 });
    expect((await redeem(await registerUser(), code)).status).toBe(200);
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const [beforeA, beforeB] = await Promise.all([credits(a), credits(b)]);
    const results = await Promise.all([redeem(a, code), redeem(b, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body).toEqual({
      reason: 'fullyRedeemed',
      message: 'This promo code has been fully redeemed',
    });
    const gained = [(await storedBalance(a.userId))! - beforeA, (await storedBalance(b.userId))! - beforeB].sort(
      (x, y) => x - y,
    );
    expect(gained).toEqual([0, 12]);
    expect((await promos.get(code))?.redemptions).toBe(2);
  });
});
