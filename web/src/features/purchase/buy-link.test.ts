import { afterEach, describe, expect, it } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import { buyCreditsHref } from './buy-link';

const config = {
  region: 'r',
  userPoolId: 'p',
  userPoolClientId: 'client-1',
  authFlow: 'USER_SRP_AUTH' as const,
  apiUrl: 'https://api',
};
afterEach(() => setAppConfig(undefined));

describe('buyCreditsHref', () => {
  it('opens the purchase dialog for a visitor signed in on this browser, else sends them to sign in', () => {
    setAppConfig(config);
    const signedIn = {
      getItem: (key: string) => (key === 'CognitoIdentityServiceProvider.client-1.LastAuthUser' ? 'user-1' : null),
    };
    expect(buyCreditsHref(signedIn)).toBe('/dashboard?buy=credits');
    expect(buyCreditsHref({ getItem: () => null })).toBe('/login');
    expect(
      buyCreditsHref({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('/login');
    setAppConfig(undefined);
    expect(buyCreditsHref(signedIn)).toBe('/login');
  });
});
