import { Amplify } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
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
            redirectSignIn: [`${origin}/dashboard`],
            redirectSignOut: [`${origin}/`],
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
