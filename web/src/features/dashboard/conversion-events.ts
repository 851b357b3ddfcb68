import { conversionErrorMessage, isInFlight } from '@bankcsv/domain';
import { track } from '../../lib/analytics/track';
import type { Conversion } from '../../lib/conversions';

/**
 * pdf_conversion_success / pdf_conversion_error for every row that reached its outcome since the
 * previous look (`before`; null on the first load, whose outcomes happened before this visit).
 * A cancelled upload is not a conversion error: it was reported as abandonment.
 */
export function trackConversionOutcomes(before: ReadonlyMap<string, string> | null, rows: readonly Conversion[]): void {
  if (!before) return;
  for (const row of rows) {
    const was = before.get(row.conversionId);
    if (was !== undefined && !isInFlight(was)) continue;
    if (row.status === 'completed') {
      track('pdf_conversion_success', { file_name: row.originalFileName, credits_required: row.creditsUsed });
    } else if (!isInFlight(row.status) && row.errorCode !== 'UPLOAD_CANCELLED') {
      track('pdf_conversion_error', {
        file_name: row.originalFileName,
        error_type: row.errorCode ?? 'PROCESSING_FAILED',
        error_message: conversionErrorMessage(row),
        component: 'conversion',
      });
    }
  }
}
