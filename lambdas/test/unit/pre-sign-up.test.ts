import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/pre-sign-up';

const event = (triggerSource: PreSignUpTriggerEvent['triggerSource'], email?: string) =>
  ({
    version: '1',
    region: 'af-south-1',
    userPoolId: 'pool',
    userName: 'u',
    callerContext: { awsSdkVersion: '1', clientId: 'client' },
    triggerSource,
    request: { userAttributes: email ? { email } : {} },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

describe('pre-sign-up', () => {
  it('confirms a self-service sign-up and verifies its e-mail', async () => {
    const out = await handler(event('PreSignUp_SignUp', 'a@example.com'));
    expect(out.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it('leaves admin-created and federated sign-ups to Cognito', async () => {
    for (const source of ['PreSignUp_AdminCreateUser', 'PreSignUp_ExternalProvider'] as const) {
      const out = await handler(event(source, 'a@example.com'));
      expect(out.response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
    }
  });
});
