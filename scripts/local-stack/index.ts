import { existsSync, mkdirSync } from 'node:fs';
import { SWEEP_INTERVAL_MINUTES, appConfigFile, type AppConfigSettings } from '@bankcsv/domain';
import { join } from 'node:path';
import { ensureRemoteSecrets } from './aws/remote-secrets';
import { loadSecrets } from './aws/secrets';
import { functionName, startAwsServer } from './aws/server';
import { ensureUserPool } from './cognito';
import { loadRoutes, loadWorkflowDefinition } from './definition';
import { createTables } from './dynamodb';
import { startEmulators, type Emulators } from './emulators';
import { lambdaEnvironment } from './environment';
import { jwtAuthorizer } from './gateway/auth';
import { startGateway } from './gateway/server';
import { invokeAsync, invokeHandler } from './handlers';
import type { RunningServer } from './http';
import { bucketNames, region, stateMachineArn } from './names';
import { startPaystack } from './paystack/server';
import { resolvePorts } from './ports';
import { recoverInterrupted } from './recover-interrupted';
import { createBuckets } from './s3';
import { objectCreatedEvents } from './s3-events';
import { tables } from './tables';
import type { LocalStack, LocalStackOptions, StackEndpoints } from './types';
import { WorkflowRunner } from './workflow/runner';

export type * from './types';

const url = (port: number) => `http://localhost:${port}`;

/** Starts every emulator and local service of BankCSV; see docs/design.md "Local stack". */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const appOrigin = opts.appOrigin ?? 'http://localhost:3000';
  mkdirSync(opts.dataDir, { recursive: true });
  // State from an earlier run may hold conversions whose in-memory executions were lost with it.
  const resumed = !opts.external && existsSync(join(opts.dataDir, 'dynamodb'));
  const ports = await resolvePorts(opts.ports);
  const endpoints: StackEndpoints = {
    dynamodb: opts.external ?? url(ports.dynamodb),
    s3: opts.external ?? url(ports.s3),
    cognito: opts.external ?? url(ports.cognito),
    api: url(ports.api),
    aws: url(ports.aws),
    paystack: url(ports.paystack),
  };
  let secrets = loadSecrets(join(opts.dataDir, 'secrets.json'));
  if (opts.external) {
    const [app, paystack] = await ensureRemoteSecrets(opts.external, [secrets.app, secrets.paystack]);
    if (app && paystack) secrets = { app, paystack };
  }
  const base = {
    tables: Object.fromEntries(tables.map((t) => [t.env, t.name])) as LocalStack['resources']['tables'],
    buckets: { ...bucketNames },
    stateMachineArn,
    appSecretArn: secrets.app.arn,
    paystackSecretArn: secrets.paystack.arn,
  };
  const lambdaEnv = lambdaEnvironment(endpoints, base, appOrigin);
  if (opts.external) lambdaEnv.AWS_ENDPOINT_URL_SECRETS_MANAGER = opts.external;
  // Handlers read their configuration once at module load: the environment must be in place before any import.
  Object.assign(process.env, lambdaEnv);

  const servers: RunningServer[] = [];
  let emulators: Emulators | undefined;
  let runner: WorkflowRunner | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const stop = async () => {
    clearInterval(sweepTimer);
    runner?.stop();
    await Promise.all([...servers.map((s) => s.close()), emulators?.stop()]);
  };
  try {
    // The JVM and the CDK import are the slow parts: they overlap.
    const emulatorsStarted = opts.external
      ? Promise.resolve(undefined)
      : startEmulators(opts.dataDir, ports, endpoints.aws, appOrigin, log);
    const [loaded, emulated] = await Promise.allSettled([
      Promise.all([loadWorkflowDefinition(opts.convertTimeoutSeconds), loadRoutes()]),
      emulatorsStarted.then((started) => (emulators = started)),
    ]);
    if (loaded.status === 'rejected') throw loaded.reason;
    if (emulated.status === 'rejected') throw emulated.reason;
    const [definition, routes] = loaded.value;
    log(`[stack] emulators, definition and routes ready at ${Date.now() - started} ms`);
    const invoke = (arn: string, payload: unknown) => invokeHandler(functionName(arn), payload);
    const workflow = new WorkflowRunner({
      stateMachineArn,
      definition,
      invoke,
      timeScale: opts.workflowTimeScale,
      taskDelaysMs: opts.taskDelaysMs,
      log,
    });
    runner = workflow;
    servers.push(
      await startAwsServer({ port: ports.aws, runner: workflow, secrets: [secrets.app, secrets.paystack], log }),
    );
    const [, , pool] = await Promise.all([
      createTables(endpoints.dynamodb),
      createBuckets(endpoints.s3, appOrigin),
      ensureUserPool(endpoints.cognito, join(opts.dataDir, 'resources.json')),
    ]);
    // The pool exists only now; no handler has been imported yet, so its module load still sees it.
    lambdaEnv.USER_POOL_ID = pool.userPoolId;
    process.env.USER_POOL_ID = pool.userPoolId;
    // S3 → EventBridge → start-conversion, as the EventBridge rule does in AWS (s3rver only: LocalStack has its own).
    emulators?.onS3Event((notification) => {
      for (const event of objectCreatedEvents(notification, bucketNames.UPLOADS_BUCKET)) {
        void invokeAsync('start-conversion', event, log);
      }
    });
    if (resumed) {
      await recoverInterrupted({
        endpoints,
        conversionsTable: base.tables.CONVERSIONS_TABLE,
        uploadsBucket: bucketNames.UPLOADS_BUCKET,
        stateMachineArn,
        definition,
        invoke,
        isRunning: (name) => workflow.list().some((r) => r.name === name && r.status === 'RUNNING'),
        timeScale: opts.workflowTimeScale,
        log,
      });
    }
    // The scheduled sweep of AWS (EventBridge): once now, then on the same interval.
    const sweep = () => void invokeAsync('sweep-conversions', {}, log, []);
    sweep();
    sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MINUTES * 60_000);
    sweepTimer.unref();
    const authorizer = jwtAuthorizer(`${endpoints.cognito}/${pool.userPoolId}`, pool.userPoolClientId);
    const webhook = routes.find((r) => !r.auth && r.path.includes('webhook'));
    const webhookUrl = () => `${endpoints.api}${webhook?.path ?? '/webhooks/paystack'}`;
    servers.push(
      ...(await Promise.all([
        startGateway({ port: ports.api, routes, authorizer, appOrigin, log }),
        startPaystack({ port: ports.paystack, secretKey: secrets.paystack.value, webhookUrl, log }),
      ])),
    );
    const startupMs = Date.now() - started;
    log(`local stack ready in ${startupMs} ms`);
    // No Google sign-in locally (cognito-local has no hosted UI), so its button stays absent.
    const appConfigSettings: AppConfigSettings = {
      region,
      ...pool,
      localCognitoEndpoint: endpoints.cognito,
      apiUrl: endpoints.api,
      paystackPublicKey: 'pk_test_local',
      paystackCheckoutUrl: endpoints.paystack,
    };
    return {
      endpoints,
      resources: { ...base, ...pool },
      lambdaEnv,
      appConfigSettings,
      appConfig: appConfigFile(appConfigSettings),
      workflow: { executions: () => workflow.list(), waitForIdle: () => workflow.waitForIdle() },
      startupMs,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
