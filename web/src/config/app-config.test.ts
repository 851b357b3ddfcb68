import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigFile } from '@bankcsv/domain';
import { PRODUCTION_CONFIG_ERROR, checkAppConfig, isPlaceholder, resolveAppConfig } from './app-config';

const good = {
  region: 'af-south-1',
  userPoolId: 'af-south-1_AbC123',
  userPoolClientId: '3n4b5c',
  authFlow: 'USER_SRP_AUTH',
  apiUrl: 'https://api.example.co.za',
};

afterEach(() => vi.restoreAllMocks());

describe('app configuration check', () => {
  it('accepts a complete configuration', () => {
    expect(checkAppConfig(good)).toEqual({ config: good, placeholders: [], valid: true });
    expect(resolveAppConfig(good, true)).toEqual(good);
  });

  it('accepts everything the one writer (packages/domain appConfigFile) writes, as written', () => {
    const written = [
      appConfigFile({
        ...good,
        googleOauthDomain: 'bankcsv.auth.af-south-1.amazoncognito.com',
        paystackPublicKey: 'pk_live_x',
        measurementId: 'G-ABC123',
      }),
      appConfigFile({
        ...good,
        localCognitoEndpoint: 'http://localhost:9230',
        paystackPublicKey: 'pk_test_local',
        paystackCheckoutUrl: 'http://localhost:3002',
      }),
    ];
    for (const file of written)
      expect(checkAppConfig(JSON.parse(JSON.stringify(file)))).toEqual({ config: file, placeholders: [], valid: true });
  });

  it("treats missing values and values containing 'your-' as placeholders", () => {
    expect(isPlaceholder(undefined)).toBe(true);
    expect(isPlaceholder('')).toBe(true);
    expect(isPlaceholder('your-user-pool-id')).toBe(true);
    expect(isPlaceholder('af-south-1_AbC123')).toBe(false);
    const check = checkAppConfig({ ...good, userPoolId: 'your-pool', apiUrl: undefined });
    expect(check.valid).toBe(false);
    expect(check.placeholders).toEqual(['userPoolId', 'apiUrl']);
  });

  it('only warns outside production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveAppConfig({ ...good, userPoolClientId: 'your-client' }, false)).toMatchObject({
      region: 'af-south-1',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('userPoolClientId'));
  });

  it('stops a production start-up on an invalid configuration', () => {
    expect(() => resolveAppConfig({ ...good, region: 'your-region' }, true)).toThrow(PRODUCTION_CONFIG_ERROR);
    expect(() => resolveAppConfig({ ...good, authFlow: 'CUSTOM' }, true)).toThrow(PRODUCTION_CONFIG_ERROR);
    expect(() => resolveAppConfig(undefined, true)).toThrow(
      'Invalid authentication and API configuration in production environment',
    );
  });
});
