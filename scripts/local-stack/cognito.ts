import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  UpdateUserPoolCommand,
  type PasswordPolicyType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '@bankcsv/domain';
import { startChild, type Child } from './child';
import { repoRoot } from '../../infra/lib/paths';
import { awsCredentials, lambdaArn, LOCAL_CONFIRMATION_CODE, region } from './names';
import { LOOPBACK, waitForHttp } from './ports';

const require = createRequire(import.meta.url);
const bin = join(require.resolve('cognito-local/package.json'), '..', 'lib', 'bin', 'start.js');

// Cognito trigger → handler file; a trigger is wired only once its handler exists.
const triggers = { PostConfirmation: 'post-confirmation' } as const;

function existingTriggers(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(triggers).filter(([, name]) =>
      existsSync(join(repoRoot, 'lambdas', 'src', 'handlers', `${name}.ts`)),
    ),
  );
}

/** cognito-local as a child process; its triggers call the local AWS server's Lambda endpoint. */
export async function startCognito(
  dir: string,
  port: number,
  lambdaEndpoint: string,
  log: (line: string) => void,
): Promise<{ child: Child; endpoint: string }> {
  const configDir = join(dir, '.cognito');
  mkdirSync(join(configDir, 'db'), { recursive: true });
  const config = {
    LambdaClient: { endpoint: lambdaEndpoint, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
    TriggerFunctions: existingTriggers(),
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: `http://localhost:${port}` },
  };
  writeFileSync(join(configDir, 'config.json'), JSON.stringify(config, null, 2));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: LOOPBACK, CODE: LOCAL_CONFIRMATION_CODE };
  delete env.NODE_OPTIONS;
  delete env.DEBUG;
  const child = startChild('cognito', process.execPath, [bin], { cwd: dir, env }, log);
  const endpoint = `http://localhost:${port}`;
  await waitForHttp(`${endpoint}/health`, 'cognito-local', 30_000, child.failure).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  return { child, endpoint };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region, credentials: awsCredentials });
}

/** The domain's one password policy in Cognito's API terms (the CDK pool takes it as it is). */
export const localPasswordPolicy: PasswordPolicyType = {
  MinimumLength: PASSWORD_POLICY.minLength,
  RequireLowercase: PASSWORD_POLICY.requireLowercase,
  RequireUppercase: PASSWORD_POLICY.requireUppercase,
  RequireNumbers: PASSWORD_POLICY.requireDigits,
  RequireSymbols: PASSWORD_POLICY.requireSymbols,
};

interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** What a pool is told at creation and again on every start (UpdateUserPool). */
function poolSettings() {
  return {
    AutoVerifiedAttributes: ['email' as const],
    Policies: { PasswordPolicy: localPasswordPolicy },
    // As in AWS (identity.ts): users may add an authenticator app, and sign-in then asks for its code.
    MfaConfiguration: 'OPTIONAL' as const,
    LambdaConfig: Object.fromEntries(
      Object.entries(existingTriggers()).map(([trigger, name]) => [trigger, lambdaArn(name)]),
    ),
  };
}

/** Reuses the pool and client recorded in `resourcesFile` while they still exist; creates them otherwise. */
export async function ensureUserPool(endpoint: string, resourcesFile: string): Promise<PoolIds> {
  const client = cognitoClient(endpoint);
  try {
    if (existsSync(resourcesFile)) {
      const saved = JSON.parse(readFileSync(resourcesFile, 'utf8')) as Partial<PoolIds>;
      if (saved.userPoolId && saved.userPoolClientId) {
        const found = await client
          .send(new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }))
          .then(
            () => true,
            () => false,
          );
        if (found) {
          // A pool made by an earlier release keeps its users but takes today's settings.
          await client.send(new UpdateUserPoolCommand({ UserPoolId: saved.userPoolId, ...poolSettings() }));
          return { userPoolId: saved.userPoolId, userPoolClientId: saved.userPoolClientId };
        }
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'bankcsv-users',
        UsernameAttributes: ['email'],
        ...poolSettings(),
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('CreateUserPool returned no pool id');
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'bankcsv-web',
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const userPoolClientId = app.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('CreateUserPoolClient returned no client id');
    const ids = { userPoolId, userPoolClientId };
    writeFileSync(resourcesFile, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
