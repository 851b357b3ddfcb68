import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConversionError, insufficientCreditsMessage } from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { ledgerIds } from './ledger-ids';
import { failedAt, transactWrite } from './transactions';
import type { LedgerTables } from './users-repo';

// A conversion's credits: taken once when it starts, given back once if it fails (usersRepo binds these).

export class InsufficientCreditsError extends ConversionError {
  constructor(
    readonly pages: number,
    readonly needed: number,
  ) {
    super('INSUFFICIENT_CREDITS', insufficientCreditsMessage(pages, needed));
  }
}

/**
 * Takes `credits` for a conversion once. Returns false when this conversion was already debited;
 * throws InsufficientCreditsError when the balance is too low (nothing changes then).
 * `alongside` is written in the same transaction (the conversion's own bookkeeping), so the debit
 * and that record can never disagree; if its condition fails, `alongsideFailed` is thrown.
 */
export async function debit(
  tables: LedgerTables,
  userId: string,
  conversionId: string,
  credits: number,
  pages: number,
  alongside?: { item: NonNullable<TransactWriteCommandInput['TransactItems']>[number]; alongsideFailed: () => Error },
): Promise<boolean> {
  if (!Number.isSafeInteger(credits) || credits < 1)
    throw new Error('A debit takes a positive whole number of credits');
  const now = new Date().toISOString();
  const outcome = await transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tables.LEDGER_TABLE,
          Item: {
            userId,
            entryId: ledgerIds.debit(conversionId),
            amount: -credits,
            reason: 'conversion',
            conversionId,
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
      {
        Update: {
          TableName: tables.USERS_TABLE,
          Key: { userId },
          UpdateExpression: 'SET credits = credits - :n, lastUpdated = :now',
          ConditionExpression: 'attribute_exists(userId) AND credits >= :n',
          ExpressionAttributeValues: { ':n': credits, ':now': now },
        },
      },
      ...(alongside ? [alongside.item] : []),
    ],
  });
  if (outcome.ok) return true;
  if (failedAt(outcome, 0)) return false;
  if (alongside && failedAt(outcome, 2)) throw alongside.alongsideFailed();
  throw new InsufficientCreditsError(pages, credits);
}

/** A condition, as a transaction action, that the conversion is not (or no longer) on record as completed. */
function notCompletedItem(conversionsTable: string, userId: string, conversionId: string) {
  return {
    ConditionCheck: {
      TableName: conversionsTable,
      Key: { userId, conversionId },
      ConditionExpression: 'attribute_not_exists(conversionId) OR #status <> :completed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':completed': 'completed' },
    },
  };
}

/**
 * Gives back exactly what this conversion's debit took, once, and only while the conversion is
 * not completed: the same transaction checks the conversion row, so a late or repeated failure
 * branch (a re-drive, a second execution) can never refund work the user received. Returns the
 * credits refunded by this or an earlier call, or 0 when nothing is (or was) refunded.
 */
export async function refund(
  tables: LedgerTables,
  userId: string,
  conversionId: string,
  conversionsTable: string,
): Promise<number> {
  const debitEntry = await ddb.send(
    new GetCommand({
      TableName: tables.LEDGER_TABLE,
      Key: { userId, entryId: ledgerIds.debit(conversionId) },
      ConsistentRead: true,
    }),
  );
  const taken = -Number(debitEntry.Item?.amount ?? 0);
  if (!Number.isSafeInteger(taken) || taken <= 0) return 0;
  const now = new Date().toISOString();
  const outcome = await transactWrite({
    TransactItems: [
      {
        ConditionCheck: {
          TableName: tables.LEDGER_TABLE,
          Key: { userId, entryId: ledgerIds.debit(conversionId) },
          ConditionExpression: 'attribute_exists(entryId) AND amount = :debited',
          ExpressionAttributeValues: { ':debited': -taken },
        },
      },
      notCompletedItem(conversionsTable, userId, conversionId),
      {
        Put: {
          TableName: tables.LEDGER_TABLE,
          Item: {
            userId,
            entryId: ledgerIds.refund(conversionId),
            amount: taken,
            reason: 'refund',
            conversionId,
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
      {
        Update: {
          TableName: tables.USERS_TABLE,
          Key: { userId },
          UpdateExpression: 'SET credits = credits + :n, lastUpdated = :now',
          ConditionExpression: 'attribute_exists(userId)',
          ExpressionAttributeValues: { ':n': taken, ':now': now },
        },
      },
    ],
  });
  if (outcome.ok || failedAt(outcome, 2)) return taken;
  if (failedAt(outcome, 1)) return 0;
  throw new Error(`Refund of ${conversionId} was refused (${outcome.reasons.join(', ')})`);
}
