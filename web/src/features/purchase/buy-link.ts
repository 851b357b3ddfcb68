import { peekAppConfig } from '../../config/app-config';
import { BUY_PARAM_VALUE } from './purchase-constants';

/**
 * Where a public page's 'Buy Credits' leads: straight to the purchase dialog for a visitor who is
 * signed in on this browser, else to sign-in. Reads Amplify's stored session marker, so the landing
 * page needs no Amplify code; an expired session is sent on to sign-in by the dashboard's guard.
 */
export function buyCreditsHref(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  const clientId = peekAppConfig()?.userPoolClientId;
  let signedIn: boolean;
  try {
    signedIn = !!clientId && !!storage?.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
  } catch {
    signedIn = false; // storage blocked: treat as signed out
  }
  return signedIn ? `/dashboard?buy=${BUY_PARAM_VALUE}` : '/login';
}
