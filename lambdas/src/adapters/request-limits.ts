import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limitWindow, type RequestLimit } from '@bankcsv/domain';
import { ddb } from '../shared/clients';

// One counter item per key and fixed window, shared by every Lambda instance; DynamoDB's TTL removes
// it after the next window. A request over the limit is refused without counting, so a caller who
// keeps trying is let in again when the window turns.

export function requestLimits(tables: { LIMITS_TABLE: string }) {
  /** Counts one request under `key`; false (nothing counted) when the window already holds `limit.max`. */
  async function take(key: string, limit: RequestLimit, nowMs = Date.now()): Promise<boolean> {
    const { window, expiresAt } = limitWindow(limit, nowMs);
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tables.LIMITS_TABLE,
          Key: { key: `${key}#${limit.windowSeconds}#${window}` },
          UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': limit.max, ':expiresAt': expiresAt },
        }),
      );
      return true;
    } catch (error) {
      if (
        error instanceof ConditionalCheckFailedException ||
        (error as { name?: string }).name === 'ConditionalCheckFailedException'
      )
        return false;
      throw error;
    }
  }

  return { take };
}

export type RequestLimits = ReturnType<typeof requestLimits>;
