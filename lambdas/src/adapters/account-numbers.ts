import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountNumberNeed } from '@bankcsv/domain';
import { ddb } from '../shared/clients';

// The numbers a user gave for accounts whose statements print none, kept on the user's own record (a map from
// the account's key to its number): deleting the account deletes them, and no other user can reach them.
const FIELD = 'accountNumbers';

export function accountNumbersRepo(usersTable: string) {
  /** The numbers this user gave before, by account key. */
  async function remembered(userId: string): Promise<Record<string, string>> {
    const out = await ddb.send(
      new GetCommand({
        TableName: usersTable,
        Key: { userId },
        ProjectionExpression: '#f',
        ExpressionAttributeNames: { '#f': FIELD },
      }),
    );
    return (out.Item?.[FIELD] as Record<string, string> | undefined) ?? {};
  }

  /** Remembers the number for the account's next statement (the user's record must exist). */
  async function remember(userId: string, key: string, accountNumber: string): Promise<void> {
    // A nested path can only be set inside a map that exists: make it first (a no-op once it does).
    const base = { TableName: usersTable, Key: { userId }, ConditionExpression: 'attribute_exists(userId)' };
    await ddb.send(
      new UpdateCommand({
        ...base,
        UpdateExpression: 'SET #f = if_not_exists(#f, :empty)',
        ExpressionAttributeNames: { '#f': FIELD },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
    await ddb.send(
      new UpdateCommand({
        ...base,
        UpdateExpression: 'SET #f.#k = :n',
        ExpressionAttributeNames: { '#f': FIELD, '#k': key },
        ExpressionAttributeValues: { ':n': accountNumber },
      }),
    );
  }

  return { remembered, remember };
}

/** Each account the statement prints no number for, starting from the number given for it before. */
export function withRemembered(
  needs: readonly AccountNumberNeed[],
  remembered: Record<string, string>,
): AccountNumberNeed[] {
  return needs.map((n) => (remembered[n.key] && !n.given ? { ...n, remembered: remembered[n.key] } : n));
}
