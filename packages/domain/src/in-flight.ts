import { CONVERSION_STUCK_AFTER_MS, UPLOAD_ABANDONED_AFTER_MS } from './limits';
import { isInFlight } from './status';

interface InFlightTimes {
  status: string;
  createdAt: string;
  uploadStarted?: string;
  uploadCompleted?: string;
}

const age = (iso: string | undefined, now: Date) => (iso ? now.getTime() - Date.parse(iso) : Number.NaN);

/**
 * An `uploading` row whose form expired long enough ago that its file can no longer arrive.
 // true
 * @example isAbandonedUpload({ status: 'uploading', createdAt: '2026-01-01T00:00:00Z' }, new
 * Date('2026-01-01T01:00:00Z'))
 */
export function isAbandonedUpload(row: InFlightTimes, now: Date = new Date()): boolean {
  return row.status === 'uploading' && age(row.uploadStarted ?? row.createdAt, now) > UPLOAD_ABANDONED_AFTER_MS;
}

/**
 * A `processing` row in flight longer than the workflow's own limit: no execution will end it.
 // true
 * @example isStuckConversion({ status: 'processing', createdAt: '2026-01-01T00:00:00Z' }, new
 * Date('2026-01-01T01:00:00Z'))
 */
export function isStuckConversion(row: InFlightTimes, now: Date = new Date()): boolean {
  return row.status === 'processing' && age(row.uploadCompleted ?? row.createdAt, now) > CONVERSION_STUCK_AFTER_MS;
}

/** Whether the dashboard offers Delete: any ended row, and an in-flight one nothing will finish any more. */
export function canDeleteConversion(row: InFlightTimes, now: Date = new Date()): boolean {
  return !isInFlight(row.status) || isAbandonedUpload(row, now) || isStuckConversion(row, now);
}
