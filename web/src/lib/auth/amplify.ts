import { Amplify } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
import { OAUTH_SIGN_IN_PATH, OAUTH_SIGN_OUT_PATH } from '@bankcsv/domain';
import type { AppConfig } from '../../config/app-config';

/** Points Amplify at the user pool named by the runtime configuration (local Cognito or AWS). */
export function configureAmplify(config: AppConfig): void {
  const origin = window.location.origin;
  const oauth =
    config.googleSignIn && config.oauthDomain
      ? {
          oauth: {
            domain: config.oauthDomain,
            scopes: ['openid', 'email', 'profile'],
            // The pool client allows exactly these (infra/lib/constructs/identity.ts).
            redirectSignIn: [`${origin}${OAUTH_SIGN_IN_PATH}`],
            redirectSignOut: [`${origin}${OAUTH_SIGN_OUT_PATH}`],
            responseType: 'code' as const,
            providers: ['Google' as const],
          },
        }
      : {};
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true, ...oauth },
      },
    },
  });
}

/** Third-party sign-in needs a hosted-UI domain; without one the button is not offered at all. */
export function googleSignInEnabled(config: AppConfig | undefined): boolean {
  return Boolean(config?.googleSignIn && config.oauthDomain);
}
