// The SPA reads its runtime settings from `/app-config.json`, so one build runs against the local
// stack and every AWS stage. This is the one writer of that file: the CDK deployment, the local stack
// and `vite dev` all call `appConfigFile`; the SPA checks what it reads (web/src/config/app-config.ts).

export const APP_CONFIG_FILE = 'app-config.json';

/**
 * Where Cognito sends the browser back after Google sign-in and after sign-out. The SPA asks for
 * these and the pool client allows exactly these, so the two cannot drift apart.
 */
export const OAUTH_SIGN_IN_PATH = '/dashboard';
export const OAUTH_SIGN_OUT_PATH = '/';

export type AuthFlow = 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';

/** The file's fields; optional ones appear only when their feature is configured. */
export interface AppConfigFile {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Local stack only: cognito-local's endpoint. */
  cognitoEndpoint?: string;
  /** SRP in AWS; cognito-local has no SRP. */
  authFlow: AuthFlow;
  apiUrl: string;
  paystackPublicKey?: string;
  /** Local stack only: the Paystack stand-in's origin, whose checkout page replaces Paystack's inline script. */
  paystackCheckoutUrl?: string;
  /** Both present only when the stage configures Google sign-in: the button shows only then. */
  googleSignIn?: boolean;
  /** The user pool's hosted domain (host name only) that Google sign-in starts from. */
  oauthDomain?: string;
  /** GA4 measurement id; without one the app asks nothing and loads no analytics. */
  measurementId?: string;
}

export interface AppConfigSettings {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiUrl: string;
  /** cognito-local's endpoint: set by the local stack only, and it selects USER_PASSWORD_AUTH. */
  localCognitoEndpoint?: string;
  paystackPublicKey?: string;
  paystackCheckoutUrl?: string;
  /** The hosted domain, when the stage configures Google sign-in. */
  googleOauthDomain?: string;
  measurementId?: string;
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The contents of `app-config.json` for these settings.
 * @example
 * appConfigFile({ region: 'af-south-1', userPoolId: 'p', userPoolClientId: 'c', apiUrl: 'https://api' })
 *   .authFlow // 'USER_SRP_AUTH'
 */
export function appConfigFile(settings: AppConfigSettings): AppConfigFile {
  const { localCognitoEndpoint, paystackPublicKey, paystackCheckoutUrl, googleOauthDomain, measurementId } = settings;
  return {
    region: settings.region,
    userPoolId: settings.userPoolId,
    userPoolClientId: settings.userPoolClientId,
    ...(present(localCognitoEndpoint) ? { cognitoEndpoint: localCognitoEndpoint } : {}),
    authFlow: present(localCognitoEndpoint) ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
    apiUrl: settings.apiUrl,
    ...(present(paystackPublicKey) ? { paystackPublicKey } : {}),
    ...(present(paystackCheckoutUrl) ? { paystackCheckoutUrl } : {}),
    ...(present(googleOauthDomain) ? { googleSignIn: true, oauthDomain: googleOauthDomain } : {}),
    ...(present(measurementId) ? { measurementId } : {}),
  };
}
