// The only place that reads context and the environment; everything below takes props.
import { App } from 'aws-cdk-lib';
import { existsSync } from 'node:fs';
import { routes } from '../../lambdas/src/routes';
import { addBankCsvStage } from '../lib/bankcsv-app';
import { isStage, settingsFor, type GoogleSignIn } from '../lib/config';
import { webDistDir } from '../lib/paths';

const app = new App();
const stage = app.node.tryGetContext('stage') ?? 'dev';
if (!isStage(stage)) throw new Error(`Unknown stage "${String(stage)}": use -c stage=dev or -c stage=prod`);

type StageContext = {
  googleClientId?: string;
  googleClientSecretName?: string;
  authDomainPrefix?: string;
  region?: string;
  paystackPublicKey?: string;
  ga4MeasurementId?: string;
  /** WAF web ACLs on (true) or off (false); default: on in prod only. */
  webAcl?: boolean;
  /** E-mail address subscribed to the stage's alarm topic. */
  alarmEmail?: string;
};
const stages = (app.node.tryGetContext('stages') ?? {}) as Record<string, StageContext | undefined>;
const ctx = stages[stage] ?? {};

let google: GoogleSignIn | undefined;
if (ctx.googleClientId && ctx.googleClientSecretName) {
  if (!ctx.authDomainPrefix) throw new Error(`stages.${stage}.authDomainPrefix is required for Google sign-in`);
  google = {
    clientId: ctx.googleClientId,
    clientSecretName: ctx.googleClientSecretName,
    authDomainPrefix: ctx.authDomainPrefix,
  };
}

// af-south-1 keeps statements in South Africa (POPIA s72).
const region = ctx.region ?? 'af-south-1';
addBankCsvStage(
  app,
  settingsFor(stage, {
    ...(google ? { google } : {}),
    ...(existsSync(webDistDir) ? { webDist: webDistDir } : {}),
    ...(ctx.paystackPublicKey ? { paystackPublicKey: ctx.paystackPublicKey } : {}),
    ...(ctx.ga4MeasurementId ? { ga4MeasurementId: ctx.ga4MeasurementId } : {}),
    ...(typeof ctx.webAcl === 'boolean' ? { webAcl: ctx.webAcl } : {}),
    ...(ctx.alarmEmail ? { alarmEmail: ctx.alarmEmail } : {}),
  }),
  routes,
  { account: process.env.CDK_DEFAULT_ACCOUNT, region },
);
