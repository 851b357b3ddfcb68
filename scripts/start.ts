// `npm start`: the whole product on this machine, on fixed ports, with state under .local/ kept across restarts.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killChildren } from './local-stack/child';
import { startLocalStack } from './local-stack/index';
import { LOCAL_CONFIRMATION_CODE } from './local-stack/names';
import { portIsFree } from './local-stack/ports';
import { repoRoot, webDir } from '../infra/lib/paths';
import { serveStatic } from './static-server';
import { buildWeb } from './web-build';
import { localSecurityHeaders } from './local-stack/security-headers';
import { startPorts, type StartPorts } from './start-ports';

const started = Date.now();
const ports = ((): StartPorts => {
  try {
    return startPorts(process.argv.slice(2));
  } catch (error) {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
})();
const localDir = join(repoRoot, '.local');
const appUrl = `http://localhost:${ports.app}`;

// Until everything is up, a signal just kills the emulators; afterwards `shutdown` stops them in order.
let shutdown: (signal: string) => void = (signal) => {
  console.log(`\n${signal} while starting: stopping...`);
  killChildren();
  process.exit(130);
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

// Conversions ended or restarted after an interrupted run are always reported.
const stackLog = (line: string) => {
  if (process.env.STACK_LOG || line.startsWith('[recover]')) console.log(line);
};

async function main(): Promise<void> {
  if (process.argv.includes('--reset')) {
    rmSync(localDir, { recursive: true, force: true });
    console.log('Removed .local/ (all local data).');
  }
  const taken = [];
  for (const [name, port] of Object.entries(ports)) if (!(await portIsFree(port))) taken.push(`${port} (${name})`);
  if (taken.length) {
    throw new Error(
      `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in ` +
        `use. Stop whatever uses ${taken.length > 1 ? 'them' : 'it'} (another ` +
        `\`npm start\`?) or start on other ports with \`npm start -- --port ` +
        `N\`.`,
    );
  }
  mkdirSync(localDir, { recursive: true });
  console.log('Starting the local stack (DynamoDB Local, s3rver, cognito-local, API, workflow, Paystack stand-in)...');
  const hasWeb = existsSync(join(webDir, 'index.html'));
  const [stack, webDist] = await Promise.all([
    startLocalStack({ dataDir: join(localDir, 'state'), ports, appOrigin: appUrl, log: stackLog }),
    hasWeb ? buildWeb(join(localDir, 'web-dist')) : Promise.resolve(undefined),
  ]);
  const web = webDist
    ? await serveStatic(webDist, stack.appConfig, ports.app, localSecurityHeaders(stack.endpoints))
    : undefined;
  shutdown = (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    shutdown = () => undefined;
    void Promise.all([web?.close(), stack.stop()]).finally(() => process.exit(0));
  };
  const info = {
    appUrl,
    apiUrl: stack.endpoints.api,
    cognitoEndpoint: stack.endpoints.cognito,
    userPoolId: stack.resources.userPoolId,
    userPoolClientId: stack.resources.userPoolClientId,
    s3Endpoint: stack.endpoints.s3,
    dynamodbEndpoint: stack.endpoints.dynamodb,
    awsEndpoint: stack.endpoints.aws,
    paystackUrl: stack.endpoints.paystack,
    buckets: stack.resources.buckets,
    tables: stack.resources.tables,
    stateMachineArn: stack.resources.stateMachineArn,
    // `vite dev` writes its app-config.json from these (web/vite.config.ts).
    appConfigSettings: stack.appConfigSettings,
  };
  writeFileSync(join(localDir, 'stack.json'), `${JSON.stringify(info, null, 2)}\n`);
  console.log(
    `Local stack ready in ${(stack.startupMs / 1000).toFixed(1)} s; ` +
      `everything in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Endpoints and names: .local/stack.json. Sign-up confirmation code: ` +
      `${LOCAL_CONFIRMATION_CODE}. Ctrl-C stops everything.`,
  );
  if (!web) console.log('No web/ app found: only the API and the emulators are running.');
  console.log(web ? `BankCSV is running at ${appUrl}` : `BankCSV API is running at ${stack.endpoints.api}`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
