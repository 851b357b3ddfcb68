import { DynamoDBClient, paginateListTables } from '@aws-sdk/client-dynamodb';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { awsCredentials, region as localRegion } from '../local-stack/names';
import type { PromoTarget } from './command';

/** Where the promo table is and how to reach it: the environment the adapter's SDK client reads. */
export interface ResolvedTarget {
  table: string;
  env: Record<string, string>;
  label: string;
}

/**
 * The start of the promo table's generated name in a stage: CloudFormation names it
 * `<stack>-<logical id>-<suffix>`, the stack being `BankCsv-<stage>-Stateful` and the logical id
 * `DataPromoCodes<hash>` (infra/test/stateful-stack.test.ts checks both).
 */
export const promoTablePrefix = (stage: string) => `BankCsv-${stage}-Stateful-DataPromoCodes`;

function localTarget(repoRoot: string): ResolvedTarget {
  const file = join(repoRoot, '.local', 'stack.json');
  if (!existsSync(file))
    throw new Error('No local stack found (.local/stack.json): start it with `npm start`, or name a --stage.');
  const info = JSON.parse(readFileSync(file, 'utf8')) as {
    dynamodbEndpoint?: string;
    tables?: { PROMO_TABLE?: string };
  };
  if (!info.dynamodbEndpoint || !info.tables?.PROMO_TABLE)
    throw new Error('.local/stack.json names no DynamoDB endpoint or promo table: restart `npm start`.');
  return {
    table: info.tables.PROMO_TABLE,
    label: `the local stack (${info.dynamodbEndpoint})`,
    env: {
      AWS_ENDPOINT_URL_DYNAMODB: info.dynamodbEndpoint,
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: awsCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: awsCredentials.secretAccessKey,
    },
  };
}

function stageRegion(repoRoot: string, stage: string): string {
  const cdk = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: { stages?: Record<string, { region?: string }> };
  };
  // The same default as infra/bin/app.ts.
  return cdk.context?.stages?.[stage]?.region ?? 'af-south-1';
}

async function stageTable(stage: string, region: string): Promise<string> {
  const prefix = promoTablePrefix(stage);
  const found: string[] = [];
  for await (const page of paginateListTables({ client: new DynamoDBClient({ region }) }, {})) {
    found.push(...(page.TableNames ?? []).filter((name) => name.startsWith(prefix)));
  }
  if (found.length !== 1) {
    throw new Error(
      `${found.length === 0 ? 'No' : 'More than one'} table named ${prefix}* ` +
        `in ${region}${found.length ? ` (${found.join(', ')})` : ''}: name it ` +
        `with --table.`,
    );
  }
  return found[0] as string;
}

export async function resolveTarget(target: PromoTarget, repoRoot: string): Promise<ResolvedTarget> {
  if (target.kind === 'local') return localTarget(repoRoot);
  if (target.kind === 'table') {
    return {
      table: target.table,
      label: `table ${target.table}`,
      env: target.region ? { AWS_REGION: target.region } : {},
    };
  }
  const region = stageRegion(repoRoot, target.stage);
  const table = await stageTable(target.stage, region);
  return { table, label: `stage ${target.stage} (${table}, ${region})`, env: { AWS_REGION: region } };
}
