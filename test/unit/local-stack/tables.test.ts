import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../../infra/lib/config';
import { StatefulStack } from '../../../infra/lib/stacks/stateful-stack';
import { createTableInput, tables, type TableEnv } from '../../../scripts/local-stack/tables';

type KeySchema = { AttributeName: string; KeyType: string }[];
interface CfnTable {
  KeySchema: KeySchema;
  AttributeDefinitions: { AttributeName: string; AttributeType: string }[];
  GlobalSecondaryIndexes?: { IndexName: string; KeySchema: KeySchema }[];
  TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean };
}

describe('local tables', () => {
  it('have the key schemas, GSIs and TTL of the CDK stateful stack', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new StatefulStack(app, 'Stateful', { settings: settingsFor('dev') });
    const template = Template.fromStack(stack);
    const resources = {
      ...template.findResources('AWS::DynamoDB::GlobalTable'),
      ...template.findResources('AWS::DynamoDB::Table'),
    };
    const byEnv: Record<TableEnv, TableV2> = {
      USERS_TABLE: stack.tables.users,
      LEDGER_TABLE: stack.tables.ledger,
      CONVERSIONS_TABLE: stack.tables.conversions,
      PAYMENTS_TABLE: stack.tables.payments,
      PROMO_TABLE: stack.tables.promoCodes,
      LIMITS_TABLE: stack.tables.limits,
    };
    expect(Object.keys(resources)).toHaveLength(tables.length);
    for (const table of tables) {
      const logicalId = stack.getLogicalId(byEnv[table.env].node.defaultChild as CfnElement);
      const cdk = resources[logicalId]?.Properties as CfnTable;
      const local = createTableInput(table);
      expect(cdk.KeySchema, table.env).toEqual(local.KeySchema);
      expect(new Set(cdk.AttributeDefinitions), table.env).toEqual(new Set(local.AttributeDefinitions));
      const indexes = (cdk.GlobalSecondaryIndexes ?? []).map(({ IndexName, KeySchema }) => ({ IndexName, KeySchema }));
      expect(indexes, table.env).toEqual(
        (local.GlobalSecondaryIndexes ?? []).map(({ IndexName, KeySchema }) => ({ IndexName, KeySchema })),
      );
      expect(cdk.TimeToLiveSpecification?.AttributeName, table.env).toBe(table.ttlAttribute);
    }
  });
});
