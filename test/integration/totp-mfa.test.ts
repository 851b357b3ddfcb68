import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, registerUser, type TestUser } from '../support/stack-client';
import { totpCode, wrongTotpCode } from '../support/totp';

// Optional two-step sign-in (TOTP) as the web app drives it, against the local pool: the same API
// calls Amplify makes (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, then
// InitiateAuth's SOFTWARE_TOKEN_MFA challenge answered with RespondToAuthChallenge), codes computed
// from the key as an authenticator app does.

const { endpoints, resources } = inject('stack');
const cognito = new CognitoIdentityProviderClient({
  endpoint: endpoints.cognito,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => cognito.destroy());

const passwordAuth = (user: TestUser) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: resources.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );

async function accessToken(user: TestUser): Promise<string> {
  const token = (await passwordAuth(user)).AuthenticationResult?.AccessToken;
  if (!token) throw new Error('Sign-in returned no access token');
  return token;
}

/** Turns TOTP on as the settings dialog does; returns the key. */
async function turnOn(token: string): Promise<string> {
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
  if (!SecretCode) throw new Error('AssociateSoftwareToken returned no key');
  const verified = await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: totpCode(SecretCode) }),
  );
  expect(verified.Status).toBe('SUCCESS');
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: token,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

const answer = (user: TestUser, session: string | undefined, code: string) =>
  cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: resources.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

describe('optional TOTP two-step sign-in on the local pool', () => {
  it('the pool has MFA optional, as the AWS pool does', async () => {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: resources.userPoolId }));
    expect(UserPool?.MfaConfiguration).toBe('OPTIONAL');
  });

  it('asks no code of a user who never turned it on', async () => {
    const user = await registerUser();
    const auth = await passwordAuth(user);
    expect(auth.ChallengeName).toBeUndefined();
    expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
    const me = await cognito.send(new GetUserCommand({ AccessToken: auth.AuthenticationResult?.AccessToken }));
    expect(me.UserMFASettingList ?? []).toEqual([]);
  });

  it('refuses a wrong first code and leaves sign-in without a code step until one is verified', async () => {
    const user = await registerUser();
    const token = await accessToken(user);
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    await expect(
      cognito.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: wrongTotpCode(SecretCode!) })),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    // An unverified key cannot be made the sign-in method.
    await expect(
      cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    expect((await passwordAuth(user)).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it(
    'once on, sign-in is the SOFTWARE_TOKEN_MFA challenge: a wrong code is ' +
      'refused, the right one gives tokens the API accepts; off again, the ' +
      'password alone signs in',
    async () => {
      const user = await registerUser();
      const token = await accessToken(user);
      const secret = await turnOn(token);
      const settings = await cognito.send(new GetUserCommand({ AccessToken: token }));
      expect(settings.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect(settings.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

      const challenge = await passwordAuth(user);
      expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      expect(challenge.AuthenticationResult).toBeUndefined();
      expect(challenge.Session).toBeTruthy();

      await expect(answer(user, challenge.Session, wrongTotpCode(secret))).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
      // The same challenge may be answered again after a wrong code.
      const signedIn = await answer(user, challenge.Session, totpCode(secret));
      const idToken = signedIn.AuthenticationResult?.IdToken;
      expect(idToken).toBeTruthy();
      const me = await api(`Bearer ${idToken}`, 'GET', '/me');
      expect(me.status).toBe(200);
      expect(me.body.userId).toBe(user.userId);

      await cognito.send(
        new SetUserMFAPreferenceCommand({ AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } }),
      );
      const plain = await passwordAuth(user);
      expect(plain.ChallengeName).toBeUndefined();
      expect(plain.AuthenticationResult?.IdToken).toBeTruthy();
    },
  );
});
