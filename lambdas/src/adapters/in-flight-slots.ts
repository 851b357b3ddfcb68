import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_CONVERSIONS_IN_FLIGHT, isInFlight } from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { IN_FLIGHT_SLOT, conversionsRepo, type ConversionRecord, type Transition } from './conversions-repo';
import { failedAt, oldItemAt, transactWrite } from './transactions';
import { AccountDeletedError } from './users-repo';

// The cap on conversions in flight is a counter on the user row (`inFlight`) that changes only in the
// transaction that changes a conversion row: +1 with the new row (flagged `inFlightSlot`), -1 with the
// transition that ends it (which removes the flag). Checking and taking a place is one conditional
// write, so simultaneous uploads cannot all pass; the flag goes with the place, so a conversion
// ended twice, or by two callers at once, gives it back once. Rows written before the counter
// carry no flag and give nothing back.

export interface SlotTables {
  USERS_TABLE: string;
  CONVERSIONS_TABLE: string;
}

/** Gives back one place, as the `also` of another update of the user row (one transaction updates an item once). */
export const SLOT_RELEASE = {
  set: 'inFlight = inFlight - :slot',
  condition: 'inFlight >= :slot',
  values: { ':slot': 1 },
};

/** Gives back one place, as a transaction action; never below 0. */
export function releaseSlotItem(usersTable: string, userId: string) {
  return {
    Update: {
      TableName: usersTable,
      Key: { userId },
      UpdateExpression: `SET ${SLOT_RELEASE.set}`,
      ConditionExpression: `attribute_exists(userId) AND ${SLOT_RELEASE.condition}`,
      ExpressionAttributeValues: SLOT_RELEASE.values,
    },
  };
}

/** Takes one place on the user row, as a transaction action, on condition that fewer than `limit` are held. */
function takeSlotItem(usersTable: string, userId: string, limit: number) {
  return {
    Update: {
      TableName: usersTable,
      Key: { userId },
      UpdateExpression:
        'SET inFlight = if_not_exists(inFlight, :zero) + :one, slotsTaken = if_not_exists(slotsTaken, :zero) + :one',
      ConditionExpression: 'attribute_exists(userId) AND (attribute_not_exists(inFlight) OR inFlight < :limit)',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/**
 * Self-repair: when the count says more places are held than the user's rows hold (a row deleted
 * without being ended), it is set to the rows' figure. Applied only if no place was taken or
 * given back since `user` was read, so the rows listed meanwhile are the ones it counts.
 */
async function recount(tables: SlotTables, userId: string, user: Record<string, unknown>): Promise<boolean> {
  const rows = await conversionsRepo(tables.CONVERSIONS_TABLE).list(userId);
  const held = rows.filter((row) => row.inFlightSlot === true && isInFlight(row.status)).length;
  if (held >= Number(user.inFlight)) return false;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.USERS_TABLE,
        Key: { userId },
        UpdateExpression: 'SET inFlight = :held',
        ConditionExpression: 'inFlight = :counted AND slotsTaken = :taken',
        ExpressionAttributeValues: { ':held': held, ':counted': user.inFlight, ':taken': user.slotsTaken },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Applies `t` to an existing row that holds no place (a queued batch file) and takes one in the same
 * transaction. 'full' when every place is held; 'moved' when the row is not in one of `t.from`.
 */
async function take(
  tables: SlotTables,
  limit: number,
  userId: string,
  conversionId: string,
  t: Transition,
): Promise<'taken' | 'full' | 'moved'> {
  const conversions = conversionsRepo(tables.CONVERSIONS_TABLE);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const outcome = await transactWrite({
      TransactItems: [
        {
          Update: conversions.transitionInput(userId, conversionId, {
            ...t,
            holdsSlot: false,
            set: { ...t.set, [IN_FLIGHT_SLOT]: true },
          }),
        },
        takeSlotItem(tables.USERS_TABLE, userId, limit),
      ],
    });
    if (outcome.ok) return 'taken';
    if (failedAt(outcome, 0)) return 'moved';
    if (!failedAt(outcome, 1)) throw new Error(`Starting ${conversionId} was refused (${outcome.reasons.join(', ')})`);
    const user = oldItemAt(outcome, 1);
    if (!user) throw new AccountDeletedError();
    if (!(await recount(tables, userId, user))) return 'full';
  }
  return 'full';
}

export function inFlightSlots(tables: SlotTables, limit = MAX_CONVERSIONS_IN_FLIGHT) {
  const conversions = conversionsRepo(tables.CONVERSIONS_TABLE);

  /** Records a new conversion holding one of its user's places; false, with nothing written, when all are held. */
  async function open(record: ConversionRecord): Promise<boolean> {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const outcome = await transactWrite({
        TransactItems: [
          {
            Put: {
              TableName: tables.CONVERSIONS_TABLE,
              Item: { ...record, [IN_FLIGHT_SLOT]: true },
              ConditionExpression: 'attribute_not_exists(conversionId)',
            },
          },
          takeSlotItem(tables.USERS_TABLE, record.userId, limit),
        ],
      });
      if (outcome.ok) return true;
      if (!failedAt(outcome, 1))
        throw new Error(`Recording ${record.conversionId} was refused (${outcome.reasons.join(', ')})`);
      const user = oldItemAt(outcome, 1);
      if (!user) throw new AccountDeletedError();
      if (!(await recount(tables, record.userId, user))) return false;
    }
    return false;
  }

  /**
   * Applies `t`, a transition that ends the conversion, and gives back its place in the same
   * transaction; false when the row is missing or not in one of `t.from`.
   */
  async function end(userId: string, conversionId: string, t: Transition): Promise<boolean> {
    const release = { ...t, holdsSlot: true, remove: [...(t.remove ?? []), IN_FLIGHT_SLOT] };
    const outcome = await transactWrite({
      TransactItems: [
        { Update: conversions.transitionInput(userId, conversionId, release) },
        releaseSlotItem(tables.USERS_TABLE, userId),
      ],
    });
    if (outcome.ok) return true;
    // No place to give back (already ended, or a row from before the count): the transition alone.
    if (failedAt(outcome, 0)) return conversions.transition(userId, conversionId, { ...t, holdsSlot: false });
    // The count holds nothing (the account is gone): the row still ends, and its flag goes.
    if (failedAt(outcome, 1))
      return conversions.transition(userId, conversionId, { ...t, holdsSlot: true, remove: release.remove });
    throw new Error(`Ending ${conversionId} was refused (${outcome.reasons.join(', ')})`);
  }

  return { open, end, take: take.bind(null, tables, limit) };
}

export type InFlightSlots = ReturnType<typeof inFlightSlots>;
