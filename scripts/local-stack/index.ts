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
import { invokeAsync, invokeHandler, releaseHandlers } from './handlers';
import type { RunningServer } from './http';
import { bucketNames, region, stateMachineArn } from './names';
import { startPaystack } from './paystack/server';
import { resolvePorts } from './ports';
import { recoverInterrupted } from './recover-interrupted';
import { createBuckets } from './s3';
import { objectCreatedEvents } from './s3-events';
import { tables } from './tables';
import type { LocalStack, LocalStackOptions, Ports, StackEndpoints } from './types';
import { WorkflowRunner } from './workflow/runner';
import { executionStatusEvent } from './workflow/status-event';

export type * from './types';

const url = (port: number) => `http://localhost:${port}`;

/** Where each service listens: the emulators', or the external endpoint standing in for them. */
function stackEndpoints(opts: LocalStackOptions, ports: Ports): StackEndpoints {
  return {
    dynamodb: opts.external ?? url(ports.dynamodb),
    s3: opts.external ?? url(ports.s3),
    cognito: opts.external ?? url(ports.cognito),
    api: url(ports.api),
    aws: url(ports.aws),
    paystack: url(ports.paystack),
  };
}

/**
 * The secrets (created at the external endpoint too when there is one), the resources the handlers are told of,
 * and their environment, put in place now: handlers read their configuration once, at module load.
 */
async function secretsAndEnvironment(opts: LocalStackOptions, endpoints: StackEndpoints, appOrigin: string) {
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
  Object.assign(process.env, lambdaEnv);
  return { secrets, base, lambdaEnv };
}

/** The JVM and the CDK import are the slow parts: they overlap. `onEmulators` hears of them as soon as they run. */
async function loadAndEmulate(
  opts: LocalStackOptions,
  ports: Ports,
  endpoints: StackEndpoints,
  appOrigin: string,
  onEmulators: (emulators: Emulators | undefined) => void,
) {
  const log = opts.log ?? (() => undefined);
  const emulatorsStarted = opts.external
    ? Promise.resolve(undefined)
    : startEmulators(opts.dataDir, ports, endpoints.aws, appOrigin, log);
  const [loaded, emulated] = await Promise.allSettled([
    Promise.all([loadWorkflowDefinition(opts.convertTimeoutSeconds), loadRoutes()]),
    emulatorsStarted.then(onEmulators),
  ]);
  if (loaded.status === 'rejected') throw loaded.reason;
  if (emulated.status === 'rejected') throw emulated.reason;
  const [definition, routes] = loaded.value;
  return { definition, routes };
}

/** The scheduled sweep of AWS (EventBridge): once now, then on the same interval. */
function startSweep(log: (line: string) => void): NodeJS.Timeout {
  const sweep = () => void invokeAsync('sweep-conversions', {}, log, []);
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MINUTES * 60_000);
  timer.unref();
  return timer;
}

/** No Google sign-in locally (cognito-local has no hosted UI), so its button stays absent. */
function localAppConfig(pool: Awaited<ReturnType<typeof ensureUserPool>>, endpoints: StackEndpoints) {
  const settings: AppConfigSettings = {
    region,
    ...pool,
    localCognitoEndpoint: endpoints.cognito,
    apiUrl: endpoints.api,
    paystackPublicKey: 'pk_test_local',
    paystackCheckoutUrl: endpoints.paystack,
  };
  return settings;
}

/** Tables, buckets and the user pool; the pool's id joins the handlers' environment before any is imported. */
async function createResources(opts: LocalStackOptions, endpoints: StackEndpoints, appOrigin: string) {
  const [, , pool] = await Promise.all([
    createTables(endpoints.dynamodb),
    createBuckets(endpoints.s3, appOrigin),
    ensureUserPool(endpoints.cognito, join(opts.dataDir, 'resources.json')),
  ]);
  process.env.USER_POOL_ID = pool.userPoolId;
  return pool;
}

/** What has been started so far, stopped together on a failed start or at the end. */
class Running {
  servers: RunningServer[] = [];
  emulators: Emulators | undefined;
  runner: WorkflowRunner | undefined;
  sweepTimer: NodeJS.Timeout | undefined;
  stop = async () => {
    clearInterval(this.sweepTimer);
    this.runner?.stop();
    await Promise.all([...this.servers.map((s) => s.close()), this.emulators?.stop(), releaseHandlers()]);
  };
}

