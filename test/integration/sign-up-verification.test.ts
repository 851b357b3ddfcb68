import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import {
  api,
  canSignIn,
  confirmSignUp,
  credits,
  ledger,
  newEmail,
  registerUser,
  signIn,
  signUp,
  storedBalance,
} from '../support/stack-client';

// Free credits go to addresses their owners proved: a sign-up is confirmed with the e-mailed code,
// the PostConfirmation trigger grants the bonus once, and a sign-up nobody confirmed never keeps an
// address from its owner.

const { endpoints, resources } = inject('stack');
const password = () => `Pw-${randomUUID()}`;
const entries = async (userId: string) => (await ledger(userId)).map((e) => [e.entryId, e.amount]);

/** Delivers a PostConfirmation event through the Lambda endpoint, as Cognito does (and may do again). */
async function deliverPostConfirmation(
  sub: string,
  email: string,
  triggerSource = 'PostConfirmation_ConfirmSignUp',
): Promise<void> {
  const event = {
    version: '1',
    region: 'us-east-1',
    userPoolId: resources.userPoolId,
    userName: sub,
    callerContext: { awsSdkVersion: '1', clientId: resources.userPoolClientId },
    triggerSource,
    request: { userAttributes: { sub, email, email_verified: 'true', 'cognito:user_status': 'CONFIRMED' } },
    response: {},
  };
  const res = await fetch(`${endpoints.aws}/2015-03-31/functions/post-confirmation/invocations`, {
    method: 'POST',
    body: JSON.stringify(event),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-amz-function-error')).toBeNull();
}

const release = (email: unknown) => api(null, 'POST', '/sign-up/release', { email });

describe('sign-up verification', () => {
  it('an unverified sign-up has no credits and cannot sign in', async () => {
    const email = newEmail('unverified');
    const pw = password();
    const sub = await signUp(email, pw);
    expect(await entries(sub)).toEqual([]);
    expect(await storedBalance(sub)).toBeUndefined();
    await expect(signIn(email, pw)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });

  it('verifying the address grants exactly 10 credits, once, however often the trigger runs', async () => {
    const email = newEmail('verified');
    const pw = password();
    const sub = await signUp(email, pw);
    await confirmSignUp(email);
    expect(await entries(sub)).toEqual([['signup', 10]]);

    await deliverPostConfirmation(sub, email);
    await Promise.all([deliverPostConfirmation(sub, email), deliverPostConfirmation(sub, email)]);
    await expect(confirmSignUp(email)).rejects.toThrow();
    const user = await signIn(email, pw);
    expect(user.userId).toBe(sub);
    expect(await credits(user)).toBe(10);
    expect(await entries(sub)).toEqual([['signup', 10]]);
    expect(await storedBalance(sub)).toBe(10);
  });

  it('a password reset confirmation grants nothing', async () => {
    const sub = randomUUID();
    await deliverPostConfirmation(sub, newEmail('reset'), 'PostConfirmation_ConfirmForgotPassword');
    expect(await entries(sub)).toEqual([]);
    expect(await storedBalance(sub)).toBeUndefined();
  });

  it('a sign-up still waiting for its code is not released: the owner may still confirm it', async () => {
    const email = newEmail('pending');
    const first = password();
    const firstSub = await signUp(email, first);
    await expect(signUp(email, password())).rejects.toMatchObject({ name: 'UsernameExistsException' });

    expect((await release(email)).status).toBe(409);
    await confirmSignUp(email);
    expect((await signIn(email, first)).userId).toBe(firstSub);
  });

  it('release leaves a confirmed account alone and tells nothing about an address', async () => {
    const user = await registerUser();
    const confirmed = await release(user.email);
    const unknown = await release(newEmail('nobody'));
    expect([confirmed.status, unknown.status]).toEqual([204, 204]);
    expect(await canSignIn(user)).toBe(true);
    expect(await credits(user)).toBe(10);

    expect(await release('not-an-email')).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect((await release(undefined)).status).toBe(400);
  });

  it(
    'a login created verified elsewhere (Google) gets the bonus at its ' + 'first API call, an unverified one none',
    async () => {
      const idp = new CognitoIdentityProviderClient({
        region: 'us-east-1',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        endpoint: endpoints.cognito,
      });
      const create = async (verified: boolean) => {
        const email = newEmail(verified ? 'federated' : 'admin');
        const pw = password();
        const attributes = [
          { Name: 'email', Value: email },
          ...(verified ? [{ Name: 'email_verified', Value: 'true' }] : []),
        ];
        await idp.send(
          new AdminCreateUserCommand({
            UserPoolId: resources.userPoolId,
            Username: email,
            UserAttributes: attributes,
            MessageAction: 'SUPPRESS',
          }),
        );
        await idp.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: resources.userPoolId,
            Username: email,
            Password: pw,
            Permanent: true,
          }),
        );
        return signIn(email, pw);
      };
      const [verified, unverified] = await Promise.all([create(true), create(false)]);
      const [a, b] = await Promise.all([credits(verified), credits(verified)]);
      expect([a, b]).toEqual([10, 10]);
      expect(await entries(verified.userId)).toEqual([['signup', 10]]);
      expect(await credits(unverified)).toBe(0);
      expect(await entries(unverified.userId)).toEqual([]);
    },
  );
});
