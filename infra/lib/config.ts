import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { isMeasurementId } from '@bankcsv/domain';

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
  /**
   * GA4 measurement id (G-...): the SPA asks for consent, then loads GA4, and the CSP allows it. Absent: no analytics
   * at all.
   */
  readonly ga4MeasurementId?: string;
  /**
   * AWS WAF web ACLs (rate-based rule + AWS managed common rules) on CloudFront (from a us-east-1 edge
   * stack) and on the Cognito user pool. On in prod, off in dev unless the stage context turns it on.
   */
  readonly webAcl: boolean;
  /** Address subscribed to the stage's alarm topic (it must confirm the subscription). Absent: no subscription. */
  readonly alarmEmail?: string;
}

export type StageExtras = Pick<
  StageSettings,
  'google' | 'webDist' | 'paystackPublicKey' | 'ga4MeasurementId' | 'alarmEmail'
> & {
  readonly webAcl?: boolean;
};

/** The stage's policies: prod keeps data and protects it; dev is disposable. */
export function settingsFor(stage: Stage, extra: StageExtras = {}): StageSettings {
  if (extra.ga4MeasurementId !== undefined && !isMeasurementId(extra.ga4MeasurementId)) {
    throw new Error(`stages.${stage}.ga4MeasurementId must look like G-XXXXXXXXXX, not "${extra.ga4MeasurementId}"`);
  }
  if (extra.alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(extra.alarmEmail)) {
    throw new Error(`stages.${stage}.alarmEmail must be an e-mail address, not "${extra.alarmEmail}"`);
  }
  const prod = stage === 'prod';
  return {
    stage,
    retainData: prod,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    ...extra,
    webAcl: extra.webAcl ?? prod,
  };
}

export function isStage(value: unknown): value is Stage {
  return value === 'dev' || value === 'prod';
}
