import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export type TableEnv =
  | 'USERS_TABLE'
  | 'LEDGER_TABLE'
  | 'CONVERSIONS_TABLE'
  | 'PAYMENTS_TABLE'
  | 'PROMO_TABLE'
  | 'LIMITS_TABLE';

export interface TableDef {
  env: TableEnv;
  name: string;
  partitionKey: string;
  sortKey?: string;
  ttlAttribute?: string;
  indexes?: { name: string; partitionKey: string; sortKey?: string }[];
}

// docs/design.md "DynamoDB tables"; a test compares these with the CDK stateful stack.
export const tables: TableDef[] = [
  { env: 'USERS_TABLE', name: 'bankcsv-users', partitionKey: 'userId' },
  { env: 'LEDGER_TABLE', name: 'bankcsv-ledger', partitionKey: 'userId', sortKey: 'entryId' },
  {
    env: 'CONVERSIONS_TABLE',
    name: 'bankcsv-conversions',
    partitionKey: 'userId',
    sortKey: 'conversionId',
    ttlAttribute: 'expiresAt',
  },
  {
    env: 'PAYMENTS_TABLE',
    name: 'bankcsv-payments',
    partitionKey: 'reference',
    indexes: [{ name: 'byUser', partitionKey: 'userId', sortKey: 'createdAt' }],
  },
  { env: 'PROMO_TABLE', name: 'bankcsv-promo-codes', partitionKey: 'code' },
  { env: 'LIMITS_TABLE', name: 'bankcsv-limits', partitionKey: 'key', ttlAttribute: 'expiresAt' },
];

const keySchema = (partitionKey: string, sortKey?: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' as const },
  ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' as const }] : []),
];

export function createTableInput(table: TableDef): CreateTableCommandInput {
  const names = new Set([
    table.partitionKey,
    table.sortKey,
    ...(table.indexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  return {
    TableName: table.name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    AttributeDefinitions: [...names]
      .filter((n): n is string => !!n)
      .map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    GlobalSecondaryIndexes: table.indexes?.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
