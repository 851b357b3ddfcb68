import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export type Stage = 'dev' | 'prod';

/** Google sign-in, only when both values are configured for the stage. */
export interface GoogleSignIn {
  readonly clientId: string;
  /** Name of a Secrets Manager secret holding the Google client secret. */
  readonly clientSecretName: string;
  /** Prefix of the Cognito hosted domain that Google redirects to. */
  readonly authDomainPrefix: string;
}

/** Everything that differs between stages; built once in infra/bin/app.ts. */
export interface StageSettings {
  readonly stage: Stage;
  readonly retainData: boolean;
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  readonly google?: GoogleSignIn;
  /** Folder of the built SPA, when it exists at synth time. */
  readonly webDist?: string;
  /** Paystack public key (pk_test_/pk_live_) for the SPA's checkout; without it purchases are not configured. */
  readonly paystackPublicKey?: string;
}

/** The stage's policies: prod keeps data and protects it; dev is disposable. */
export function settingsFor(stage: Stage, extra: { google?: GoogleSignIn; webDist?: string; paystackPublicKey?: string } = {}): StageSettings {
  const prod = stage === 'prod';
  return {
    stage,
    retainData: prod,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    ...extra,
  };
}

export function isStage(value: unknown): value is Stage {
  return value === 'dev' || value === 'prod';
}
