import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2, type TablePropsV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

export interface DataTablesProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
}

/** The six tables of docs/design.md: on-demand, point-in-time recovery, TTL on conversions and limits. */
export class DataTables extends Construct {
  readonly users: TableV2;
  /** Append-only credit ledger: the audit record, so it never has a TTL. */
  readonly ledger: TableV2;
  readonly conversions: TableV2;
  readonly payments: TableV2;
  readonly promoCodes: TableV2;
  /** Request counters of the public routes, per window; each item expires with its window. */
  readonly limits: TableV2;

  constructor(scope: Construct, id: string, props: DataTablesProps) {
    super(scope, id);
    const table = (tableId: string, extra: Pick<TablePropsV2, 'partitionKey'> & Partial<TablePropsV2>) =>
      new TableV2(this, tableId, {
        billing: Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        removalPolicy: props.removalPolicy,
        deletionProtection: props.deletionProtection,
        ...extra,
      });

    this.users = table('Users', { partitionKey: { name: 'userId', type: AttributeType.STRING } });
    this.ledger = table('Ledger', {
      partitionKey: { name: 'userId', type: AttributeType.STRING },
      sortKey: { name: 'entryId', type: AttributeType.STRING },
    });
    // History rows go 30 days after the conversion ends (expiresAt, epoch seconds).
    this.conversions = table('Conversions', {
      partitionKey: { name: 'userId', type: AttributeType.STRING },
      sortKey: { name: 'conversionId', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
    });
    this.payments = table('Payments', {
      partitionKey: { name: 'reference', type: AttributeType.STRING },
      globalSecondaryIndexes: [
        {
          indexName: 'byUser',
          partitionKey: { name: 'userId', type: AttributeType.STRING },
          sortKey: { name: 'createdAt', type: AttributeType.STRING },
        },
      ],
    });
    this.promoCodes = table('PromoCodes', { partitionKey: { name: 'code', type: AttributeType.STRING } });
    this.limits = table('Limits', {
      partitionKey: { name: 'key', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
    });
  }
}
