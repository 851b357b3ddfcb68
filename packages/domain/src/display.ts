/** Display formats: en-ZA dates and human file sizes. */

/**
 * File size as B, KB or MB.
 * @example formatFileSize(1536) // '1.5 KB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Day, short month, year, hour and minute in en-ZA, South African time.
 * @example formatDateTime('2025-01-31T10:05:00Z') // '31 Jan 2025, 12:05'
 */
export function formatDateTime(value: string | number | Date): string {
  return new Intl.DateTimeFormat('en-ZA', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date(value));
}

/**
 * Long en-ZA date, as on blog cards.
 * @example formatLongDate('2025-03-04') // '4 March 2025'
 */
export function formatLongDate(value: string | number | Date): string {
  return new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(value),
  );
}