interface FrontServers {
  routes: Awaited<ReturnType<typeof loadRoutes>>;
  pool: Awaited<ReturnType<typeof ensureUserPool>>;
  endpoints: StackEndpoints;
  ports: Ports;
  paystackKey: string;
  appOrigin: string;
  log: (line: string) => void;
}

/** The API gateway (tokens checked against the pool) and the local Paystack, which posts to the API's webhook. */
function startFrontServers({ routes, pool, endpoints, ports, paystackKey, appOrigin, log }: FrontServers) {
  const authorizer = jwtAuthorizer(`${endpoints.cognito}/${pool.userPoolId}`, pool.userPoolClientId);
  const webhook = routes.find((r) => !r.auth && r.path.includes('webhook'));
  const webhookUrl = () => `${endpoints.api}${webhook?.path ?? '/webhooks/paystack'}`;
  return Promise.all([
    startGateway({ port: ports.api, routes, authorizer, appOrigin, log }),
    startPaystack({ port: ports.paystack, secretKey: paystackKey, webhookUrl, log }),
  ]);
}

/** The workflow runner, its tasks invoking the local handlers, and the AWS API server in front of it. */
async function startWorkflow(
  opts: LocalStackOptions,
  definition: Awaited<ReturnType<typeof loadWorkflowDefinition>>,
  port: number,
  secrets: ReturnType<typeof loadSecrets>,
  running: Running,
) {
  const log = opts.log ?? (() => undefined);
  const invoke = (arn: string, payload: unknown) => invokeHandler(functionName(arn), payload);
  const workflow = new WorkflowRunner({
    stateMachineArn,
    definition,
    invoke,
    timeScale: opts.workflowTimeScale,
    taskDelaysMs: opts.taskDelaysMs,
    log,
    // Step Functions → EventBridge → start-queued, as the rule does in AWS.
    onEnd: (record) => invokeAsync('start-queued', executionStatusEvent(record), log),
  });
  running.runner = workflow;
  running.servers.push(await startAwsServer({ port, runner: workflow, secrets: [secrets.app, secrets.paystack], log }));
  return { workflow, invoke };
}

/** Starts every emulator and local service of BankCSV; see docs/design.md "Local stack". */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const appOrigin = opts.appOrigin ?? 'http://localhost:3000';
  mkdirSync(opts.dataDir, { recursive: true });
  // State from an earlier run may hold conversions whose in-memory executions were lost with it.
  const resumed = !opts.external && existsSync(join(opts.dataDir, 'dynamodb'));
  const ports = await resolvePorts(opts.ports);
  const endpoints = stackEndpoints(opts, ports);
  const { secrets, base, lambdaEnv } = await secretsAndEnvironment(opts, endpoints, appOrigin);

  const running = new Running();
  const { stop } = running;
  try {
    const { definition, routes } = await loadAndEmulate(opts, ports, endpoints, appOrigin, (e) => {
      running.emulators = e;
    });
    log(`[stack] emulators, definition and routes ready at ${Date.now() - started} ms`);
    const { workflow, invoke } = await startWorkflow(opts, definition, ports.aws, secrets, running);
    const pool = await createResources(opts, endpoints, appOrigin);
    lambdaEnv.USER_POOL_ID = pool.userPoolId;
    // S3 → EventBridge → start-conversion, as the EventBridge rule does in AWS (s3rver only: LocalStack has its own).
    running.emulators?.onS3Event((notification) => {
      for (const event of objectCreatedEvents(notification, bucketNames.UPLOADS_BUCKET))
        void invokeAsync('start-conversion', event, log);
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
    running.sweepTimer = startSweep(log);
    const front = { routes, pool, endpoints, ports, paystackKey: secrets.paystack.value, appOrigin, log };
    running.servers.push(...(await startFrontServers(front)));
    const startupMs = Date.now() - started;
    log(`local stack ready in ${startupMs} ms`);
    const appConfigSettings = localAppConfig(pool, endpoints);
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
