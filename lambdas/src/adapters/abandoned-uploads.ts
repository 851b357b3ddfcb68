import { CONVERSION_ERRORS, LIFECYCLE, isAbandonedUpload } from '@bankcsv/domain';
import { expiresAtFrom, type ConversionRecord, type ConversionsRepo } from './conversions-repo';
import type { InFlightSlots } from './in-flight-slots';

/**
 * Ends every abandoned upload among `rows` as failed (nothing was debited, so nothing to refund),
 * giving back its in-flight place, and returns the rows as they are now. A file that still turns up
 * later finds its row ended, and start-conversion deletes it.
 */
export async function endAbandonedUploads(
  conversions: ConversionsRepo,
  slots: InFlightSlots,
  rows: ConversionRecord[],
  now = new Date(),
): Promise<ConversionRecord[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!isAbandonedUpload(row, now)) return row;
      const set = {
        status: LIFECYCLE.cancelled.status,
        errorMessage: CONVERSION_ERRORS.UPLOAD_EXPIRED,
        errorCode: 'UPLOAD_EXPIRED',
        completedAt: now.toISOString(),
        expiresAt: expiresAtFrom(now),
      };
      const ended = await slots.end(row.userId, row.conversionId, {
        from: [LIFECYCLE.created.status],
        set,
        remove: ['passwordCipher'],
      });
      // Lost a race (the file arrived, or the user cancelled): the stored row is the truth.
      return ended ? { ...row, ...set } : ((await conversions.get(row.userId, row.conversionId)) ?? row);
    }),
  );
}

/** Ends an upload still in progress as cancelled, giving back its place; false when it is no longer uploading. */
export async function cancelUpload(
  slots: InFlightSlots,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<boolean> {
  return slots.end(userId, conversionId, {
    from: [LIFECYCLE.created.status],
    set: {
      status: LIFECYCLE.cancelled.status,
      errorMessage: CONVERSION_ERRORS.UPLOAD_CANCELLED,
      errorCode: 'UPLOAD_CANCELLED',
      completedAt: now.toISOString(),
      expiresAt: expiresAtFrom(now),
    },
    remove: ['passwordCipher'],
  });
}
