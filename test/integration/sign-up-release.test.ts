import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  RELEASES_EXCEEDED,
  RELEASES_PER_CLIENT,
  SIGN_UP_CODE_VALIDITY_MS,
  SIGN_UP_WAITING_FOR_CODE,
} from '@bankcsv/domain';
import { useStackEnv } from '../support/stack-env';
import { callFrom, newClientAddress } from '../support/from-address';
import { canSignIn, confirmSignUp, credits, ledger, newEmail, signIn, signUp } from '../support/stack-client';

// POST /sign-up/release lets an owner take back an address from a sign-up nobody confirmed, but only
// once no code sent for it can still work: a stranger calling it can neither undo the owner's
// sign-up while they confirm it nor make room for a sign-up of their own.

const { resources } = inject('stack');
const password = () => `Pw-${randomUUID()}`;
let releaseUnconfirmed: typeof import('../../lambdas/src/adapters/identity')['releaseUnconfirmed'];

beforeAll(async () => {
  // The adapter runs here against the stack's cognito-local with a clock of its own.
  useStackEnv();
  ({ releaseUnconfirmed } = await import('../../lambdas/src/adapters/identity'));
});

const release = (from: string, email: string) => callFrom(from, 'POST', '/sign-up/release', { email });

describe('releasing a sign-up', () => {
  it('cannot undo a sign-up its owner is confirming, however often a stranger asks', async () => {
    const email = newEmail('owner');
    const owner = password();
    const sub = await signUp(email, owner);
    const attacker = newClientAddress();
    // Before the confirmation the sign-up is still waiting for its code, so a release is refused.
    expect((await release(attacker, email)).status).toBe(409);
    const attack = (async () => {
      const answers: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        answers.push((await release(attacker, email)).status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return answers;
    })();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await confirmSignUp(email);
    const answers = await attack;
    // While it is confirmed, releases are refused; after it, a confirmed login is left alone.
    expect(answers.every((status) => status === 409 || status === 204)).toBe(true);
    const user = await signIn(email, owner);
    expect(user.userId).toBe(sub);
    expect(await credits(user)).toBe(10);
  });

  it(
    'makes no room for a stranger: their sign-up of the address is refused ' + 'and the owner confirms theirs',
    async () => {
      const email = newEmail('target');
      const owner = password();
      const ownerSub = await signUp(email, owner);
      const attacker = newClientAddress();
      expect(await release(attacker, email)).toEqual({ status: 409, body: { message: SIGN_UP_WAITING_FOR_CODE } });
      const stranger = password();
      await expect(signUp(email, stranger)).rejects.toMatchObject({ name: 'UsernameExistsException' });

      await confirmSignUp(email);
      expect((await signIn(email, owner)).userId).toBe(ownerSub);
      expect(await canSignIn({ email, password: stranger })).toBe(false);
      // A confirmed account is never released.
      expect((await release(attacker, email)).status).toBe(204);
      expect(await canSignIn({ email, password: owner })).toBe(true);
    },
  );

  it('releases a sign-up abandoned longer than its code is valid, and the owner registers the address', async () => {
    const email = newEmail('abandoned');
    const abandoned = password();
    const abandonedSub = await signUp(email, abandoned);
    const now = Date.now();
    expect(await releaseUnconfirmed(resources.userPoolId, email, now + SIGN_UP_CODE_VALIDITY_MS - 60_000)).toBe(
      'waiting-for-code',
    );
    expect(await releaseUnconfirmed(resources.userPoolId, email, now + SIGN_UP_CODE_VALIDITY_MS + 60_000)).toBe(
      'released',
    );

    const owner = password();
    const ownerSub = await signUp(email, owner);
    expect(ownerSub).not.toBe(abandonedSub);
    await confirmSignUp(email);
    const user = await signIn(email, owner);
    expect(await credits(user)).toBe(10);
    expect(await canSignIn({ email, password: abandoned })).toBe(false);
    expect(await ledger(abandonedSub)).toEqual([]);
  });

  it(`answers ${RELEASES_PER_CLIENT.max} requests per window from one client address, then 429`, async () => {
    const caller = newClientAddress();
    const statuses = await Promise.all(
      Array.from({ length: RELEASES_PER_CLIENT.max }, () => release(caller, newEmail('nobody')).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 204)).toBe(true);
    expect(await release(caller, newEmail('nobody'))).toEqual({ status: 429, body: { message: RELEASES_EXCEEDED } });
    expect((await release(newClientAddress(), newEmail('nobody'))).status).toBe(204);
  });
});
