/** Conversion statuses and how the dashboard counts them. */
import { IN_FLIGHT_STATUSES } from './lifecycle';

/** `queued`: a batch file that arrived and waits for an in-flight place, or for its password (never holds a place). */
export const CONVERSION_STATUSES = ['uploading', 'queued', 'processing', 'completed', 'error'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
/** `downloading` exists only in the browser while a download runs. */
export type DisplayStatus = ConversionStatus | 'downloading';

const DISPLAY: ReadonlySet<string> = new Set<DisplayStatus>([...CONVERSION_STATUSES, 'downloading']);

/**
 * The status to display; anything unknown displays as error.
 * @example displayStatus('weird') // 'error'
 */
export function displayStatus(status: string | undefined | null): DisplayStatus {
  return status && DISPLAY.has(status) ? (status as DisplayStatus) : 'error';
}

/** @example isInFlight('uploading') // true */
export function isInFlight(status: string | undefined | null): boolean {
  return (IN_FLIGHT_STATUSES as readonly (string | undefined | null)[]).includes(status);
}

export interface StatCounts {
  totalProcessed: number;
  processing: number;
  failed: number;
}

/** A failure the user paid for: credits were used and not given back. Cancelled and refunded attempts cost nothing. */
export function isCostlyFailure(item: {
  status?: string | null;
  creditsUsed?: number | null;
  creditsRefunded?: boolean | null;
}): boolean {
  return displayStatus(item.status) === 'error' && (item.creditsUsed ?? 0) > 0 && !item.creditsRefunded;
}

/**
 * Stat cards: Total Processed = completed (also while downloading), Processing = uploading + processing,
 * Failed = errors (and unknown statuses) that cost credits; attempts that cost nothing are not counted.
 // { totalProcessed: 1, processing: 0, failed: 1 }
 * @example statCounts([{ status: 'completed' }, { status: 'x', creditsUsed: 1 }, { status: 'error', creditsUsed: 1,
 * creditsRefunded: true }])
 */
export function statCounts(
  items: ReadonlyArray<{ status?: string | null; creditsUsed?: number | null; creditsRefunded?: boolean | null }>,
): StatCounts {
  const counts: StatCounts = { totalProcessed: 0, processing: 0, failed: 0 };
  for (const item of items) {
    const shown = displayStatus(item.status);
    if (shown === 'completed' || shown === 'downloading') counts.totalProcessed += 1;
    else if (shown === 'error') counts.failed += isCostlyFailure(item) ? 1 : 0;
    else counts.processing += 1;
  }
  return counts;
}
