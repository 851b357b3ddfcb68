import { OAUTH_SIGN_IN_PATH, OAUTH_SIGN_OUT_PATH, PASSWORD_POLICY } from '@bankcsv/domain';
import { Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { GoogleSignIn } from '../config';
import { grantAccess, type FunctionResources } from './function-access';
import { NodeFunction } from './node-function';

export interface IdentityProps {
  readonly appOrigin: string;
  readonly retainData: boolean;
  readonly logRetention: RetentionDays;
  readonly google?: GoogleSignIn;
  /** For the sign-up bonus granted on confirmation (the trigger declares users and ledger). */
  readonly tables: FunctionResources['tables'];
  /** Keys the one-way hash of each address that received the bonus. */
  readonly appSecret: FunctionResources['appSecret'];
}

/** The host name of the pool's Cognito hosted domain, where Google sign-in starts and returns. */
export function hostedAuthDomain(prefix: string, region: string): string {
  return `${prefix}.auth.${region}.amazoncognito.com`;
}

/** The Cognito user pool (e-mail sign-in, optional Google) and the SPA's public client. */
export class Identity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** The hosted domain's host name, only when the stage configures Google sign-in. */
  readonly oauthDomain?: string;
  readonly postConfirmation: NodeFunction;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    // Sign-ups are confirmed with the code Cognito e-mails; the sign-up bonus follows the confirmation.
    this.postConfirmation = new NodeFunction(this, 'PostConfirmation', {
      handlerName: 'post-confirmation',
      logRetention: props.logRetention,
    });
    // Built before the pool it triggers for: what it declares must be available here.
    grantAccess(this.postConfirmation, 'post-confirmation', { tables: props.tables, appSecret: props.appSecret });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed address is used only once verified, so nobody can claim someone else's address.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The one policy (packages/domain password-policy.ts) that the web forms and the local pool use too.
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Users may add an authenticator app (TOTP); SMS is off (cost, SIM swapping). Plus's adaptive
      // authentication can then ask risky sign-ins for the code.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Plus: compromised-credential detection and adaptive authentication, enforced.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      lambdaTriggers: { postConfirmation: this.postConfirmation },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'NIST SP 800-63B: length (8+) without composition rules; common ' +
          'passwords are refused by the forms (packages/domain ' +
          'password-policy.ts) and breached ones by Cognito Plus ' +
          'compromised-credential detection.',
      },
    ]);
    const google = props.google ? this.addGoogle(props.google) : undefined;
    if (props.google) this.oauthDomain = hostedAuthDomain(props.google.authDomainPrefix, Stack.of(this).region);
    this.client = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      refreshTokenValidity: Duration.days(7),
      supportedIdentityProviders: google
        ? [cognito.UserPoolClientIdentityProvider.COGNITO, cognito.UserPoolClientIdentityProvider.GOOGLE]
        : [cognito.UserPoolClientIdentityProvider.COGNITO],
      ...(google
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              // Exactly where the SPA asks Cognito to send the browser back (packages/domain app-config.ts).
              callbackUrls: [`${props.appOrigin}${OAUTH_SIGN_IN_PATH}`],
              logoutUrls: [`${props.appOrigin}${OAUTH_SIGN_OUT_PATH}`],
            },
          }
        : { disableOAuth: true }),
    });
    if (google) this.client.node.addDependency(google);
  }

  private addGoogle(google: GoogleSignIn): cognito.UserPoolIdentityProviderGoogle {
    // Google redirects to the hosted domain; the secret stays in Secrets Manager.
    this.userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix: google.authDomainPrefix } });
    return new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: google.clientId,
      clientSecretValue: SecretValue.secretsManager(google.clientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
      },
    });
  }
}
