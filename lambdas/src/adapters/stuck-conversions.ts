import { recordFailure } from './conversion-failure';
import type { ConversionRecord } from './conversions-repo';
import type { InFlightSlots } from './in-flight-slots';
import type { UsersRepo } from './users-repo';

export interface StuckDeps {
  slots: InFlightSlots;
  users: UsersRepo;
  conversionsTable: string;
  uploadsBucket: string;
  outputsBucket: string;
}

/**
 * Ends a stuck conversion as the workflow's failure branch does after a timeout: RefundCredits
 * (once, by the ledger; never for a completed conversion), then MarkFailed with the spec's timeout
 * message, which also deletes the PDF.
 */
export async function endStuckConversion(
  deps: StuckDeps,
  row: ConversionRecord,
): Promise<{ refunded: number; recorded: boolean }> {
  const refunded = await deps.users.refund(row.userId, row.conversionId, deps.conversionsTable);
  const error = { Error: 'States.Timeout', Cause: 'The conversion was in flight longer than the workflow allows' };
  const { recorded } = await recordFailure(
    { slots: deps.slots, outputsBucket: deps.outputsBucket },
    { userId: row.userId, conversionId: row.conversionId, bucket: deps.uploadsBucket, key: row.storageKey, error },
    refunded,
  );
  return { refunded, recorded };
}
