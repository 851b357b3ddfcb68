import { describe, expect, it } from 'vitest';
import { APP_CONFIG_FILE, appConfigFile } from '../src';

const base = {
  region: 'af-south-1',
  userPoolId: 'af-south-1_Pool',
  userPoolClientId: 'client',
  apiUrl: 'https://api.example',
};

describe('app-config.json, the one writer', () => {
  it('writes an AWS stage: SRP, and nothing for features it does not configure', () => {
    expect(APP_CONFIG_FILE).toBe('app-config.json');
    expect(appConfigFile(base)).toEqual({ ...base, authFlow: 'USER_SRP_AUTH' });
    expect(appConfigFile({ ...base, paystackPublicKey: '', googleOauthDomain: '', measurementId: undefined })).toEqual({
      ...base,
      authFlow: 'USER_SRP_AUTH',
    });
  });

  it('turns Google sign-in on with its hosted domain only when the stage configures it', () => {
    expect(
      appConfigFile({
        ...base,
        googleOauthDomain: 'bankcsv.auth.af-south-1.amazoncognito.com',
        paystackPublicKey: 'pk_live_x',
        measurementId: 'G-ABC123',
      }),
    ).toEqual({
      ...base,
      authFlow: 'USER_SRP_AUTH',
      paystackPublicKey: 'pk_live_x',
      googleSignIn: true,
      oauthDomain: 'bankcsv.auth.af-south-1.amazoncognito.com',
      measurementId: 'G-ABC123',
    });
  });

  it('writes the local stack: cognito-local and USER_PASSWORD_AUTH, the Paystack stand-in, no Google', () => {
    const local = appConfigFile({
      ...base,
      localCognitoEndpoint: 'http://localhost:9230',
      paystackPublicKey: 'pk_test_local',
      paystackCheckoutUrl: 'http://localhost:3002',
    });
    expect(local).toEqual({
      ...base,
      cognitoEndpoint: 'http://localhost:9230',
      authFlow: 'USER_PASSWORD_AUTH',
      paystackPublicKey: 'pk_test_local',
      paystackCheckoutUrl: 'http://localhost:3002',
    });
    expect(local).not.toHaveProperty('googleSignIn');
  });
});
