import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ConversionError, IN_FLIGHT_STATUSES, type InFlightStatus } from '@bankcsv/domain';
import { dynamoClient } from './dynamodb';
import { s3Client } from './s3';
import { objectCreatedEvent } from './s3-events';
import { taskError } from './workflow/errors';
import { runExecution } from './workflow/execution';
import type { EngineOptions, StateMachineDefinition } from './workflow/types';

export interface RecoveryOptions {
  endpoints: { dynamodb: string; s3: string };
  conversionsTable: string;
  uploadsBucket: string;
  stateMachineArn: string;
  definition: StateMachineDefinition;
  invoke: EngineOptions['invoke'];
  /** True while this process runs an execution of the conversion: such a row is left alone. */
  isRunning(conversionId: string): boolean;
  timeScale?: number;
  log(line: string): void;
}

const inFlightValues = Object.fromEntries(IN_FLIGHT_STATUSES.map((status, i) => [`:s${i}`, status]));

interface InFlightRow {
  userId: string;
  conversionId: string;
  status: InFlightStatus;
  storageKey?: string;
}

// The state the definition's Catch sends to the refund; named by docs/design.md.
const failurePath = 'RefundCredits';

async function inFlightRows(opts: RecoveryOptions): Promise<InFlightRow[]> {
  const ddb = DynamoDBDocumentClient.from(dynamoClient(opts.endpoints.dynamodb));
  const rows: InFlightRow[] = [];
  try {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await ddb.send(
        new ScanCommand({
          TableName: opts.conversionsTable,
          ConsistentRead: true,
          FilterExpression: `#s IN (${Object.keys(inFlightValues).join(', ')})`,
          ProjectionExpression: 'userId, conversionId, #s, storageKey',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: inFlightValues,
          ExclusiveStartKey: start,
        }),
      );
      rows.push(...((page.Items ?? []) as InFlightRow[]));
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    ddb.destroy();
  }
  return rows;
}

async function uploadArrived(
  opts: RecoveryOptions,
  key: string,
): Promise<{ size?: number; eTag?: string } | undefined> {
  const s3 = s3Client(opts.endpoints.s3);
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: opts.uploadsBucket, Key: key }));
    return { size: head.ContentLength, eTag: head.ETag };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  } finally {
    s3.destroy();
  }
}

/** Runs the definition's own failure branch (refund once, then mark failed) with an interrupted error at `$.error`. */
async function endInterrupted(opts: RecoveryOptions, row: InFlightRow): Promise<string> {
  const caught = taskError(new ConversionError('PROCESSING_INTERRUPTED'));
  const input = {
    userId: row.userId,
    conversionId: row.conversionId,
    bucket: opts.uploadsBucket,
    key: row.storageKey ?? '',
    error: { Error: caught.error, Cause: caught.cause },
  };
  let markFailedError: unknown;
  const result = await runExecution({ ...opts.definition, StartAt: failurePath }, input, {
    invoke: opts.invoke,
    timeScale: opts.timeScale,
    executionArn: `${opts.stateMachineArn.replace(':stateMachine:', ':execution:')}:${row.conversionId}`,
    name: row.conversionId,
    stateMachineArn: opts.stateMachineArn,
    onStateEntered: (_, data) => (markFailedError ??= (data as { markFailedError?: unknown }).markFailedError),
  });
  // The branch always ends in the Fail state; only a caught MarkFailed error means the row was not ended.
  if (markFailedError || result.status !== 'FAILED')
    return `could not be ended (${JSON.stringify(markFailedError ?? result)}); the next start tries again`;
  return 'ended as interrupted, credits refunded';
}

/**
 * Executions live in this process's memory, so a restart loses the ones in flight. Ends each such
 * conversion as its failure branch would, and starts the ones whose PDF arrived but never began.
 * Rows still waiting for their upload are left as they are.
 */
export async function recoverInterrupted(opts: RecoveryOptions): Promise<void> {
  for (const row of await inFlightRows(opts)) {
    if (opts.isRunning(row.conversionId)) continue;
    let outcome: string | undefined;
    try {
      if (row.status === 'processing') {
        outcome = await endInterrupted(opts, row);
      } else if (row.storageKey) {
        const object = await uploadArrived(opts, row.storageKey);
        if (object) {
          const started = (await opts.invoke(
            'start-conversion',
            objectCreatedEvent(opts.uploadsBucket, row.storageKey, object),
          )) as { outcome?: string };
          outcome = `upload found, start-conversion: ${started.outcome ?? 'no outcome'}`;
        }
      }
    } catch (error) {
      // One row must not keep the stack from starting; it stays in flight for the next start.
      outcome =
        `could not be recovered (${error instanceof Error ? error.message : String(error)}); ` +
        `the next start tries again`;
    }
    if (outcome) opts.log(`[recover] conversion ${row.conversionId} (${row.status}) ${outcome}`);
  }
}
