import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_BATCH_FILES } from '@bankcsv/domain';
import { ddb } from '../shared/clients';

// Small maps kept on the user's own record, so deleting the account deletes them and no other user can reach them
// (as `accountNumbers` in account-numbers.ts): the batches the user opened with how many files each holds, the
// names the user gave accounts (by account key) and the parts the user assigned to an account (part id → key).
export type UserMap = 'batchFiles' | 'accountNames' | 'partAccounts';

/**
 * Counts one more file into the user's batch, atomically: 'unknown' when the user never opened it, 'full' when it
 * holds `MAX_BATCH_FILES` already.
 */
async function addBatchFile(
  usersTable: string,
  userId: string,
  batchId: string,
): Promise<'added' | 'unknown' | 'full'> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: usersTable,
        Key: { userId },
        UpdateExpression: 'SET #m.#k = #m.#k + :one',
        ConditionExpression: 'attribute_exists(#m.#k) AND #m.#k < :max',
        ExpressionAttributeNames: { '#m': 'batchFiles', '#k': batchId },
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_BATCH_FILES },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'added';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const held = (error.Item?.batchFiles as { M?: Record<string, unknown> } | undefined)?.M?.[batchId];
    return held === undefined ? 'unknown' : 'full';
  }
}

export function userMaps(usersTable: string) {
  const base = (userId: string) => ({
    TableName: usersTable,
    Key: { userId },
    ConditionExpression: 'attribute_exists(userId)',
  });

  /** The maps asked for (each empty when never written). */
  async function read<M extends UserMap>(
    userId: string,
    maps: readonly M[],
  ): Promise<Record<M, Record<string, string>>> {
    const out = await ddb.send(
      new GetCommand({
        TableName: usersTable,
        Key: { userId },
        ConsistentRead: true,
        ProjectionExpression: maps.map((_, i) => `#m${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(maps.map((m, i) => [`#m${i}`, m])),
      }),
    );
    return Object.fromEntries(maps.map((m) => [m, out.Item?.[m] ?? {}])) as Record<M, Record<string, string>>;
  }

  /** A nested path can only be set inside a map that exists: makes it first (a no-op once it does). */
  async function ensure(userId: string, map: UserMap): Promise<void> {
    await ddb.send(
      new UpdateCommand({
        ...base(userId),
        UpdateExpression: 'SET #m = if_not_exists(#m, :empty)',
        ExpressionAttributeNames: { '#m': map },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
  }

  /** Sets one entry; `null` removes it. */
  async function put(userId: string, map: UserMap, key: string, value: string | number | null): Promise<void> {
    await ensure(userId, map);
    await ddb.send(
      new UpdateCommand({
        ...base(userId),
        UpdateExpression: value === null ? 'REMOVE #m.#k' : 'SET #m.#k = :v',
        ExpressionAttributeNames: { '#m': map, '#k': key },
        ...(value === null ? {} : { ExpressionAttributeValues: { ':v': value } }),
      }),
    );
  }

  return { read, put, addBatchFile: addBatchFile.bind(null, usersTable) };
}
