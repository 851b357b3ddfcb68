import type { AppConfigFile, AppConfigSettings } from '@bankcsv/domain';
import type { TableEnv } from './tables';
import type { Ports } from './ports';
import type { ExecutionRecord } from './workflow/runner';

export type { Ports, ExecutionRecord };

export interface LocalStackOptions {
  /** Where DynamoDB Local, s3rver and cognito-local keep their state. */
  dataDir: string;
  /** Omitted ports are picked free at start. */
  ports?: Partial<Ports>;
  /** Origin of the SPA, allowed by the buckets' and the API's CORS. */
  appOrigin?: string;
  /** TimeoutSeconds of ConvertStatement (180 in AWS). */
  convertTimeoutSeconds?: number;
  /** Test-only: delay in ms before the named state's task runs, to exercise timeouts. */
  taskDelaysMs?: Record<string, number>;
  /** Multiplies Retry intervals and Wait durations (1 = real time). */
  workflowTimeScale?: number;
  /**
   * An AWS-compatible endpoint (LocalStack, from AWS_ENDPOINT_URL) to use instead of DynamoDB Local, s3rver
   * and cognito-local; the gateway, workflow runner and handlers still run here.
   */
  external?: string;
  log?: (line: string) => void;
}

export interface StackEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
  api: string;
  /** Step Functions, Lambda Invoke and Secrets Manager. */
  aws: string;
  paystack: string;
}

export interface StackResources {
  tables: Record<TableEnv, string>;
  buckets: { UPLOADS_BUCKET: string; OUTPUTS_BUCKET: string };
  userPoolId: string;
  userPoolClientId: string;
  stateMachineArn: string;
  appSecretArn: string;
  paystackSecretArn: string;
}

export interface LocalStack {
  endpoints: StackEndpoints;
  resources: StackResources;
  lambdaEnv: Record<string, string>;
  /** What the local `app-config.json` is written from (`vite dev` writes its own from these, with its API proxy). */
  appConfigSettings: AppConfigSettings;
  /** The SPA's `app-config.json` for this stack (packages/domain `appConfigFile`). */
  appConfig: AppConfigFile;
  workflow: { executions(): ExecutionRecord[]; waitForIdle(): Promise<void> };
  /** Milliseconds from the call to ready. */
  startupMs: number;
  stop(): Promise<void>;
}
