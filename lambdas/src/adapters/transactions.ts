import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ddb } from '../shared/clients';

/** Per-action outcome codes of a cancelled transaction (`None` for actions that were fine). */
export type CancelReasons = string[];

/**
 * A refused transaction: each action's reason, and the item as it was for actions that asked for it
 * (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`), so the caller learns why without a second read.
 */
export type TransactOutcome =
  | { ok: true }
  | { ok: false; reasons: CancelReasons; oldItems: (Record<string, unknown> | undefined)[] };

const MAX_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a TransactWriteItems. A condition failure is a business outcome and comes back as reasons
 * for the caller to interpret; a TransactionConflict (another transaction on the same item) is
 * transient and retried with jittered backoff.
 */
export async function transactWrite(input: TransactWriteCommandInput): Promise<TransactOutcome> {
  const items = input.TransactItems ?? [];
  if (items.length === 0 || items.length > 100)
    throw new Error(`A transaction takes 1..100 actions, got ${items.length}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ddb.send(new TransactWriteCommand(input));
      return { ok: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      if (reasons.includes('ConditionalCheckFailed')) {
        const oldItems = (error.CancellationReasons ?? []).map((reason) =>
          reason.Item ? unmarshall(reason.Item) : undefined,
        );
        return { ok: false, reasons, oldItems };
      }
      if (!reasons.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * Math.min(1000, 25 * 2 ** attempt));
    }
  }
}

export const failedAt = (outcome: TransactOutcome, index: number): boolean =>
  !outcome.ok && outcome.reasons[index] === 'ConditionalCheckFailed';

/** The item an action saw when its condition failed (it must have asked for ALL_OLD); undefined if absent. */
export const oldItemAt = (outcome: TransactOutcome, index: number): Record<string, unknown> | undefined =>
  outcome.ok ? undefined : outcome.oldItems[index];
